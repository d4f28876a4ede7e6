import type {Paragraph, PhrasingContent, Table, TableCell, TableRow} from 'mdast';

/**
 * The keyboard table of a documentation item: one home per item, a fenced block in the
 * `## Accessibility` section of its overview, which the build renders as a table (keys in `<kbd>`)
 * on the page, in the Markdown twin and in the search index, and checks (an item without one
 * fails the build):
 *
 * ````md
 * ```keyboard
 * pattern: Menu button | https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/
 * Enter, Space | Opens the menu and focuses its first item. | On the trigger
 * ArrowDown | Moves to the next item, wrapping. | In the menu
 * Mod+A | Selects every row. | In the table
 * ```
 * ````
 *
 * - `pattern: <name> | <url>` names the WAI-ARIA Authoring Practices pattern the item follows
 *   (a page under `https://www.w3.org/WAI/ARIA/apg/`), or `pattern: none | <why>` when no pattern
 *   applies (a layout helper, a service without a widget).
 * - Every other line is `<keys> | <what it does> | <when, optional>`: the keys are alternatives
 *   separated by commas, each a chord of keys joined by `+` (`Shift+Tab`); `Mod` is Ctrl, or Cmd
 *   on macOS. Where a key acts differently in right-to-left text, its line says so.
 * - A single line `none | <why>` says that the item takes no keys of its own (it is not
 *   focusable, or its controls are plain HTML ones).
 */
export interface KeyboardTable {
  /** The pattern followed, or why none applies. */
  pattern: {name: string; url: string} | {none: string};
  /** The keys, or why there are none. */
  keys: KeyboardRow[] | {none: string};
}

/** One line of a keyboard table. */
export interface KeyboardRow {
  /** Alternatives, each a chord of key names: `[['Enter'], ['Space']]`, `[['Shift', 'Tab']]`. */
  keys: string[][];
  action: string;
  /** The state or place the keys act in, if the line says. */
  when?: string;
}

/** Where the Authoring Practices' patterns live. */
export const APG_URL = 'https://www.w3.org/WAI/ARIA/apg/';

/** The info string of a keyboard block. */
export const KEYBOARD_BLOCK = 'keyboard';

/** How a modifier that differs by platform is shown. */
const MOD = 'Mod';

/** A keyboard block that does not follow the format; the message says which line and why. */
export class KeyboardTableError extends Error {
  override name = 'KeyboardTableError';
}

const cells = (line: string) => line.split('|').map((cell) => cell.trim());

/** Parses a keyboard block (see {@link KeyboardTable}); throws a {@link KeyboardTableError}. */
export function parseKeyboardTable(source: string): KeyboardTable {
  const lines = source
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const fail = (index: number, message: string): never => {
    throw new KeyboardTableError(
      `keyboard block, line ${index + 1} ("${lines[index] ?? ''}"): ${message}`,
    );
  };
  if (lines.length === 0) fail(0, 'the block is empty.');
  const first = /^pattern:\s*(.*)$/.exec(lines[0]!);
  if (!first)
    fail(0, 'the first line must be "pattern: <name> | <url>" or "pattern: none | <why>".');
  const [name = '', url = '', ...extra] = cells(first![1]!);
  if (!name || !url || extra.length > 0) {
    fail(0, 'the pattern line needs a name and a URL (or "none" and a reason), separated by "|".');
  }
  let pattern: KeyboardTable['pattern'];
  if (name.toLowerCase() === 'none') {
    pattern = {none: url};
  } else {
    if (!url.startsWith(APG_URL)) fail(0, `the pattern's URL must be a page under ${APG_URL}.`);
    pattern = {name, url};
  }

  const rest = lines.slice(1);
  if (rest.length === 0) fail(1, 'give a line per key, or "none | <why>".');
  const [keysCell = '', why = ''] = cells(rest[0]!);
  if (keysCell.toLowerCase() === 'none') {
    if (!why || rest.length > 1) fail(1, '"none | <why>" stands alone, with a reason.');
    return {pattern, keys: {none: why}};
  }
  const keys = rest.map((line, offset): KeyboardRow => {
    const index = offset + 1;
    const [keyText = '', action = '', when, ...extra] = cells(line);
    if (!keyText || !action || extra.length > 0 || when === '') {
      fail(index, 'a key line is "<keys> | <what it does>" or "<keys> | <what it does> | <when>".');
    }
    const alternatives = keyText.split(',').map((alternative) =>
      alternative
        .trim()
        .split('+')
        .map((key) => key.trim()),
    );
    if (alternatives.some((chord) => chord.some((key) => !key))) {
      fail(index, 'keys are separated by commas and joined in a chord by "+", with no empty key.');
    }
    return {keys: alternatives, action, ...(when !== undefined && {when})};
  });
  return {pattern, keys};
}

/** How a key is written for a reader: `Mod` as "Ctrl" with "Cmd" for macOS. */
function keyNames(key: string): string[] {
  return key === MOD ? ['Ctrl', 'Cmd'] : [key];
}

/** The sentence on the pattern, as mdast. */
function patternParagraph(pattern: KeyboardTable['pattern']): Paragraph {
  if ('none' in pattern) {
    return {type: 'paragraph', children: [{type: 'text', value: pattern.none}]};
  }
  return {
    type: 'paragraph',
    children: [
      {type: 'text', value: 'Follows the WAI-ARIA Authoring Practices '},
      {
        type: 'link',
        url: pattern.url,
        children: [{type: 'text', value: `${pattern.name} pattern`}],
      },
      {type: 'text', value: '.'},
    ],
  };
}

/** A key in `<kbd>`, written as mdast (an emphasis that becomes `<kbd>` in HTML). */
const kbd = (name: string): PhrasingContent => ({
  type: 'emphasis',
  data: {hName: 'kbd'},
  children: [{type: 'text', value: name}],
});

/** One chord: `Shift` + `Tab`; `Mod` as Ctrl (Cmd on macOS). */
function chordContent(chord: readonly string[]): PhrasingContent[] {
  const parts: PhrasingContent[] = [];
  chord.forEach((key, index) => {
    if (index > 0) parts.push({type: 'text', value: ' + '});
    const [name, mac] = keyNames(key);
    parts.push(kbd(name!));
    if (mac) parts.push({type: 'text', value: ' (macOS: '}, kbd(mac), {type: 'text', value: ')'});
  });
  return parts;
}

const cell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
const textCell = (value: string): TableCell => cell([{type: 'text', value}]);

/**
 * The keyboard table as mdast: a paragraph on the pattern, then a table of keys (`<kbd>` in HTML),
 * or a paragraph saying why there are none.
 */
export function keyboardTableNodes(table: KeyboardTable): (Paragraph | Table)[] {
  const nodes: (Paragraph | Table)[] = [patternParagraph(table.pattern)];
  if (!Array.isArray(table.keys)) {
    nodes.push({type: 'paragraph', children: [{type: 'text', value: table.keys.none}]});
    return nodes;
  }
  const withWhen = table.keys.some((row) => row.when !== undefined);
  const header: TableRow = {
    type: 'tableRow',
    children: ['Keys', 'Action', ...(withWhen ? ['When'] : [])].map(textCell),
  };
  const rows = table.keys.map((row): TableRow => ({
    type: 'tableRow',
    children: [
      cell(
        row.keys.flatMap((chord, index) => [
          ...(index > 0 ? [{type: 'text', value: ' or '} as PhrasingContent] : []),
          ...chordContent(chord),
        ]),
      ),
      textCell(row.action),
      ...(withWhen ? [textCell(row.when ?? '')] : []),
    ],
  }));
  nodes.push({type: 'table', align: header.children.map(() => null), children: [header, ...rows]});
  return nodes;
}

/** The keyboard table as Markdown text, keys in code spans, for the Markdown twins. */
export function keyboardTableMarkdown(table: KeyboardTable): string {
  const pattern =
    'none' in table.pattern
      ? table.pattern.none
      : `Follows the WAI-ARIA Authoring Practices [${table.pattern.name} pattern](${table.pattern.url}).`;
  if (!Array.isArray(table.keys)) return `${pattern}\n\n${table.keys.none}`;
  const withWhen = table.keys.some((row) => row.when !== undefined);
  const escape = (text: string) => text.replace(/\|/g, '\\|');
  const chord = (keys: readonly string[]) =>
    keys.map((key) => (key === MOD ? '`Ctrl` (macOS: `Cmd`)' : `\`${escape(key)}\``)).join(' + ');
  const line = (values: string[]) => `| ${values.join(' | ')} |`;
  return [
    pattern,
    '',
    line(['Keys', 'Action', ...(withWhen ? ['When'] : [])]),
    line(['---', '---', ...(withWhen ? ['---'] : [])]),
    ...table.keys.map((row) =>
      line([
        row.keys.map(chord).join(' or '),
        escape(row.action),
        ...(withWhen ? [escape(row.when ?? '')] : []),
      ]),
    ),
  ].join('\n');
}

/**
 * What is wrong with an item overview's keyboard tables, or undefined: an item has exactly one,
 * in its `## Accessibility` section.
 */
export function keyboardTableProblem(
  tables: readonly {table: KeyboardTable; section?: string}[],
): string | undefined {
  if (tables.length === 0) {
    return 'has no keyboard block (```keyboard) in its "## Accessibility" section';
  }
  if (tables.length > 1) return `has ${tables.length} keyboard blocks; one is its home`;
  if (tables[0]!.section !== 'Accessibility') {
    return `has its keyboard block under "${tables[0]!.section ?? 'no heading'}", not under "## Accessibility"`;
  }
  return undefined;
}
