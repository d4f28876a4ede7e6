import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {builtHtmlFiles} from './built-pages';
import {join} from 'node:path';
import Beasties from 'beasties';
import {prebuiltThemes} from '@material-react/material/theming';
import {Features, transform} from 'lightningcss';

/** Stylesheets that are not part of the page's own CSS: the themes, applied by their own link. */
const THEME_FILES = new Set(prebuiltThemes.map((theme) => `${theme.name}.css`));

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

/**
 * The inliner, reading the build's stylesheets flattened. The router writes some links with a
 * trailing `#`, which the inliner would otherwise take for part of the file name.
 */
class SiteBeasties extends Beasties {
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

/** The web font face that the first paint needs: the regular text face, whose metrics no local
 * face matches closely enough for a paragraph to wrap the same way after a swap. */
const FIRST_PAINT_FACE = /url\([^)]*\/roboto-latin-400-normal-[\w-]+\.woff2\)/;

/**
 * The font faces of the first paint, from the page's stylesheets: the local fallback faces
 * (`src: local(…)`, scaled to Roboto's metrics in site.css) and the regular Roboto face. The
 * inliner cannot see font families set through custom properties (`font:
 * var(--mat-sys-body-large)`) and leaves every face out, so these go back in. The other web
 * faces (medium, bold, monospace) arrive with the stylesheets after the first frame and swap in
 * for their fallbacks, which match their widths.
 */
export function firstPaintFontFaces(stylesheets: readonly string[]): string[] {
  return stylesheets
    .flatMap((css) => css.match(/@font-face\s*\{[^}]*\}/g) ?? [])
    .filter((face) => !/url\(/.test(face) || FIRST_PAINT_FACE.test(face));
}

/**
 * Puts font faces at the top of the page's inline CSS and preloads the web font files among
 * them, so that the first paint has them.
 */
export function withFontFaces(html: string, faces: readonly string[]): string {
  if (faces.length === 0) return html;
  const style = html.indexOf('<style>');
  if (style === -1) throw new Error('A page without inline CSS cannot take the font faces.');
  const preloads = [
    ...new Set(
      faces.flatMap((face) => [...face.matchAll(/url\(([^)]+\.woff2)\)/g)].map((m) => m[1]!)),
    ),
  ]
    .map((url) => `<link rel="preload" as="font" type="font/woff2" href="${url}" crossorigin>`)
    .join('');
  const at = style + '<style>'.length;
  return html.slice(0, style) + preloads + html.slice(style, at) + faces.join('') + html.slice(at);
}

/**
 * After prerendering: every page gets the CSS rules it uses inline in its head, so it paints
 * from the HTML alone, and its stylesheet links stop blocking the first paint (they load at low
 * priority and apply once the page is parsed, for the parts that appear later: menus, dialogs,
 * other pages). Rules are taken from the page's own stylesheets and from those of the code it
 * loads lazily (live examples, documentation content), whose markup is in the prerendered HTML
 * too. (deferred-start-build.ts then switches the links on after the first frame.)
 */
export async function inlineCriticalCss(clientDir: string): Promise<{pages: number}> {
  const assetsDir = join(clientDir, 'assets');
  const allStylesheets = readdirSync(assetsDir)
    .filter((name) => name.endsWith('.css') && !THEME_FILES.has(name))
    .map((name) => `/assets/${name}`);
  const files = builtHtmlFiles(clientDir);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const linked = new Set(
      [...html.matchAll(/<link rel="stylesheet" href="([^"#?]+)[^"]*"/g)].map((match) => match[1]!),
    );
    const beasties = new SiteBeasties({
      path: clientDir,
      publicPath: '/',
      preload: 'media-script',
      noscriptFallback: false,
      additionalStylesheets: allStylesheets.filter((sheet) => !linked.has(sheet)),
      // Font faces and preloads are added afterwards: see firstPaintFontFaces.
      fonts: false,
      pruneSource: false,
      mergeStylesheets: true,
      compress: true,
      logLevel: 'warn',
    });
    const sheets = [...linked].map((sheet) => readFileSync(join(clientDir, sheet), 'utf8'));
    // The inliner marks the document it worked on; the mark means nothing to the page.
    const inlined = (await beasties.process(html)).replace(' data-beasties-container', '');
    writeFileSync(file, withFontFaces(inlined, firstPaintFontFaces(sheets)));
  }
  return {pages: files.length};
}
