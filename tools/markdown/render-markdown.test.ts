// @vitest-environment jsdom
import axe from 'axe-core';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {renderMarkdown, type RenderedMarkdown} from './render-markdown';

const overview = readFileSync(join(import.meta.dirname, 'fixtures/overview.md'), 'utf8');

/** Puts `html` in a page's main landmark, for DOM queries and axe. */
function mount(html: string): HTMLElement {
  document.body.innerHTML = `<main><h1>Widget</h1>${html}</main>`;
  return document.querySelector('main')!;
}

describe('renderMarkdown', () => {
  let result: RenderedMarkdown;
  let page: HTMLElement;

  beforeAll(async () => {
    result = await renderMarkdown(overview, {knownExampleIds: ['widget-overview']});
  });

  beforeEach(() => {
    page = mount(result.html);
  });

  it('returns the first h1 as the title and leaves it out of the html', () => {
    expect(result.title).toBe('Widget');
    expect(result.html).not.toContain('<h1');
  });

  it('gives headings stable ids, unique in the page', () => {
    expect(result.headings).toEqual([
      {id: 'usage', text: 'Usage', level: 2},
      {id: 'options', text: 'Options', level: 2},
      {id: 'usage-1', text: 'Usage', level: 2},
      {id: 'usage-2', text: 'Usage', level: 3},
      {id: 'the-label-prop', text: 'The label prop', level: 3},
      {id: 'deep-heading', text: 'Deep heading', level: 4},
    ]);
    const ids = [...page.querySelectorAll('h2, h3, h4')].map((heading) => heading.id);
    expect(ids).toEqual(result.headings.map((heading) => heading.id));
  });

  it('gives h2 and h3 headings a named self-link, and deeper ones none', () => {
    const links = [...page.querySelectorAll<HTMLAnchorElement>('a.docs-heading-anchor')];
    expect(
      links.map((link) => [link.getAttribute('href'), link.getAttribute('aria-label')]),
    ).toEqual([
      ['#usage', 'Link to this section: Usage'],
      ['#options', 'Link to this section: Options'],
      ['#usage-1', 'Link to this section: Usage'],
      ['#usage-2', 'Link to this section: Usage'],
      ['#the-label-prop', 'Link to this section: The label prop'],
    ]);
    // The link sits beside its heading, so the heading's own name stays clean.
    expect(page.querySelector('#options')?.textContent).toBe('Options');
    expect(links[1]?.parentElement?.className).toBe('docs-heading');
    expect(page.querySelector('#deep-heading')?.parentElement?.className).not.toBe('docs-heading');
  });

  it('highlights code for a light and a dark theme at once', () => {
    const blocks = [...page.querySelectorAll('pre.shiki')];
    expect(blocks.map((block) => block.getAttribute('data-language'))).toEqual([
      'bash',
      'tsx',
      'css',
      'text',
      'text',
    ]);
    const tsx = blocks[1]!;
    expect(tsx.textContent).toContain("import {Widget} from '@material-react/material/widget';");
    const keyword = [...tsx.querySelectorAll('span')].find((span) => span.textContent === 'import');
    expect(keyword?.getAttribute('style')).toMatch(/color:light-dark\(#\w+, #\w+\)/);
    expect(keyword?.getAttribute('style')).toMatch(/--shiki-dark:#\w+/);
    expect(tsx.getAttribute('tabindex')).toBe('0');
  });

  it('shows code in an unknown language as plain, escaped text', () => {
    const plain = page.querySelectorAll('pre.shiki')[3]!;
    expect(plain.textContent).toBe("Qapla' < batlh");
    expect(plain.querySelector('span[style]')).toBeNull();
  });

  it('renders GitHub-flavoured tables in a named, focusable scrolling region', () => {
    const region = page.querySelector('.docs-table-wrapper');
    expect(region?.getAttribute('role')).toBe('region');
    expect(region?.getAttribute('aria-label')).toBe('Table: Options');
    expect(region?.getAttribute('tabindex')).toBe('0');
    expect(region?.querySelector('table th')?.textContent).toBe('Option');
    expect(region?.querySelector('del')?.textContent).toBe('old');
  });

  it('renders task lists', () => {
    const boxes = [...page.querySelectorAll<HTMLInputElement>('li input[type="checkbox"]')];
    expect(boxes.map((box) => [box.checked, box.getAttribute('aria-label')])).toEqual([
      [true, 'Done'],
      [false, 'Not done'],
    ]);
  });

  it('turns GitHub alerts into titled notes and keeps plain quotes', () => {
    const callouts = [...page.querySelectorAll('aside.docs-callout')];
    expect(callouts.map((callout) => callout.className)).toEqual([
      'docs-callout docs-callout-note',
      'docs-callout docs-callout-warning',
    ]);
    expect(callouts[0]?.getAttribute('role')).toBe('note');
    expect(callouts[0]?.querySelector('.docs-callout-title')?.textContent).toBe('Note');
    expect(callouts[0]?.textContent).not.toContain('[!NOTE]');
    expect(callouts[0]?.querySelector('strong')?.textContent).toBe('useful');
    expect(page.querySelector('blockquote')?.textContent?.trim()).toBe('Just a quote.');
  });

  it('embeds known examples and notes unknown ones', () => {
    expect(result.exampleIds).toEqual(['widget-overview', 'widget-unknown']);
    const embeds = page.querySelectorAll('.docs-example-embed');
    expect([...embeds].map((embed) => embed.getAttribute('data-example-id'))).toEqual([
      'widget-overview',
    ]);
    const missing = page.querySelector('.docs-example-missing');
    expect(missing?.getAttribute('role')).toBe('note');
    expect(missing?.textContent).toBe('Example “widget-unknown” not found.');
    expect(result.html).not.toContain('an ordinary comment');
  });

  it('embeds every example when no list of known ids is given', async () => {
    const {html, exampleIds} = await renderMarkdown(
      '<!-- example(a-one) -->\n<!-- example({"example": "a-two", "file": "x.tsx"}) -->\n\nText <!-- example(inline) --> here.\n',
    );
    expect(exampleIds).toEqual(['a-one', 'a-two']);
    const ids = [...mount(html).querySelectorAll('.docs-example-embed')].map((embed) =>
      embed.getAttribute('data-example-id'),
    );
    expect(ids).toEqual(['a-one', 'a-two']);
  });

  it('keeps relative links and marks external ones noopener', () => {
    const links = [...page.querySelectorAll<HTMLAnchorElement>('p a')];
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
      ['../button/overview', null],
      ['https://m3.material.io', 'noopener'],
      ['https://example.com', 'noopener'],
    ]);
  });

  it('has no title without an h1 and survives empty input', async () => {
    expect(await renderMarkdown('')).toEqual({
      html: '',
      headings: [],
      exampleIds: [],
      sections: [],
      keyboardTables: [],
    });
    const {title, headings} = await renderMarkdown('## Only\n\n## Only\n');
    expect(title).toBeUndefined();
    expect(headings.map((heading) => heading.id)).toEqual(['only', 'only-1']);
  });

  it('cuts the plain text at the headings for search, leaving code blocks out', async () => {
    const {sections} = await renderMarkdown(
      [
        '# Widget',
        'A widget shows *things*.',
        '## Usage',
        'Call `useWidget()` first.',
        '```ts\nconst hidden = 1;\n```',
        '- one\n- two',
        '<!-- example(widget-basic) -->',
        '### Deeper',
        '| a | b |\n|---|---|\n| cell | other |',
      ].join('\n\n'),
    );
    expect(sections).toEqual([
      {text: 'A widget shows things.'},
      {headingId: 'usage', heading: 'Usage', level: 2, text: 'Call useWidget() first. one two'},
      {headingId: 'deeper', heading: 'Deeper', level: 3, text: 'a b cell other'},
    ]);
  });

  it('renders accessible HTML', async () => {
    const results = await axe.run(page);
    expect(results.violations).toEqual([]);
  });
});

describe('renderMarkdown with htmlAsText', () => {
  const render = async (source: string) => (await renderMarkdown(source, {htmlAsText: true})).html;

  it('shows raw HTML as the text it is and keeps the markdown formatting', async () => {
    expect(
      await render('Says "<count> results", with `<kbd>`, **bold** and [a link](../a#b).'),
    ).toBe(
      '<p>Says "&#x3C;count> results", with <code>&#x3C;kbd></code>, <strong>bold</strong> and <a href="../a#b">a link</a>.</p>',
    );
    // The docs' own pages still take HTML as written.
    expect((await renderMarkdown('Press <kbd>Tab</kbd>.')).html).toBe(
      '<p>Press <kbd>Tab</kbd>.</p>',
    );
  });

  it('lets no element, attribute, script or link address through, wherever the HTML is', async () => {
    const page = mount(
      await render(
        [
          '<script>alert(1)</script>',
          'Inline <img src="x" onerror="alert(1)"> and <a href="javascript:alert(1)">a</a>.',
          '<div onclick="alert(1)">\n\nblock\n\n</div>',
          '- item <iframe src="https://example.com"></iframe>\n- <style>main { display: none }</style>',
          '> <object data="x"></object>',
          '| head |\n| - |\n| <b onclick="alert(1)">cell</b> |',
          '[run](javascript:alert(1)) [tab](java&#9;script:alert(1)) [data](data:text/html,x) <vbscript:x>',
          '[<img src=x onerror=alert(1)>](javascript:alert(1)) ![pic](javascript:alert(1))',
          '[ref][bad] and [good][ok]\n\n[bad]: javascript:alert(1)\n[ok]: https://example.com',
          '<!-- example(widget-overview) -->',
        ].join('\n\n'),
      ),
    );
    const tags = new Set(
      [...page.querySelectorAll('main > * *, main > *')].map((e) => e.localName),
    );
    expect([...tags].sort()).toEqual([
      'a',
      'blockquote',
      'div',
      'h1',
      'li',
      'p',
      'table',
      'tbody',
      'td',
      'th',
      'thead',
      'tr',
      'ul',
    ]);
    // The only div is the table's scrolling region, and no attribute runs script.
    expect(page.querySelectorAll('div:not(.docs-table-wrapper)')).toHaveLength(0);
    const attributes = [...page.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames(),
    );
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
    expect([...page.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com',
    ]);
    expect(page.textContent).toContain('<script>alert(1)</script>');
    expect(page.textContent).toContain('<b onclick="alert(1)">cell</b>');
    expect(page.textContent).toContain('run tab data vbscript:x');
    expect(page.textContent).toContain('[ref][bad] and good');
    expect(page.textContent).toContain('<!-- example(widget-overview) -->');
  });
});
