import {existsSync} from 'node:fs';
import {join, resolve} from 'node:path';

/** The environment variable that points the server at a docs-data directory. */
export const DATA_DIR_VARIABLE = 'DOCS_MCP_DATA';

/** Where the docs data was found, and why there. */
export interface DataDirChoice {
  dir: string;
  /** `env` (the variable), `package` (a packed package's `data/`) or `repository`. */
  source: 'env' | 'package' | 'repository';
}

/**
 * Where the server reads the docs from: the directory named by `DOCS_MCP_DATA` if set; else the
 * package's own `data/` folder, which a packed package carries; else, in the repository, the
 * site's build output `site/build/docs-data`. The choice does not check that the directory
 * exists: loading it says so clearly.
 */
export function resolveDataDir(
  packageDir: string,
  env: Record<string, string | undefined> = process.env,
): DataDirChoice {
  const fromEnv = env[DATA_DIR_VARIABLE]?.trim();
  if (fromEnv) return {dir: resolve(fromEnv), source: 'env'};
  const packaged = join(packageDir, 'data');
  if (existsSync(packaged)) return {dir: packaged, source: 'package'};
  return {dir: join(packageDir, '..', '..', 'site', 'build', 'docs-data'), source: 'repository'};
}

/** What to do about a missing or broken docs-data directory, by where it was looked for. */
export function dataDirAdvice(choice: DataDirChoice): string {
  switch (choice.source) {
    case 'env':
      return `Check ${DATA_DIR_VARIABLE}: it should name a docs-data directory (docs.json, search-index.json, pages/).`;
    case 'package':
      return 'The package was packed without complete docs data: pack it again after building the site.';
    case 'repository':
      return `Build the site first (npm run build at the repository root), or set ${DATA_DIR_VARIABLE} to a docs-data directory.`;
  }
}
