/** Small helpers that write Markdown which survives any text put in it. */

/** The longest run of backticks in `text`. */
function longestBacktickRun(text: string): number {
  return Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
}

/** `text` as inline code, with a longer delimiter when it holds backticks itself. */
export function code(text: string): string {
  const run = longestBacktickRun(text);
  if (run === 0) return `\`${text}\``;
  const ticks = '`'.repeat(run + 1);
  return `${ticks} ${text} ${ticks}`;
}

/** A fenced code block whose fence is longer than any backtick run inside the code. */
export function fence(body: string, language = ''): string {
  const ticks = '`'.repeat(Math.max(3, longestBacktickRun(body) + 1));
  return `${ticks}${language}\n${body.replace(/\n+$/, '')}\n${ticks}`;
}

/** Text for a table cell: on one line, with its pipes escaped (also inside code spans). */
export function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

/** A GitHub-flavoured Markdown table; cells are escaped with {@link cell}. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A heading of the given level (1 to 6). */
export function heading(level: number, text: string): string {
  return `${'#'.repeat(Math.min(6, Math.max(1, level)))} ${text}`;
}

/** Joins blocks with blank lines, leaving out empty ones. */
export function blocks(...parts: readonly (string | undefined | false)[]): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join('\n\n');
}
