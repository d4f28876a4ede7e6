// @vitest-environment node
import {mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterEach, beforeEach, describe, expect, test} from 'vitest';
import {newestSource, staleBuildReason} from './build-freshness.mjs';

/** A file written with a modification time `secondsAgo` before now. */
function write(repo: string, path: string, secondsAgo: number) {
  const file = join(repo, path);
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, path);
  const time = Date.now() / 1000 - secondsAgo;
  utimesSync(file, time, time);
}

describe('whether npm start builds first', () => {
  let repo: string;
  beforeEach(() => {
    repo = mkdtempSync(join(tmpdir(), 'build-freshness-'));
    write(repo, 'site/vite.config.ts', 100);
    write(repo, 'site/react-router.config.ts', 100);
    write(repo, 'site/app/root.tsx', 90);
    write(repo, 'packages/cdk/src/a11y/index.ts', 90);
    write(repo, 'tools/markdown/index.ts', 90);
  });
  afterEach(() => rmSync(repo, {recursive: true, force: true}));

  const build = (secondsAgo: number) => {
    write(repo, 'site/build/client/__spa-fallback.html', secondsAgo);
    write(repo, 'site/build/security-policies.json', secondsAgo);
  };

  test('builds when there is no build, or half of one', () => {
    expect(staleBuildReason(repo)).toBe('there is no build yet');
    write(repo, 'site/build/client/__spa-fallback.html', 10);
    expect(staleBuildReason(repo)).toBe('the build is incomplete');
  });

  test('serves at once when nothing changed, though the build wrote output into the source folders after its marker', () => {
    build(10);
    // What `npm run build` and the test run write after the site's marker.
    write(repo, 'packages/docs-mcp/dist/server.mjs', 5);
    write(repo, 'packages/docs-mcp/data/search-index.json', 5);
    write(repo, 'packages/material/dist/button/index.js', 5);
    write(repo, 'packages/examples/src/catalogue.generated.ts', 5);
    write(repo, 'site/app/.react-router/types/root.ts', 5);
    write(repo, 'packages/cdk/node_modules/x/index.js', 5);
    expect(staleBuildReason(repo)).toBeNull();
  });

  test('builds again when a source changed after the build', () => {
    build(10);
    write(repo, 'packages/cdk/src/a11y/live-announcer.ts', 1);
    expect(staleBuildReason(repo)).toBe(
      `${join(repo, 'packages/cdk/src/a11y/live-announcer.ts')} changed since the last build`,
    );
  });

  test('sees the config files and every source folder', () => {
    build(50);
    for (const path of [
      'site/vite.config.ts',
      'site/guides/testing.md',
      'site/public/robots.txt',
      'site/vite/pipeline.ts',
      'tools/api/index.ts',
    ]) {
      write(repo, path, 1);
      expect(newestSource(repo).path).toBe(join(repo, path));
      write(repo, path, 100);
    }
  });
});
