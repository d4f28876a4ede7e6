// @ts-check
/**
 * How sizes are written: on the item pages ("Adds 3.1 kB JS + 1.2 kB CSS, gzip, …"), in the
 * "Bundle size" guide's table, in the Markdown twins and by `npm run bench:size`. One kB is
 * 1,000 bytes, as bundlers and size tools print it.
 */

/**
 * @typedef {import('./measure-size.mjs').EntrySize} EntrySize
 */

/**
 * `3140` as `3.1 kB`; under 100 bytes still one decimal (`0.1 kB`), and `0 B` for nothing.
 * @param {number} bytes
 */
export function formatKilobytes(bytes) {
  if (bytes === 0) return '0 B';
  return `${Math.max(bytes / 1000, 0.1).toFixed(1)} kB`;
}

/**
 * What an entry point adds, gzip: JavaScript and CSS together.
 * @param {Pick<EntrySize, 'js' | 'css'>} entry
 */
export function totalGzip(entry) {
  return entry.js.gzip + entry.css.gzip;
}

/**
 * The sentence under an item's title: `Adds 3.1 kB JS + 1.2 kB CSS, gzip, to an app that
 * already has React`; without CSS, the JavaScript alone.
 * @param {Pick<EntrySize, 'js' | 'css'>} entry
 */
export function sizeSentence(entry) {
  const css = entry.css.gzip > 0 ? ` + ${formatKilobytes(entry.css.gzip)} CSS` : '';
  return `Adds ${formatKilobytes(entry.js.gzip)} JS${css}, gzip, to an app that already has React`;
}

/**
 * The entries, largest first (gzip, JavaScript and CSS together), then by entry point.
 * @template {Pick<EntrySize, 'js' | 'css' | 'entryPoint'>} T
 * @param {readonly T[]} entries
 * @returns {T[]}
 */
export function sortBySize(entries) {
  return [...entries].sort(
    (a, b) => totalGzip(b) - totalGzip(a) || a.entryPoint.localeCompare(b.entryPoint, 'en'),
  );
}

/** The columns of the size table. */
const HEADER = [
  'entry point',
  'imports',
  'JS gzip',
  'CSS gzip',
  'total gzip',
  'JS Brotli',
  'CSS Brotli',
  'JS minified',
];

/**
 * The rows of the size table, largest first, as cells of text.
 * @param {readonly EntrySize[]} entries
 * @returns {string[][]}
 */
export function sizeTableRows(entries) {
  return sortBySize(entries).map((entry) => [
    entry.entryPoint,
    entry.name,
    formatKilobytes(entry.js.gzip),
    formatKilobytes(entry.css.gzip),
    formatKilobytes(totalGzip(entry)),
    formatKilobytes(entry.js.brotli),
    formatKilobytes(entry.css.brotli),
    formatKilobytes(entry.js.bytes),
  ]);
}

/** `1.0 kB` with a no-break space, so a narrow table cell never splits a figure. */
const figure = (/** @type {number} */ bytes) => formatKilobytes(bytes).replace(' ', '\u00a0');

/**
 * The size table in Markdown (GitHub's table syntax), largest first, narrow enough for a phone:
 * each entry point without its scope (`material/button`) and with the export measured, then its
 * JavaScript, CSS and total gzip and its total Brotli. No column is aligned: the site's markdown
 * pipeline would write alignment as the `align` attribute, which HTML no longer has.
 * @param {readonly EntrySize[]} entries
 */
export function sizeTableMarkdown(entries) {
  const line = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`;
  const header = ['entry point', 'JS gzip', 'CSS gzip', 'total gzip', 'total Brotli'];
  const rows = sortBySize(entries).map((entry) => [
    `\`${entry.entryPoint.replace(/^@material-react\//, '')}\` (${entry.name})`,
    figure(entry.js.gzip),
    figure(entry.css.gzip),
    figure(totalGzip(entry)),
    figure(entry.js.brotli + entry.css.brotli),
  ]);
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * The size table as plain text for a terminal, columns padded.
 * @param {readonly EntrySize[]} entries
 */
export function sizeTableText(entries) {
  const rows = [HEADER, ...sizeTableRows(entries)];
  const widths = HEADER.map((_cell, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
