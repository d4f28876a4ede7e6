// @vitest-environment node
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {buildDate, lastUpdated} from './last-updated';
import {REPO_DIR} from './docs-model/sources';

const outside = mkdtempSync(join(tmpdir(), 'last-updated-'));
afterAll(() => rmSync(outside, {recursive: true, force: true}));

describe('lastUpdated', () => {
  it("is the date of a committed file's last commit", () => {
    const date = lastUpdated(REPO_DIR, 'site/guides/theming.md');
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(date <= buildDate()).toBe(true);
  });

  it('falls back to the build date without history for the file or without a repository', () => {
    expect(lastUpdated(REPO_DIR, 'site/guides/no-such-guide.md')).toBe(buildDate());
    expect(lastUpdated(outside, 'page.md')).toBe(buildDate());
  });

  it('writes the build date as YYYY-MM-DD in UTC', () => {
    expect(buildDate(new Date('2026-03-04T23:30:00-05:00'))).toBe('2026-03-05');
  });
});
