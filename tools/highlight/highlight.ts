import type {Element, Root} from 'hast';
import {createHighlighterCore, type CodeToHastOptions, type HighlighterCore} from 'shiki/core';
import {createJavaScriptRegexEngine} from 'shiki/engine/javascript';
import css from 'shiki/langs/css.mjs';
import html from 'shiki/langs/html.mjs';
import javascript from 'shiki/langs/javascript.mjs';
import json from 'shiki/langs/json.mjs';
import jsx from 'shiki/langs/jsx.mjs';
import markdown from 'shiki/langs/markdown.mjs';
import scss from 'shiki/langs/scss.mjs';
import shellscript from 'shiki/langs/shellscript.mjs';
import tsx from 'shiki/langs/tsx.mjs';
import typescript from 'shiki/langs/typescript.mjs';
import githubDark from 'shiki/themes/github-dark-default.mjs';
import githubLight from 'shiki/themes/github-light-default.mjs';

/** The Shiki theme for light colour schemes. */
export const LIGHT_THEME = 'github-light-default';

/** The Shiki theme for dark colour schemes. */
export const DARK_THEME = 'github-dark-default';

/**
 * The languages code blocks are highlighted in, with their aliases (`sh` -> shellscript,
 * `md` -> markdown, ...). Any other language is shown as plain text.
 */
export const HIGHLIGHTED_LANGUAGES = [
  'tsx',
  'typescript',
  'jsx',
  'javascript',
  'css',
  'scss',
  'html',
  'json',
  'shellscript',
  'markdown',
] as const;

let highlighter: Promise<HighlighterCore> | undefined;

/**
 * The one highlighter of the process, created on first use: the fine-grained Shiki core with
 * only our languages and themes, and the JavaScript regular-expression engine (no WebAssembly).
 */
export function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    // Static imports, not `import()`: a module runner (such as Vite's config loader) may be
    // closed by the time the highlighter is first used.
    themes: [githubLight, githubDark],
    langs: [tsx, typescript, jsx, javascript, css, scss, html, json, shellscript, markdown],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/** The language Shiki knows under `lang` (a name or alias), or plain text. */
function resolveLanguage(shiki: HighlighterCore, lang: string | undefined): string {
  const name = lang?.trim().toLowerCase() ?? '';
  return name && shiki.getLoadedLanguages().includes(name) ? name : 'text';
}

function codeOptions(shiki: HighlighterCore, lang: string | undefined): CodeToHastOptions {
  const language = resolveLanguage(shiki, lang);
  return {
    lang: language,
    themes: {light: LIGHT_THEME, dark: DARK_THEME},
    // `color: light-dark(<light>, <dark>)`: the colours follow the page's `color-scheme`, which
    // every theme sets, so switching themes needs no second highlighting pass.
    defaultColor: 'light-dark()',
    // No time limit per line: on a busy machine the tokenizer would otherwise give up on a long
    // line and leave the rest of it uncoloured, so that two builds of the same code could differ.
    tokenizeTimeLimit: 0,
    transformers: [
      {
        pre(node: Element) {
          node.properties['dataLanguage'] = language === 'text' ? 'text' : (lang ?? language);
        },
      },
    ],
  };
}

/** Code without the one line break that closes a fenced block. */
const trimFinalNewline = (code: string) => code.replace(/\r?\n$/, '');

/**
 * Highlights `code` as a `<pre class="shiki">` element (hast), for the markdown pipeline.
 * An unknown or missing language gives plain text.
 */
export async function highlightToHast(code: string, lang?: string): Promise<Element> {
  const shiki = await getHighlighter();
  const root: Root = shiki.codeToHast(trimFinalNewline(code), codeOptions(shiki, lang));
  const pre = root.children.find((node): node is Element => node.type === 'element');
  if (!pre) throw new Error('Shiki returned no <pre> element.');
  return pre;
}

/**
 * Highlights `code` and returns the HTML of a `<pre class="shiki" tabindex="0"
 * data-language="...">` element. Each token is coloured `light-dark(<light>, <dark>)` and also
 * carries `--shiki-light`/`--shiki-dark` (the `<pre>`: `--shiki-light-bg`/`--shiki-dark-bg`), so
 * the colours follow the page's `color-scheme`. An unknown or missing language gives plain,
 * escaped text: it never throws for a language.
 */
export async function highlightCode(code: string, lang?: string): Promise<string> {
  const shiki = await getHighlighter();
  return shiki.codeToHtml(trimFinalNewline(code), codeOptions(shiki, lang));
}
