import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {PAGE_WITH_LATE_PARTS, renderedParts} from './lazy-parts.test-utils';
import {
  LAZY_PARTS,
  RENDERED_ATTRIBUTE,
  WHOLE_ATTRIBUTE,
  renderAllParts,
  renderWholeScript,
  renderWholeWhenRestoring,
} from './lazy-parts';
import {scrollToY} from './scroll-keeper';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(WHOLE_ATTRIBUTE);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the stylesheet', () => {
  it('renders late the boxes this module renders for good, until marked or rendered whole', () => {
    const file = join(dirname(fileURLToPath(import.meta.url)), '../docs/article/doc-article.css');
    // One line, with no space inside parentheses, whatever the formatter made of it.
    const css = readFileSync(file, 'utf8')
      .replace(/\s+/g, ' ')
      .replace(/\( | \)/g, (paren) => paren.trim());
    const late = `:not([${RENDERED_ATTRIBUTE}], :root[${WHOLE_ATTRIBUTE}] *) { content-visibility: auto;`;
    expect(css).toContain(`:is(${LAZY_PARTS})${late}`);
  });
});

describe('renderAllParts', () => {
  it('marks every late box rendered, and nothing else', () => {
    document.body.innerHTML = PAGE_WITH_LATE_PARTS;
    renderAllParts();
    expect(renderedParts()).toEqual(['PRE', 'SECTION', 'DIV', 'SECTION']);
  });
});

describe('renderWholeWhenRestoring', () => {
  const load = (type: string) =>
    vi
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([{type} as unknown as PerformanceEntry]);

  it('renders whole a document loaded again or sent back to', () => {
    for (const type of ['reload', 'back_forward']) {
      load(type);
      renderWholeWhenRestoring(WHOLE_ATTRIBUTE);
      expect(document.documentElement.hasAttribute(WHOLE_ATTRIBUTE)).toBe(true);
      document.documentElement.removeAttribute(WHOLE_ATTRIBUTE);
    }
  });

  it('renders whole a document that lands on a fragment', () => {
    load('navigate');
    window.history.replaceState(null, '', '#overview');
    renderWholeWhenRestoring(WHOLE_ATTRIBUTE);
    expect(document.documentElement.hasAttribute(WHOLE_ATTRIBUTE)).toBe(true);
    window.history.replaceState(null, '', '#');
  });

  it('leaves a plain visit to render late', () => {
    load('navigate');
    window.history.replaceState(null, '', window.location.pathname);
    renderWholeWhenRestoring(WHOLE_ATTRIBUTE);
    expect(document.documentElement.hasAttribute(WHOLE_ATTRIBUTE)).toBe(false);
  });

  it('runs as a head script, from its own text', () => {
    load('reload');
    new Function(renderWholeScript())();
    expect(document.documentElement.hasAttribute(WHOLE_ATTRIBUTE)).toBe(true);
  });
});

describe('with the scroll keeper', () => {
  it('renders every box before the window goes to a remembered position', () => {
    document.body.innerHTML = PAGE_WITH_LATE_PARTS;
    const renderedAtScroll: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {
      renderedAtScroll.push(renderedParts().length);
    });
    // The top needs no box rendered; any other position needs them all, before it is set.
    scrollToY(0);
    scrollToY(900);
    expect(renderedAtScroll).toEqual([0, 4]);
  });
});
