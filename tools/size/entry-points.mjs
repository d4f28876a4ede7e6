// @ts-check
/**
 * The public entry points of the library's two packages, and the one export of each that the
 * size measurement imports and the item pages show in their import line. Read from the
 * packages' sources (`packages/<pkg>/src/<entry>/index.ts`, which their `exports` pattern makes
 * `@material-react/<pkg>/<entry>`), so the development server and the unit tests know them
 * without a packed build.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

/** The packages measured, in dependency order. */
export const SIZE_PACKAGES = /** @type {const} */ (['cdk', 'material']);

/**
 * The main export of an entry point where the rules of {@link mainExport} would pick another:
 * the component a reader of the overview starts with.
 * @type {Readonly<Record<string, string>>}
 */
const MAIN_EXPORT_OVERRIDES = {
  '@material-react/cdk/a11y': 'FocusTrap',
  '@material-react/cdk/collections': 'SelectionModel',
  '@material-react/cdk/combobox': 'useCombobox',
  '@material-react/cdk/drag-drop': 'DropList',
  '@material-react/cdk/scrolling': 'VirtualScrollViewport',
  '@material-react/cdk/slot': 'Slot',
  '@material-react/cdk/state': 'useControllableState',
  '@material-react/cdk/table': 'CdkTable',
  '@material-react/cdk/testing': 'prerenderAndHydrate',
  '@material-react/material/chips': 'ChipSet',
  '@material-react/material/expansion': 'Accordion',
  '@material-react/material/stepper': 'Stepper',
  '@material-react/material/tabs': 'TabGroup',
  '@material-react/material/theming': 'prebuiltThemes',
};

/**
 * @typedef {object} EntryPoint
 * @property {'cdk' | 'material'} pkg The package's folder.
 * @property {string} id The entry point's folder: `button`.
 * @property {string} entryPoint The import specifier: `@material-react/material/button`.
 * @property {string} sourceDir The folder, relative to the repository root.
 */

/**
 * Every public entry point: each folder of a package's `src` with an `index.ts`, sorted by
 * specifier. Folders without one (such as material's `core`) are private.
 * @param {string} root The repository root.
 * @returns {EntryPoint[]}
 */
export function listEntryPoints(root) {
  return SIZE_PACKAGES.flatMap((pkg) => {
    const src = join(root, 'packages', pkg, 'src');
    return readdirSync(src, {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && existsSync(join(src, entry.name, 'index.ts')))
      .map((entry) => ({
        pkg,
        id: entry.name,
        entryPoint: `@material-react/${pkg}/${entry.name}`,
        sourceDir: `packages/${pkg}/src/${entry.name}`,
      }));
  }).sort((a, b) => a.entryPoint.localeCompare(b.entryPoint, 'en'));
}

/**
 * The names of the values an `index.ts` exports, in order: members of `export {…}` lists and
 * exported declarations, without types (`type X`, `export type {…}`, interfaces).
 * @param {string} source
 * @returns {string[]}
 */
export function exportedValues(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  /** @type {string[]} */
  const names = [];
  for (const match of code.matchAll(
    /export\s+(type\s+)?\{([^}]*)\}|export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+(\w+)/g,
  )) {
    if (match[3]) names.push(match[3]);
    if (match[1] || !match[2]) continue;
    for (const member of match[2].split(',')) {
      const words = member.trim().split(/\s+/);
      if (!words[0] || words[0] === 'type') continue;
      // `A as B` exports B.
      names.push(words.at(-1) ?? words[0]);
    }
  }
  return names;
}

/** `bottom-sheet` as `BottomSheet`. @param {string} id */
const pascalCase = (id) =>
  id.replace(/(^|-)(\w)/g, (_match, _dash, letter) => letter.toUpperCase());

/**
 * The export a one-line consumer imports: the override for the entry point if any, else the
 * export named like the entry point (`Button`), else its hook (`useDialogState` for `dialog`),
 * else the shortest export that starts with its name (`DialogContent`), else the first
 * component (a capitalised name), else the first export.
 * @param {string} entryPoint `@material-react/material/button`
 * @param {string[]} exports What {@link exportedValues} found.
 * @returns {string | undefined} `undefined` when the entry point exports no value.
 */
export function mainExport(entryPoint, exports) {
  const override = MAIN_EXPORT_OVERRIDES[entryPoint];
  if (override && exports.includes(override)) return override;
  const name = pascalCase(entryPoint.split('/').at(-1) ?? '');
  const startingWith = (/** @type {string} */ prefix) =>
    exports.filter((value) => value.startsWith(prefix)).sort((a, b) => a.length - b.length)[0];
  return (
    exports.find((value) => value === name) ??
    startingWith(`use${name}`) ??
    startingWith(name) ??
    exports.find((value) => /^[A-Z][a-z]/.test(value)) ??
    exports[0]
  );
}

/**
 * The line a reader copies: `import {Button} from '@material-react/material/button';`.
 * @param {string} name
 * @param {string} entryPoint
 */
export function importLine(name, entryPoint) {
  return `import {${name}} from '${entryPoint}';`;
}

/**
 * Every entry point with its main export, read from the sources.
 * @param {string} root The repository root.
 * @returns {(EntryPoint & {name: string})[]}
 */
export function entryPointsWithMainExports(root) {
  return listEntryPoints(root).flatMap((entry) => {
    const source = readFileSync(join(root, entry.sourceDir, 'index.ts'), 'utf8');
    const name = mainExport(entry.entryPoint, exportedValues(source));
    return name ? [{...entry, name}] : [];
  });
}
