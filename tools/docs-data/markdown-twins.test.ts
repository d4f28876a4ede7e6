import {describe, expect, it} from 'vitest';
import {markdownTwinFile, type DocsDataExample} from './docs-data';
import {TABLE_API} from './api-doc.test-utils';
import {estimateTokens, fence, headingAt, inlineCode, table} from './markdown-text';
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
  tabNames: ['Overview', 'API', 'Examples'],
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

  it('writes headings at a level kept between one and six', () => {
    expect(headingAt(2, 'Props')).toBe('## Props');
    expect(headingAt(8, 'Deep')).toBe('###### Deep');
    expect(headingAt(0, 'Top')).toBe('# Top');
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

describe('apiPageMarkdown', () => {
  it("titles the API tab with the item's name, links its other tabs and lists each entry point", () => {
    const markdown = apiPageMarkdown(SITE, TABLE_ITEM, [TABLE_API]);
    expect(markdown.split('\n')[0]).toBe('# Table');
    expect(markdown).toContain(
      `[Overview](${SITE}/components/table/overview.md) · **API** · [Examples](${SITE}/components/table/examples.md)`,
    );
    expect(markdown).toContain('## `@material-react/material/table`\n\n```ts\nimport {Table');
    expect(markdown).toContain('### Components\n\n#### Table (component)');
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
