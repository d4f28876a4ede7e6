import {describe, expect, it} from 'vitest';
import {pagePathOfTwin, twinPathOf} from './twin-paths.mjs';

const PAIRS = [
  ['/', '/index.md'],
  ['/guides', '/guides.md'],
  ['/guide/theming', '/guide/theming.md'],
  ['/components/button/overview', '/components/button/overview.md'],
] as const;

describe('twinPathOf', () => {
  it('adds `.md` to the page path, and names the home page `index`', () => {
    for (const [page, twin] of PAIRS) expect(twinPathOf(page)).toBe(twin);
  });

  it('ignores slashes around the path', () => {
    expect(twinPathOf('/guides/')).toBe('/guides.md');
    expect(twinPathOf('components/button/api')).toBe('/components/button/api.md');
    expect(twinPathOf('')).toBe('/index.md');
  });
});

describe('pagePathOfTwin', () => {
  it('undoes twinPathOf', () => {
    for (const [page, twin] of PAIRS) expect(pagePathOfTwin(twin)).toBe(page);
  });

  it('reads a twin file named without its leading slash', () => {
    expect(pagePathOfTwin('index.md')).toBe('/');
    expect(pagePathOfTwin('cdk/overlay/api.md')).toBe('/cdk/overlay/api');
  });

  it('gives nothing for a path that is no twin', () => {
    expect(pagePathOfTwin('/components/button/api')).toBeUndefined();
    expect(pagePathOfTwin('/llms.txt')).toBeUndefined();
    expect(pagePathOfTwin('.md')).toBeUndefined();
  });
});
