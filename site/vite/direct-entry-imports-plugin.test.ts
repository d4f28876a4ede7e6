import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {init} from 'es-module-lexer';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  readEntryPoint,
  rewriteEntryImports,
  type EntryPointMap,
} from './direct-entry-imports-plugin';

const MENU_INDEX = join(process.cwd(), 'packages/material/src/menu/index.ts');

const menu: EntryPointMap = new Map([
  ['Menu', {file: '/src/menu/menu.tsx', name: 'Menu'}],
  ['MenuTrigger', {file: '/src/menu/menu-trigger.tsx', name: 'MenuTrigger'}],
  ['MenuItem', {file: '/src/menu/menu-item.tsx', name: 'MenuItem'}],
  ['MenuItemRadio', {file: '/src/menu/menu-item.tsx', name: 'MenuItemRadio'}],
  ['useMenu', {file: '/src/menu/menu.tsx', name: 'useMenuState'}],
]);
const entryPoints = (specifier: string) =>
  specifier === '@material-react/material/menu' ? menu : null;

beforeAll(async () => {
  await init;
});

describe('readEntryPoint', () => {
  it('maps each re-exported name to the module that defines it, leaving types out', () => {
    const map = readEntryPoint(
      MENU_INDEX,
      [
        '// The menu.',
        "export {Menu, type MenuProps} from './menu';",
        "export {\n  MenuItem,\n  MenuItemRadio as RadioItem,\n} from './menu-item';",
        "export type {MenuContextValue} from './menu-context';",
      ].join('\n'),
    );
    expect(Object.fromEntries(map)).toEqual({
      Menu: {file: expect.stringMatching(/menu[\\/]menu\.tsx$/), name: 'Menu'},
      MenuItem: {file: expect.stringMatching(/menu[\\/]menu-item\.tsx$/), name: 'MenuItem'},
      RadioItem: {file: expect.stringMatching(/menu[\\/]menu-item\.tsx$/), name: 'MenuItemRadio'},
    });
  });

  it('refuses an entry point that does more than re-export', () => {
    expect(() =>
      readEntryPoint(MENU_INDEX, "export {Menu} from './menu';\nexport const x = 1;"),
    ).toThrow(/may only re-export names; found "export const x = 1;"/);
  });

  it('reads every entry point of the library', () => {
    const files = ['cdk', 'material'].flatMap((name) => {
      const src = join('packages', name, 'src');
      return readdirSync(src)
        .map((entry) => join(src, entry, 'index.ts'))
        .filter((file) => existsSync(file));
    });
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      expect(readEntryPoint(file, readFileSync(file, 'utf8')).size).toBeGreaterThan(0);
    }
  });
});

describe('rewriteEntryImports', () => {
  it('imports each name from its own module, on the same line', () => {
    const code = [
      "import {jsx} from 'react/jsx-runtime';",
      "import {Menu, MenuTrigger, MenuItemRadio as Radio} from '@material-react/material/menu';",
      'export const parts = [Menu, MenuTrigger, Radio];',
    ].join('\n');
    expect(rewriteEntryImports(code, entryPoints)).toBe(
      [
        "import {jsx} from 'react/jsx-runtime';",
        'import {Menu} from "/src/menu/menu.tsx"; import {MenuTrigger} from "/src/menu/menu-trigger.tsx"; import {MenuItemRadio as Radio} from "/src/menu/menu-item.tsx";',
        'export const parts = [Menu, MenuTrigger, Radio];',
      ].join('\n'),
    );
  });

  it('follows a name the entry point renames, and drops types', () => {
    const code = "import {useMenu, type MenuProps} from '@material-react/material/menu';";
    expect(rewriteEntryImports(code, entryPoints)).toBe(
      'import {useMenuState as useMenu} from "/src/menu/menu.tsx";',
    );
  });

  it('leaves alone what it cannot follow', () => {
    for (const code of [
      "import * as menus from '@material-react/material/menu';",
      "import '@material-react/material/menu';",
      "import {Nope} from '@material-react/material/menu';",
      "import {Button} from '@material-react/material/button';",
      "export {Menu} from '@material-react/material/menu';",
      "const lazy = import('@material-react/material/menu');",
      "import {Menu} from './menu';",
    ]) {
      expect(rewriteEntryImports(code, entryPoints)).toBeNull();
    }
  });
});
