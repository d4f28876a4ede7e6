// @vitest-environment node
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import type {EntrySize} from '@material-react/tools/size';
import {findItem} from '../app/docs/documentation-items';
import {SIZE_TABLE_MARKER, itemFacts, withSizeTable} from './item-facts';

const REPO = resolve(import.meta.dirname, '../..');

const BUTTON_SIZE: EntrySize = {
  entryPoint: '@material-react/material/button',
  name: 'Button',
  importLine: "import {Button} from '@material-react/material/button';",
  sourceDir: 'packages/material/src/button',
  js: {bytes: 1900, gzip: 967, brotli: 850},
  css: {bytes: 6000, gzip: 1423, brotli: 1200},
};
const SIZES = new Map([[BUTTON_SIZE.entryPoint, BUTTON_SIZE]]);
const PATTERN = {name: 'Button', url: 'https://www.w3.org/WAI/ARIA/apg/patterns/button/'};

describe("an item's header facts", () => {
  it('name its import line, its folder, its overview, its pattern and its size', () => {
    const button = findItem('components', 'button')!;
    const facts = itemFacts(
      REPO,
      button,
      {keyboardTables: [{table: {pattern: PATTERN, keys: []}}]},
      SIZES,
    );
    expect(facts).toEqual({
      importLine: "import {Button} from '@material-react/material/button';",
      sourceDir: 'packages/material/src/button',
      overviewPath: 'packages/material/src/button/button.md',
      pattern: PATTERN,
      size: 'Adds 1.0 kB JS + 1.4 kB CSS, gzip, to an app that already has React',
    });
  });

  it('leave out a pattern that does not apply and a size not measured', () => {
    const overlay = findItem('cdk', 'overlay')!;
    const facts = itemFacts(
      REPO,
      overlay,
      {keyboardTables: [{table: {pattern: {none: 'No widget.'}, keys: {none: 'No keys.'}}}]},
      SIZES,
    );
    expect(facts).toEqual({
      importLine: "import {Overlay} from '@material-react/cdk/overlay';",
      sourceDir: 'packages/cdk/src/overlay',
      overviewPath: 'packages/cdk/src/overlay/overlay.md',
    });
  });

  it('put the size table where a guide asks for it', () => {
    const guide = `Intro.\n\n${SIZE_TABLE_MARKER}\n\nAfter.`;
    const lines = withSizeTable(guide, SIZES).split('\n');
    expect(lines[2]).toMatch(/^\| entry point \| JS gzip \|/);
    expect(lines[4]).toBe(
      '| `material/button` (Button) | 1.0\u00a0kB | 1.4\u00a0kB | 2.4\u00a0kB | 2.0\u00a0kB |',
    );
    expect(lines.at(-1)).toBe('After.');
  });
});
