import {execFile} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {promisify} from 'node:util';
import {unzipSync} from 'fflate';
import {expect, openExample, test} from './fixtures';

const run = promisify(execFile);
const REPO = resolve(import.meta.dirname, '../..');
const PACKAGES = join(REPO, 'site', 'build', 'client', 'packages');

/**
 * Runs npm in a project folder as a visitor would, with none of the settings of the npm that
 * runs these tests (workspace, prefix) leaking in. Only the npm registry needs to be reachable.
 */
async function npm(cwd: string, ...args: string[]) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)),
  );
  try {
    return await run('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd,
      env,
      maxBuffer: 32 * 1024 * 1024,
    });
  } catch (error) {
    const {stdout, stderr} = error as {stdout?: string; stderr?: string};
    throw new Error(`npm ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}\n${stderr ?? ''}`, {
      cause: error,
    });
  }
}

function writeFiles(root: string, files: Record<string, string | Uint8Array>) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), {recursive: true});
    writeFileSync(join(root, path), content);
  }
}

/**
 * What a visitor is promised: a downloaded example, and an application set up as the getting
 * started guide says, install and build against the packed library with only the registry
 * reachable. Slow (two npm installs and builds, in parallel with the other browser tests), so
 * each runs once.
 */
test.describe('taking the library away', () => {
  test.setTimeout(600_000);

  test('a downloaded example is a project that installs and builds, with the edits', async ({
    page,
  }) => {
    const id = 'button-overview';
    await openExample(page, '/components/button/examples', id);
    const section = page.locator(`section[id="${id}"]`);

    // An edit goes into the project.
    await section.getByRole('button', {name: /^Edit example: /}).click();
    const editor = section.getByRole('textbox', {name: `${id}-example.tsx`});
    await editor.click();
    await editor.press('ControlOrMeta+End');
    await page.keyboard.insertText('\nexport const EDITED_IN_THE_BROWSER = true;\n');
    await expect(section.getByText('Edited', {exact: true})).toBeVisible();

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', {name: /^Download example: /}).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${id}.zip`);

    const folder = mkdtempSync(join(tmpdir(), 'example-zip-'));
    try {
      const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
      writeFiles(folder, entries);
      const project = join(folder, id);
      const listing = Object.keys(entries).map((path) => path.slice(id.length + 1));
      expect(listing).toEqual(
        expect.arrayContaining([
          'package.json',
          'index.html',
          'README.md',
          'tsconfig.json',
          'vite.config.ts',
          'src/main.tsx',
          `src/${id}-example.tsx`,
          `src/${id}-example.css`,
          'vendor/material-react-cdk-1.0.0.tgz',
          'vendor/material-react-material-1.0.0.tgz',
        ]),
      );
      expect(readFileSync(join(project, `src/${id}-example.tsx`), 'utf8')).toContain(
        'EDITED_IN_THE_BROWSER',
      );
      const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'));
      expect(manifest.scripts).toMatchObject({
        dev: 'vite',
        build: expect.stringContaining('vite build'),
      });

      await npm(project, 'install');
      await npm(project, 'run', 'build');
      const built = readdirSync(join(project, 'dist', 'assets'));
      expect(built.some((file) => file.endsWith('.js'))).toBe(true);
      expect(built.some((file) => file.endsWith('.css'))).toBe(true);
    } finally {
      rmSync(folder, {recursive: true, force: true});
    }
  });

  test("the getting started guide's steps install and build an app against the packed packages, which a theme builder file restyles", async ({
    page,
  }) => {
    const folder = mkdtempSync(join(tmpdir(), 'guide-app-'));
    try {
      // A theme from the theme builder, downloaded as a visitor would.
      await page.goto(
        '/guide/theme-builder?seed=006a60&scheme=tonal-spot&contrast=standard&mode=both',
      );
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', {name: /^Download/}).click();
      const themeFile = readFileSync(await (await downloading).path(), 'utf8');
      const primaries = [...themeFile.matchAll(/--mat-sys-primary: (#[0-9a-f]{6});/g)].map(
        (match) => match[1]!,
      );
      expect(primaries).toHaveLength(2);

      const tarballs = readdirSync(PACKAGES).filter((file) => file.endsWith('.tgz'));
      expect(tarballs.sort()).toEqual([
        'material-react-cdk-1.0.0.tgz',
        'material-react-material-1.0.0.tgz',
      ]);
      // A Vite + React + TypeScript app as its template makes it.
      const root = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
      writeFiles(folder, {
        'package.json': JSON.stringify({
          name: 'guide-app',
          private: true,
          type: 'module',
          scripts: {build: 'tsc --noEmit && vite build'},
          devDependencies: {
            '@types/react': root.devDependencies['@types/react'],
            '@types/react-dom': root.devDependencies['@types/react-dom'],
            '@vitejs/plugin-react': '^6.3.0',
            typescript: root.devDependencies.typescript,
            vite: root.devDependencies.vite,
          },
          dependencies: {
            react: root.devDependencies.react,
            'react-dom': root.devDependencies['react-dom'],
          },
        }),
        'tsconfig.json': JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2023', 'DOM'],
            module: 'ESNext',
            moduleResolution: 'bundler',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: false,
            noEmit: true,
          },
          include: ['src'],
        }),
        'vite.config.ts':
          "import react from '@vitejs/plugin-react';\nimport {defineConfig} from 'vite';\nexport default defineConfig({plugins: [react()]});\n",
        'index.html':
          '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
        // The guide's lines, verbatim.
        'src/vite-env.d.ts': '/// <reference types="vite/client" />\n',
        'src/app.css': 'main { padding: 24px; }\n',
        'src/my-theme.css': themeFile,
        'src/save-bar.tsx': `import {Button} from '@material-react/material/button';

export function SaveBar({onSave}: {onSave: () => void}) {
  return (
    <Button variant="filled" onClick={onSave}>
      Save changes
    </Button>
  );
}
`,
        'src/main.tsx': `import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@material-react/material/theming/base.css';
import '@material-react/material/theming/prebuilt/purple-green.css';
import './my-theme.css';
import './app.css';
import {createRoot} from 'react-dom/client';
import {useListNavigation} from '@material-react/cdk/a11y';
import {Icon} from '@material-react/material/icon';
import saveIcon from '@material-symbols/svg-400/outlined/save.svg?raw';
import {SaveBar} from './save-bar';

const hooks: unknown[] = [useListNavigation];
createRoot(document.getElementById('root')!).render(
  <main>
    <Icon svg={saveIcon} />
    <SaveBar onSave={() => console.log('saved', hooks.length)} />
  </main>,
);
`,
      });
      await npm(folder, 'install');
      // "npm install @material-react/material @material-react/cdk", from the packed files.
      await npm(folder, 'install', ...tarballs.map((file) => join(PACKAGES, file)));
      await npm(folder, 'install', '@fontsource/roboto', '@material-symbols/svg-400');
      // With skipLibCheck off, the packages' own type declarations are checked too.
      await npm(folder, 'run', 'build');
      const css = readdirSync(join(folder, 'dist', 'assets'))
        .filter((file) => file.endsWith('.css'))
        .map((file) => readFileSync(join(folder, 'dist', 'assets', file), 'utf8'))
        .join('\n');
      // The component's own stylesheet came with it, and the theme's tokens.
      expect(css).toContain('.mat-button');
      expect(css).toContain('--mat-sys-primary');

      // The built app, served to the browser: the theme file restyles the button, light and dark.
      const dist = join(folder, 'dist');
      await page.route('http://guide-app.test/**', (route) => {
        const path = new URL(route.request().url()).pathname;
        return route.fulfill({path: join(dist, path === '/' ? 'index.html' : path)});
      });
      const toRgb = (hex: string) =>
        `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
      for (const [colorScheme, primary] of [
        ['light', primaries[0]!],
        ['dark', primaries[1]!],
      ] as const) {
        await page.emulateMedia({colorScheme});
        await page.goto('http://guide-app.test/');
        const button = page.getByRole('button', {name: 'Save changes'});
        await expect(button).toHaveCSS('background-color', toRgb(primary));
      }
    } finally {
      rmSync(folder, {recursive: true, force: true});
    }
  });
});
