/**
 * Finds the component tokens a stylesheet reads. A component token is a `--mat-*` custom
 * property (other than the `--mat-sys-*` system tokens) read with `var()` and a fallback:
 * `var(--mat-toolbar-container-color, var(--mat-sys-surface))`. A property read without a
 * fallback (`--mat-progress-spinner-circumference`) is set by the component itself and is not
 * for a theme to change, so it is no token; nor is a private one, whose name part starts with an
 * underscore (`--mat-form-field-_accent`).
 */

/** What kind of value a token takes, which decides how a visitor edits it. */
export type TokenKind = 'color' | 'shape' | 'typography' | 'size' | 'other';

/** A component token as the stylesheets read it. */
export interface CssToken {
  /** The custom property: `--mat-button-filled-container-color`. */
  name: string;
  /** The fallback the stylesheet gives it, as written (whitespace collapsed). */
  fallback: string;
  /** The first system token (`--mat-sys-*`) the fallback names, or `null` for a plain value. */
  systemToken: string | null;
  kind: TokenKind;
}

const SYSTEM_PREFIX = '--mat-sys-';

/** Removes `/* … *\/` comments, which may mention tokens the rules no longer read. */
function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

/** The index of the `)` that closes the `(` at `open`, or -1 when it is never closed. */
function closingParen(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    const char = css[index];
    if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return index;
  }
  return -1;
}

/** Every `var()` of a stylesheet, nested ones included: the property and its fallback, if any. */
export function findVarReads(css: string): {name: string; fallback: string | null}[] {
  const source = stripComments(css);
  const reads: {name: string; fallback: string | null}[] = [];
  for (const match of source.matchAll(/var\(\s*(--[\w-]+)\s*(,)?/g)) {
    const open = match.index + 'var'.length;
    const close = closingParen(source, open);
    if (close < 0) throw new Error(`Unclosed var(${match[1]} in the stylesheet.`);
    const fallback = match[2]
      ? source
          .slice(match.index + match[0].length, close)
          .replace(/\s+/g, ' ')
          .replace(/\(\s/g, '(')
          .replace(/\s\)/g, ')')
          .trim()
      : null;
    reads.push({name: match[1]!, fallback});
  }
  return reads;
}

/** Guesses a token's kind from its name and fallback, for the editor the Styling tab offers. */
export function tokenKind(name: string, fallback: string): TokenKind {
  if (
    /-(color|colour)$/.test(name) ||
    /^(#|rgb|hsl|color-mix|light-dark|transparent)/.test(fallback)
  )
    return 'color';
  if (/-shape$/.test(name) || fallback.includes('--mat-sys-corner')) return 'shape';
  if (/-(font|tracking|weight|line-height|text-size)$/.test(name)) return 'typography';
  if (
    /-(width|height|size|padding|gap|spacing|inset|margin|offset|thickness|elevation)$/.test(name)
  )
    return 'size';
  if (/^-?[\d.]+(px|rem|em|%)?$/.test(fallback)) return 'size';
  return 'other';
}

/**
 * The component tokens that some stylesheets read, sorted by name. A token read in several
 * places keeps the fallback of its first read (the stylesheets of a component give a token one
 * fallback; the Styling tab shows that one).
 */
export function extractTokens(stylesheets: readonly string[]): CssToken[] {
  const tokens = new Map<string, CssToken>();
  for (const css of stylesheets) {
    for (const read of findVarReads(css)) {
      if (!read.name.startsWith('--mat-') || read.name.startsWith(SYSTEM_PREFIX)) continue;
      if (read.fallback === null || read.name.includes('-_') || tokens.has(read.name)) continue;
      const systemToken = /var\((--mat-sys-[\w-]+)/.exec(read.fallback)?.[1] ?? null;
      tokens.set(read.name, {
        name: read.name,
        fallback: read.fallback,
        systemToken,
        kind: tokenKind(read.name, read.fallback),
      });
    }
  }
  return [...tokens.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The `id` of a token's row on the Styling tab, which search results link to: the name without
 * its leading dashes (`mat-button-filled-container-color`), stable as long as the token is.
 */
export function tokenAnchor(name: string): string {
  return name.replace(/^--/, '');
}
