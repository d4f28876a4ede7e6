import {spawnSync} from 'node:child_process';

const dates = new Map<string, string>();

/** Today as `YYYY-MM-DD` (UTC): the date of the build. */
export function buildDate(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The date (`YYYY-MM-DD`) of the last commit that changed `file` (relative to `repoDir`), read from
 * git once per file and build. Without git, outside a repository, in a checkout without that
 * history (a shallow clone's files all date from its one commit) or for a file not committed yet,
 * the date of the build: the page then says when it was built, which is when it was last known
 * to be right.
 */
export function lastUpdated(repoDir: string, file: string): string {
  const key = `${repoDir}\0${file}`;
  let date = dates.get(key);
  if (date === undefined) {
    const result = spawnSync('git', ['log', '-1', '--format=%cs', '--', file], {
      cwd: repoDir,
      encoding: 'utf8',
      timeout: 10_000,
    });
    const found = result.status === 0 ? result.stdout.trim() : '';
    date = /^\d{4}-\d{2}-\d{2}$/.test(found) ? found : buildDate();
    dates.set(key, date);
  }
  return date;
}
