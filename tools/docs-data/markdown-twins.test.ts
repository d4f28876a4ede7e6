import {describe, expect, it} from 'vitest';
import type {ApiDoc} from '../api/api-types';
import {markdownTwinFile, type DocsDataExample} from './docs-data';
import {entryPointMarkdown, symbolMarkdown} from './api-markdown';
import {estimateTokens, fence, inlineCode, table} from './markdown-text';
import {
  apiPageMarkdown,
  docMarkdown,
  llmsTxt,
  twinLink,
  type TwinContext,
  type TwinSite,
} from './markdown-twins';

const SITE = 'https://docs.example.org';

const SORTING: DocsDataExample = {
  id: 'table-sorting',
  title: 'Table with sorting',
  section: 'components',
  item: 'table',
  url: '/components/table/examples#table-sorting',
  files: [
    {
      name: 'table-sorting-example.tsx',
      language: 'tsx',
      code: "import {Table} from '@material-react/material/table';\n\nexport function TableSortingExample() {\n  return <Table />;\n}\n",
    },
    {name: 'table-sorting-example.css', language: 'css', code: '.table {\n  width: 100%;\n}\n'},
  ],
};

const CONTEXT: TwinContext = {siteUrl: SITE, examples: new Map([[SORTING.id, SORTING]])};

const TABLE_ITEM = {
  id: 'table',
  name: 'Table',
  summary: 'Rows and columns.',
  path: '/components/table',
  tabs: ['overview', 'api', 'examples'],
};

describe('markdownTwinFile', () => {
  it('is the path plus .md, and index.md for the home page', () => {
    expect(markdownTwinFile('/')).toBe('index.md');
    expect(markdownTwinFile('/components/button/overview')).toBe('components/button/overview.md');
    expect(markdownTwinFile('/guide/theming/')).toBe('guide/theming.md');
  });
});

describe('twinLink', () => {
  it("points links to the site's pages at their twins, keeping fragment and query", () => {
    expect(twinLink(SITE, '/guide/theming')).toBe(`${SITE}/guide/theming.md`);
    expect(twinLink(SITE, '/guide/theming#dark-mode')).toBe(`${SITE}/guide/theming.md#dark-mode`);
    expect(twinLink(SITE, '/')).toBe(`${SITE}/index.md`);
  });

  it('leaves other links, files and protocol-relative addresses alone', () => {
    expect(twinLink(SITE, 'https://www.w3.org/WAI/ARIA/apg/')).toBe(
      'https://www.w3.org/WAI/ARIA/apg/',
    );
    expect(twinLink(SITE, '#local')).toBe('#local');
    expect(twinLink(SITE, '//cdn.example.org/x')).toBe('//cdn.example.org/x');
    expect(twinLink(SITE, '/assets/logo.svg')).toBe(`${SITE}/assets/logo.svg`);
  });
});

describe('Markdown helpers', () => {
  it('fences code with more backticks than it holds', () => {
    expect(fence('const a = 1;', 'ts')).toBe('```ts\nconst a = 1;\n```');
    expect(fence('```md\nx\n```')).toBe('````\n```md\nx\n```\n````');
    expect(inlineCode('a`b')).toBe('``a`b``');
    expect(inlineCode('`tick')).toBe('`` `tick ``');
  });

  it('writes tables with one-line cells and escaped pipes, and nothing without rows', () => {
    expect(table(['A', 'B'], [['`x | y`', 'one\ntwo']])).toBe(
      '| A | B |\n| --- | --- |\n| `x \\| y` | one two |',
    );
    expect(table(['A'], [])).toBe('');
  });

  it('estimates about four characters a token', () => {
    expect(estimateTokens('abcdefgh')).toBe(2);
    expect(estimateTokens('abcdefghi')).toBe(3);
  });
});

describe('docMarkdown', () => {
  const source = [
    '# Table source title',
    '',
    'The table shows [rows](/components/table/api#table) and follows the [theme](/guide/theming).',
    '',
    '<!-- A note for authors. -->',
    '',
    '## Sorting',
    '',
    '<!-- example(table-sorting) -->',
    '',
    '<!-- example(no-such-example) -->',
    '',
    '> [!NOTE]',
    '> Sorting is stable.',
    '',
    '| Key | Action |',
    '| --- | --- |',
    '| Enter | Sorts |',
    '',
  ].join('\n');

  it("writes the page title, its examples' files and links to twins", async () => {
    const markdown = await docMarkdown(source, CONTEXT, {
      title: 'Table',
      summary: 'Rows and columns.',
      preamble: '**Overview** · [API](x)',
    });
    expect(markdown.startsWith('# Table\n\n> Rows and columns.\n\n**Overview** · [API](x)\n')).toBe(
      true,
    );
    // One H1: the source's own title gives way to the page's.
    expect(markdown.match(/^# /gm)).toHaveLength(1);
    expect(markdown).not.toContain('Table source title');
    expect(markdown).toContain(`[rows](${SITE}/components/table/api.md#table)`);
    expect(markdown).toContain(`[theme](${SITE}/guide/theming.md)`);
    // The example, one level below the section it is in, with its files as written.
    expect(markdown).toContain('### Example: Table with sorting');
    expect(markdown).toContain(`<${SITE}/components/table/examples#table-sorting>`);
    expect(markdown).toContain(
      "`table-sorting-example.tsx`:\n\n```tsx\nimport {Table} from '@material-react/material/table';\n",
    );
    expect(markdown).toContain('```css\n.table {\n  width: 100%;\n}\n```');
    expect(markdown).toContain('_Example “no-such-example” not found._');
    // Comments for authors and no page chrome.
    expect(markdown).not.toContain('A note for authors');
    expect(markdown).not.toContain('<!--');
    expect(markdown).toContain('> [!NOTE]');
    expect(markdown).toMatch(/\| Enter +\| Sorts +\|/);
  });

  it('does not escape or reflow the code of an example', async () => {
    const tricky: DocsDataExample = {
      ...SORTING,
      id: 'tricky',
      files: [{name: 'a.ts', language: 'ts', code: 'const s = `*not* _emphasis_ [x]`;\n'}],
    };
    const markdown = await docMarkdown(
      '<!-- example(tricky) -->\n',
      {
        siteUrl: SITE,
        examples: new Map([['tricky', tricky]]),
      },
      {title: 'T'},
    );
    expect(markdown).toContain('```ts\nconst s = `*not* _emphasis_ [x]`;\n```');
    // Without a heading before it, the example is a level 2 heading under the title.
    expect(markdown).toContain('## Example: Table with sorting');
  });
});

const API: ApiDoc = {
  entryPoint: '@material-react/material/table',
  file: 'packages/material/src/table/index.ts',
  importLine: "import {Table, useSort} from '@material-react/material/table';",
  components: [
    {
      kind: 'component',
      name: 'Table',
      description: 'A data table.\n\nIt scrolls.',
      source: {file: 'table.tsx', line: 1},
      propsType: 'TableProps',
      props: [
        {
          name: 'rows',
          type: 'readonly Row[]',
          required: true,
          description: 'The rows.',
        },
        {
          name: 'density',
          type: 'TableDensity',
          expandedType: "'compact' | 'comfortable'",
          required: false,
          default: "'comfortable'",
          description: 'How much room rows take.',
        },
        {
          name: 'old',
          type: 'boolean',
          required: false,
          deprecated: 'Use `density`.',
          description: 'Was compact.',
        },
      ],
      inherited: {element: 'table', count: 312, text: '…and every prop of `<table>`'},
    },
  ],
  hooks: [
    {
      kind: 'hook',
      name: 'useSort',
      description: 'Sorts rows.',
      source: {file: 'sort.ts', line: 1},
      signature: 'useSort(rows: Row[]): Row[]',
      parameters: [{name: 'rows', type: 'Row[]', optional: false, description: 'What to sort.'}],
      returns: {type: 'Row[]', description: 'The sorted rows.'},
      overloads: [
        {
          signature: 'useSort(rows: Row[]): Row[]',
          parameters: [{name: 'rows', type: 'Row[]', optional: false, description: ''}],
          returns: {type: 'Row[]', description: ''},
        },
        {
          signature: 'useSort(rows: Row[], key: string): Row[]',
          parameters: [
            {name: 'rows', type: 'Row[]', optional: false, description: ''},
            {name: 'key', type: 'string', optional: true, default: "'id'", description: 'By what.'},
          ],
          returns: {type: 'Row[]', description: ''},
        },
      ],
    },
  ],
  functions: [],
  classes: [
    {
      kind: 'class',
      name: 'DataSource',
      typeParameters: '<T>',
      description: 'Feeds a table.',
      source: {file: 'data-source.ts', line: 1},
      constructorSignature: {
        signature: 'new DataSource<T>(rows: T[])',
        parameters: [{name: 'rows', type: 'T[]', optional: false, description: ''}],
        returns: {type: 'DataSource<T>', description: ''},
      },
      properties: [
        {name: 'length', type: 'number', required: true, description: 'Rows.', static: false},
      ],
      methods: [
        {
          name: 'connect',
          static: false,
          description: 'Starts.',
          source: {file: 'data-source.ts', line: 9},
          signature: 'connect(): void',
          parameters: [],
          returns: {type: 'void', description: ''},
        },
      ],
    },
  ],
  types: [
    {
      kind: 'type',
      name: 'TableDensity',
      description: 'Row heights.',
      source: {file: 'table.tsx', line: 1},
      type: 'TableDensity',
      expandedType: "'compact' | 'comfortable'",
    },
    {
      kind: 'enum',
      name: 'SortDirection',
      description: 'Which way.',
      source: {file: 'sort.ts', line: 1},
      enumMembers: [{name: 'Asc', value: 'asc', description: 'Up.'}],
    },
  ],
  constants: [
    {
      kind: 'constant',
      name: 'PAGE_SIZE',
      type: 'number',
      value: '25',
      description: 'Rows a page.',
      source: {file: 'table.tsx', line: 1},
    },
  ],
  problems: [],
};

describe('API twins', () => {
  it('writes each symbol with its tables, defaults, overloads and import line', () => {
    const markdown = entryPointMarkdown(API);
    expect(markdown).toContain('## @material-react/material/table');
    expect(markdown).toContain(
      "```ts\nimport {Table, useSort} from '@material-react/material/table';\n```",
    );
    expect(markdown).toContain('### Table (component)');
    expect(markdown).toContain('| Prop | Type | Default | Description |');
    expect(markdown).toContain('| `rows` (required) | `readonly Row[]` | — | The rows. |');
    expect(markdown).toContain(
      "| `density` | `'compact' \\| 'comfortable'` | `'comfortable'` | How much room rows take. |",
    );
    expect(markdown).toContain(
      '| `old` | `boolean` | — | **Deprecated.** Use `density`. Was compact. |',
    );
    expect(markdown).toContain('…and every prop of `<table>` (312 props).');
    expect(markdown).toContain('### useSort (hook)');
    expect(markdown).toContain('2 overloads:');
    expect(markdown).toContain('```ts\nuseSort(rows: Row[], key: string): Row[]\n```');
    expect(markdown).toContain("| `key` (optional) | `string` | `'id'` | By what. |");
    expect(markdown).toContain('### DataSource<T> (class)');
    expect(markdown).toContain('#### Constructor');
    expect(markdown).toContain('##### connect');
    expect(markdown).toContain("```ts\ntype TableDensity = 'compact' | 'comfortable';\n```");
    expect(markdown).toContain('| `Asc` | `"asc"` | Up. |');
    expect(markdown).toContain('```ts\nconst PAGE_SIZE: number = 25;\n```');
  });

  it('finds one symbol by name, and nothing for an unknown one', () => {
    expect(symbolMarkdown(API, 'useSort')).toContain('## useSort (hook)');
    expect(symbolMarkdown(API, 'PAGE_SIZE')).toContain('const PAGE_SIZE');
    expect(symbolMarkdown(API, 'Nothing')).toBeUndefined();
  });

  it("titles the API tab with the item's name and links its other tabs", () => {
    const markdown = apiPageMarkdown(SITE, TABLE_ITEM, [API]);
    expect(markdown.split('\n')[0]).toBe('# Table');
    expect(markdown).toContain(
      `[Overview](${SITE}/components/table/overview.md) · **API** · [Examples](${SITE}/components/table/examples.md)`,
    );
  });
});

describe('llmsTxt', () => {
  const site: TwinSite = {
    name: 'Material for React',
    tagline: 'Components for React.',
    about: 'Two packages.',
    sections: [
      {key: 'components', name: 'Components', summary: 'All of them.', items: [TABLE_ITEM]},
    ],
    guides: [{name: 'Theming', summary: 'Colours.', path: '/guide/theming'}],
  };

  it('has the llmstxt.org shape: H1, quote, paragraphs, then H2 lists of links', () => {
    const text = llmsTxt(SITE, site);
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Material for React');
    expect(lines[2]).toBe('> Components for React.');
    expect(text).toContain(
      '## Components\n\n- [Table](https://docs.example.org/components/table/overview.md): Rows and columns.',
    );
    expect(text).toContain(`## Guides\n\n- [Theming](${SITE}/guide/theming.md): Colours.`);
    expect(text).toContain(`## Optional\n\n- [Table API](${SITE}/components/table/api.md)`);
    expect(text).toContain(`- [Table Examples](${SITE}/components/table/examples.md)`);
    // Every H2 section is a list of links.
    for (const section of text.split(/^## /m).slice(1)) {
      const entries = section.split('\n').slice(1).filter(Boolean);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) expect(entry).toMatch(/^- \[[^\]]+\]\(https:\/\/[^)]+\.md\): /);
    }
  });
});
