import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative, resolve} from 'node:path';
import {expect, test} from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '../..');
const PACKAGES = ['cdk', 'material'] as const;
/** The tarballs this run's build packed (it offers them to visitors and the downloads use them). */
const TARBALLS = join(ROOT, 'site', 'build', 'client', 'packages');
const USE_CLIENT = /^(['"])use client\1;?\n/;

function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The modules a package ships, by their path in `dist` (`card/card.js`): no tests, no helpers. */
function shippedSources(pkg: string): Map<string, string> {
  const src = join(ROOT, 'packages', pkg, 'src');
  return new Map(
    walk(src)
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|test-utils?)\.tsx?$|\.d\.ts$/.test(file))
      .map((file) => [relative(src, file).replace(/\.tsx?$/, '.js'), file]),
  );
}

/**
 * Bundlers of React Server Components read `'use client'` per module, from the files an app
 * installs: the directive of each source module must reach its emitted file in the tarball.
 * Reads the tarballs this run's build packed (no browser), instead of packing them again.
 */
test.describe("the packed packages' 'use client' directives", () => {
  const out = mkdtempSync(join(tmpdir(), 'packed-directives-'));
  const unpacked = new Map<string, string>();

  test.beforeAll(() => {
    for (const pkg of PACKAGES) {
      const tarball = readdirSync(TARBALLS).find((name) =>
        new RegExp(`^material-react-${pkg}-\\d`).test(name),
      );
      expect(tarball, `the build packed @material-react/${pkg}`).toBeDefined();
      const folder = join(out, 'unpacked', pkg);
      mkdirSync(folder, {recursive: true});
      execFileSync('tar', ['-xzf', join(TARBALLS, tarball!), '-C', folder]);
      unpacked.set(pkg, join(folder, 'package', 'dist'));
    }
  });

  test.afterAll(() => rmSync(out, {recursive: true, force: true}));

  for (const pkg of PACKAGES) {
    test(`${pkg}: each emitted module starts with the directive exactly when its source does`, () => {
      const dist = unpacked.get(pkg) ?? '';
      const mismatches: string[] = [];
      let marked = 0;
      for (const [emitted, source] of shippedSources(pkg)) {
        const file = join(dist, emitted);
        if (!existsSync(file)) {
          mismatches.push(`${emitted}: missing from the tarball`);
          continue;
        }
        const inSource = USE_CLIENT.test(readFileSync(source, 'utf8'));
        const inTarball = USE_CLIENT.test(readFileSync(file, 'utf8'));
        if (inSource !== inTarball) mismatches.push(`${emitted}: ${inSource ? 'lost' : 'gained'}`);
        if (inTarball) marked++;
      }
      expect(mismatches).toEqual([]);
      expect(marked).toBeGreaterThan(10);
    });
  }

  test('keeps markup-only components and entry points free of it', () => {
    const material = unpacked.get('material') ?? '';
    for (const file of ['card/card.js', 'card/index.js', 'divider/divider.js', 'button/index.js']) {
      expect(readFileSync(join(material, file), 'utf8')).not.toMatch(USE_CLIENT);
    }
    expect(readFileSync(join(material, 'checkbox/checkbox.js'), 'utf8')).toMatch(USE_CLIENT);
  });
});
