import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import Beasties from 'beasties';
import render from 'dom-serializer';
import {parseDocument} from 'htmlparser2';
import {Features, transform} from 'lightningcss';
import {builtHtmlFiles} from './built-pages';
import {readClientManifest} from './client-manifest';

/**
 * Flattens nested rules: the inliner matches plain selectors only, and the stylesheets keep the
 * native nesting they were written with.
 */
function withoutNesting(css: string, filename: string): string {
  const {code} = transform({filename, code: Buffer.from(css), include: Features.Nesting});
  return code.toString();
}

/**
 * The alternatives a selector stands for once its `:where()` and `:is()` lists are spread out:
 * `:where(.a, .b) > .c` is `.a > .c` or `.b > .c`.
 */
export function spreadSelectorLists(selector: string, limit = 64): string[] {
  const start = selector.search(/(?<!\\):(?:where|is)\(/);
  if (start === -1) return [selector];
  const open = selector.indexOf('(', start);
  let depth = 0;
  let close = -1;
  const parts: string[] = [];
  let partStart = open + 1;
  let quote = '';
  for (let i = open; i < selector.length; i++) {
    const char = selector[i];
    if (quote) {
      if (char === quote && selector[i - 1] !== '\\') quote = '';
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) {
      close = i;
      break;
    } else if (char === ',' && depth === 1) {
      parts.push(selector.slice(partStart, i));
      partStart = i + 1;
    }
  }
  if (close === -1) return [selector];
  parts.push(selector.slice(partStart, close));
  const before = selector.slice(0, start);
  const after = selector.slice(close + 1);
  const spread = parts.flatMap((part) => spreadSelectorLists(before + part.trim() + after, limit));
  return spread.slice(0, limit);
}

/** The inliner's own selector clean-up, which its typings leave out (a test covers its use). */
const baseNormalizeCssSelector = (
  Beasties.prototype as unknown as {normalizeCssSelector(selector: string): string}
).normalizeCssSelector;

/** The inliner's own reduction of one stylesheet to the rules a page uses (not in its typings). */
const baseProcessStyle = (
  Beasties.prototype as unknown as {processStyle(style: InlinedStyle, document: unknown): void}
).processStyle;

/** What the inliner keeps on the `<style>` elements it makes of the stylesheets it reads. */
interface InlinedStyle {
  $$name?: string;
  parentNode: unknown;
  textContent: string | null;
}

/**
 * The critical-CSS inliner, used to find out which of the build's stylesheets a page uses: those
 * with a rule that matches its markup. It reads them flattened (it matches plain selectors only,
 * and the stylesheets keep the native nesting they were written with). The router writes some
 * links with a trailing `#`, which the inliner would otherwise take for part of the file name.
 */
class SiteBeasties extends Beasties {
  /** The stylesheets with a rule the page uses, by path (`/assets/….css`). */
  readonly used = new Set<string>();

  /** Keeps the rules the page uses, and notes the stylesheet when there are any. */
  processStyle(style: InlinedStyle, document: unknown): void {
    baseProcessStyle.call(this, style, document);
    if (style.$$name && style.parentNode && style.textContent?.trim()) {
      this.used.add(style.$$name.replace(/#.*$/, ''));
    }
  }

  override async getCssAsset(href: string, style: Parameters<Beasties['getCssAsset']>[1]) {
    const path = href.replace(/#.*$/, '');
    const css = await super.getCssAsset(path, style);
    return css === undefined ? undefined : withoutNesting(css, path);
  }

  /**
   * The inliner drops pseudo-classes with their arguments to match a selector against the page,
   * which throws `:where(.mat-button, .mat-icon-button)` away whole (and the rule with it). Its
   * lists are spread into plain alternatives first.
   */
  normalizeCssSelector(selector: string): string {
    const alternatives = spreadSelectorLists(selector)
      // A compound made of pseudo-classes only (`.a :not(pre) > code`) stands for any element;
      // dropping it would join its neighbours (`.a > code`).
      .map((alternative) => alternative.replace(/(^|[\s>+~])(?=:)/g, '$1*'))
      .map((alternative) => baseNormalizeCssSelector.call(this, alternative))
      .filter(Boolean);
    const unique = [...new Set(alternatives)];
    // As one `:is()`: the inliner reads a plain list as "every class in it is on the page".
    return unique.length > 1 ? `:is(${unique.join(', ')})` : (unique[0] ?? '');
  }
}

/** The web font face that the first paint needs, which the page preloads. */
const FIRST_PAINT_FONT = /\/assets\/roboto-latin-400-normal-[\w-]+\.woff2/;

/** A stylesheet link as the router writes it. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)"[^>]*?\/?>/g;

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;

/** The id of the data block that lists a page's late font faces (read by the start script). */
export const LATE_FONTS_ID = 'docs-late-fonts';

/**
 * A web font face declared after the first paint: what `new FontFace(family, source,
 * descriptors)` takes, from its `@font-face` rule.
 */
export interface LateFontFace {
  family: string;
  source: string;
  descriptors: Record<string, string>;
}

/** The declarations of an `@font-face` rule as a `FontFace` takes them. */
function fontFaceOf(body: string): LateFontFace {
  const face: LateFontFace = {family: '', source: '', descriptors: {}};
  for (const declaration of body.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (name === 'font-family') face.family = value.replace(/^(["'])(.*)\1$/, '$2');
    else if (name === 'src') face.source = value;
    else {
      const key = name
        .replace(/^font-/, '')
        .replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
      face.descriptors[key] = value;
    }
  }
  return face;
}

/**
 * Takes the web font faces out of a page's CSS, but for the regular text face: the local faces
 * stand in for them in the first paint, and the start script loads them once it is on screen and
 * declares them together (see `startAfterFirstPaint`). Declared in the page, each would be
 * requested by the first layout that met text in it, competing with the first paint for the
 * network.
 */
export function splitLateFontFaces(css: string): {css: string; late: LateFontFace[]} {
  const late: LateFontFace[] = [];
  const rest = css.replace(FONT_FACE, (rule: string, body: string) => {
    if (!/url\(/.test(body) || FIRST_PAINT_FONT.test(body)) return rule;
    late.push(fontFaceOf(body));
    return '';
  });
  return {css: rest, late};
}

/**
 * Rewrites a prerendered page so that its CSS is in its HTML: the whole of each stylesheet it
 * uses (`sheets`: its own, then those of the code it loads lazily), in one `<style>` where its
 * first stylesheet link was, and the regular text face preloaded (the other web font faces wait
 * for the first paint: see {@link splitLateFontFaces}). The links stay, `disabled`: a
 * browser neither fetches nor applies a disabled stylesheet, and the router and the bundler, which
 * add a stylesheet only when no link to it is on the page, find one for each (a link of the
 * lazily loaded code's stylesheets is added, and one without the `#` that the router puts after
 * some of its own).
 */
export function withPageCss(html: string, sheets: readonly {href: string; css: string}[]): string {
  const first = html.search(STYLESHEET_LINK);
  if (first === -1) throw new Error('A page without stylesheet links cannot take its CSS.');
  const {css, late} = splitLateFontFaces(sheets.map((sheet) => sheet.css.trim()).join('\n'));
  const font = FIRST_PAINT_FONT.exec(css)?.[0];
  const lateFonts = late.length
    ? `<script type="application/json" id="${LATE_FONTS_ID}">${JSON.stringify(late).replace(/</g, '\\u003c')}</script>`
    : '';
  const preload = font
    ? `<link rel="preload" as="font" type="font/woff2" href="${font}" crossorigin>`
    : '';
  const linked = new Set([...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]!));
  const extraLinks = sheets
    .map((sheet) => sheet.href)
    .filter((href) => !linked.has(href))
    .map((href) => `<link rel="stylesheet" href="${href}" disabled>`)
    .join('');
  const disabled = html.replace(STYLESHEET_LINK, (link: string, href: string) =>
    link.includes(' disabled') ? link : `<link rel="stylesheet" href="${href}" disabled>`,
  );
  const at = disabled.search(STYLESHEET_LINK);
  return `${disabled.slice(0, at)}${preload}<style>${css}</style>${lateFonts}${extraLinks}${disabled.slice(at)}`;
}

/**
 * The page written out as HTML rather than as React writes it for either HTML or XML (`charSet`,
 * `<meta/>`, `disabled=""`), by the parser and serializer the inliner uses.
 */
export function serializedAsHtml(html: string): string {
  return render(parseDocument(html, {decodeEntities: false}), {decodeEntities: false});
}

/**
 * The stylesheets that the build's code loads (`/assets/….css`): those the bundler's manifest
 * lists for one of its chunks. The bundler also writes a few that no chunk loads: the CSS of
 * components that the chunk groups (`shell-chunks.ts`) moved into the shell, whose stylesheet
 * holds the same rules. Inlined as well, those rules were in every page twice (about 9 KB of
 * each page's CSS), and the browser matched every element against both copies. (The themes'
 * stylesheets are not among them: a theme is applied by a link of its own.)
 */
function stylesheetsTheCodeLoads(clientDir: string): string[] {
  const chunks = Object.values(readClientManifest(clientDir));
  return [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`).sort();
}

/**
 * After prerendering: every page gets the whole of the CSS it uses in its HTML, so that it paints
 * from the HTML alone and the browser styles it once. That is its own stylesheets (those it
 * links to) and those of the code it loads lazily (live examples, documentation content) whose
 * rules match its markup, found by the critical-CSS inliner. Whole stylesheets rather than the
 * rules the page uses: a stylesheet applied after the first paint (for the parts that appear
 * later, such as menus and other pages) made the browser match every element against every rule
 * again, in a long task, and one whose font faces the document did not know yet made it lay out
 * every line of text again. Inline whole, they weigh about what the matching rules did (those
 * were written out flat, selector lists spread).
 */
export async function inlinePageCss(clientDir: string): Promise<{pages: number}> {
  const allStylesheets = stylesheetsTheCodeLoads(clientDir);
  const files = builtHtmlFiles(clientDir);
  const texts = new Map<string, string>();
  const text = (path: string) => {
    if (!texts.has(path)) texts.set(path, readFileSync(join(clientDir, path), 'utf8'));
    return texts.get(path)!;
  };
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const linked = [
      ...new Set([...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]!.replace(/#.*$/, ''))),
    ];
    const beasties = new SiteBeasties({
      path: clientDir,
      publicPath: '/',
      additionalStylesheets: allStylesheets.filter((sheet) => !linked.includes(sheet)),
      fonts: false,
      pruneSource: false,
      logLevel: 'warn',
    });
    await beasties.process(html);
    const lazy = allStylesheets.filter(
      (sheet) => !linked.includes(sheet) && beasties.used.has(sheet),
    );
    const sheets = [...linked, ...lazy].map((href) => ({href, css: text(href)}));
    writeFileSync(file, withPageCss(serializedAsHtml(html), sheets));
  }
  return {pages: files.length};
}
