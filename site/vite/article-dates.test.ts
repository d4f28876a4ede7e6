import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {articleDates} from './article-dates';
import {REPO_DIR} from './build-env';
import {buildDate, lastUpdated} from './last-updated';

describe('articleDates', () => {
  let dir = '';
  afterEach(() => dir && rmSync(dir, {recursive: true, force: true}));

  it('gives each committed file the date lastUpdated gives it, from one git log', () => {
    const files = ['site/guides/theming.md', 'packages/material/src/button/button.md'];
    const dates = articleDates(REPO_DIR, files);
    for (const file of files) expect(dates.get(file), file).toBe(lastUpdated(REPO_DIR, file));
  }, 30_000);

  it('gives a file git does not know, or a folder without git, the build’s date', () => {
    expect(
      articleDates(REPO_DIR, ['site/guides/not-written-yet.md']).get(
        'site/guides/not-written-yet.md',
      ),
    ).toBe(buildDate());
    dir = mkdtempSync(join(tmpdir(), 'article-dates-'));
    expect(articleDates(dir, ['a.md']).get('a.md')).toBe(buildDate());
  }, 30_000);
});
