// @ts-check
/**
 * Compares what three common components add to an app that already has React, measured the
 * same way as the library's entry points (see `measure-size.mjs`: one import rendered, esbuild,
 * minified, React and React DOM external, gzip level 9 and Brotli quality 11), in this library,
 * in `@mui/material` and in `react-aria-components`.
 *
 * The other libraries are not dependencies of this project: install them in a scratch folder
 * outside the repository, then pass its path:
 *
 *   mkdir -p /tmp/size-compare && cd /tmp/size-compare && npm init -y
 *   npm install @mui/material @emotion/react @emotion/styled react-aria-components react react-dom
 *   node <repo>/tools/size/compare.mjs /tmp/size-compare
 *
 * Prints a Markdown table (the README's). This library is measured from its packed packages
 * (`build/packages/`, packed first when missing).
 */
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {OUT_DIR, buildPackages} from '../package/build-packages.mjs';
import {measureConsumer, measureEntryPoints} from './measure-size.mjs';
import {formatKilobytes} from './size-format.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The components compared, by the name each library exports them under. */
const COMPONENTS = [
  {label: 'Button', ours: '@material-react/material/button', name: 'Button'},
  {label: 'Dialog', ours: '@material-react/material/dialog', name: 'Dialog'},
  {label: 'Select', ours: '@material-react/material/select', name: 'Select'},
];

/** The other libraries, imported from their main entry (both are tree-shakable ES modules). */
const OTHERS = ['@mui/material', 'react-aria-components'];

/** @param {{js: import('./measure-size.mjs').Weight, css: import('./measure-size.mjs').Weight}} size */
function cell(size) {
  const total = size.js.gzip + size.css.gzip;
  const parts = [`${formatKilobytes(size.js.gzip)} JS`];
  if (size.css.gzip > 0) parts.push(`${formatKilobytes(size.css.gzip)} CSS`);
  return `**${formatKilobytes(total)}** (${parts.join(' + ')}; Brotli ${formatKilobytes(size.js.brotli + size.css.brotli)})`;
}

const scratch = process.argv[2];
if (!scratch || !existsSync(join(scratch, 'node_modules'))) {
  console.error(
    'Usage: node tools/size/compare.mjs <folder where the other libraries are installed>',
  );
  process.exit(2);
}
const versionOf = (/** @type {string} */ pkg) =>
  JSON.parse(readFileSync(join(scratch, 'node_modules', pkg, 'package.json'), 'utf8')).version;

if (!existsSync(join(OUT_DIR, 'material', 'dist'))) buildPackages();
const ours = new Map(
  (await measureEntryPoints({root: ROOT, packedDir: OUT_DIR})).entries.map((entry) => [
    entry.entryPoint,
    entry,
  ]),
);
const ourVersion = JSON.parse(
  readFileSync(join(ROOT, 'packages', 'material', 'package.json'), 'utf8'),
).version;

const header = [
  'component',
  `@material-react/material ${ourVersion}`,
  ...OTHERS.map((pkg) => `${pkg} ${versionOf(pkg)}`),
];
const rows = [];
for (const component of COMPONENTS) {
  const mine = ours.get(component.ours);
  if (!mine) throw new Error(`${component.ours} was not measured.`);
  const others = await Promise.all(
    OTHERS.map((pkg) =>
      measureConsumer(
        {name: component.name, entryPoint: pkg},
        {resolveDir: resolve(scratch), fromSources: false},
      ),
    ),
  );
  rows.push([component.label, cell(mine), ...others.map(cell)]);
}
const line = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`;
console.log(
  [
    line(header),
    line(header.map((_cell, index) => (index === 0 ? '---' : '---:'))),
    ...rows.map(line),
  ].join('\n'),
);
