import {existsSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import type {ApiEntryPoint} from './api-types';

/** The packages whose `src/<folder>/index.ts` files are public entry points. */
const PACKAGES = ['cdk', 'material'] as const;

/**
 * The library's entry points: every `packages/{cdk,material}/src/<folder>/index.ts`, named
 * `@material-react/<package>/<folder>`, sorted by name.
 */
export function findEntryPoints(rootDir: string = process.cwd()): ApiEntryPoint[] {
  return PACKAGES.flatMap((pkg) => {
    const src = resolve(rootDir, 'packages', pkg, 'src');
    if (!existsSync(src)) return [];
    return readdirSync(src, {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && existsSync(join(src, entry.name, 'index.ts')))
      .map((entry) => ({
        entryPoint: `@material-react/${pkg}/${entry.name}`,
        file: join('packages', pkg, 'src', entry.name, 'index.ts'),
      }))
      .sort((a, b) => a.entryPoint.localeCompare(b.entryPoint, 'en'));
  });
}
