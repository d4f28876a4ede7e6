import {spawnSync} from 'node:child_process';
import {lastUpdated} from './last-updated';

/**
 * The date (`YYYY-MM-DD`) of the last commit of each of `files` (relative to `repoDir`), as
 * {@link lastUpdated} gives it, but read with one `git log` for all of them: one git process per
 * article would add seconds to every build. A file that log does not name (no git, no history,
 * not committed, changed only by a merge) gets `lastUpdated`'s answer, with its fallback to the
 * build's date.
 */
export function articleDates(repoDir: string, files: readonly string[]): Map<string, string> {
  const dates = new Map<string, string>();
  const wanted = new Set(files);
  if (wanted.size > 0) {
    // Newest first: each commit as a NUL, its date, then the files it changed, one a line.
    const log = spawnSync('git', ['log', '--format=%x00%cs', '--name-only', '--', ...wanted], {
      cwd: repoDir,
      encoding: 'utf8',
      timeout: 20_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    const commits = log.status === 0 ? log.stdout.split('\0').slice(1) : [];
    for (const commit of commits) {
      const [date = '', ...changed] = commit.split('\n').map((line) => line.trim());
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
      for (const file of changed) {
        if (wanted.has(file) && !dates.has(file)) dates.set(file, date);
      }
    }
  }
  for (const file of wanted) if (!dates.has(file)) dates.set(file, lastUpdated(repoDir, file));
  return dates;
}
