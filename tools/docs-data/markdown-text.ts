// The pieces Markdown is written with, for the twins and the other Markdown the build writes.

/** A fenced code block whose fence is longer than any run of backticks in the code. */
export function fence(code: string, language = ''): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((run) => run[0].length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${language}\n${code.replace(/\n+$/, '')}\n${marks}`;
}

/** Inline code, with a fence longer than any run of backticks inside. */
export function inlineCode(text: string): string {
  if (!text) return '';
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const marks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${marks}${pad}${text}${pad}${marks}`;
}

/** Text for one cell of a GFM table: on one line, with its pipes escaped. */
export function tableCell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

/** A GFM table; empty when there are no rows. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  const line = (cells: readonly string[]) => `| ${cells.map(tableCell).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Paragraphs joined by blank lines, the empty ones left out. */
export function blocks(...parts: (string | undefined | false)[]): string {
  return parts.filter((part): part is string => !!part && part.trim() !== '').join('\n\n');
}

/** A heading of the given level, kept within Markdown's six. */
export function headingAt(level: number, text: string): string {
  return `${'#'.repeat(Math.min(6, Math.max(1, level)))} ${text}`;
}

/** The twin's title block: the page's H1, then a one-line summary as a quote. */
export function heading(title: string, summary?: string): string {
  return blocks(`# ${title}`, summary && `> ${summary.replace(/\s*\n\s*/g, ' ')}`);
}

/** How much text there is for an assistant: about four characters a token in English prose. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
