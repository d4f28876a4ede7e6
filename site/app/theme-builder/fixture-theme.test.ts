import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {generateSchemePair} from './scheme';
import {choicesFromSearch} from './theme-choices';
import {themeStylesheet} from './theme-css';

/**
 * The fixture apps load a theme made with the builder (fixtures/shared/brand-theme.css) on their
 * brand page, as a team loads the file it downloaded. The file is exactly what the builder's
 * Download gives for the choices in its "Reopen it in the builder" link, so the apps test the
 * builder's output of today. When the builder's output changes, write the file again:
 * `WRITE_FIXTURE_THEME=1 npx vitest run site/app/theme-builder/fixture-theme.test.ts`.
 */
const FILE = resolve(import.meta.dirname, '../../../fixtures/shared/brand-theme.css');

/** The link a first download records: a teal seed, the builder's other defaults, light only. */
const FIRST_LINK = 'https://material-react.dev/guide/theme-builder?seed=00796b&mode=light';

function builderDownload(link: string): string {
  const choices = choicesFromSearch(new URL(link).search);
  return themeStylesheet({name: 'Brand', choices, schemes: generateSchemePair(choices), link});
}

describe("the fixture apps' theme builder download", () => {
  it('is what the builder downloads for the choices its link records', () => {
    const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '';
    const link = /Reopen it in the builder: (\S+)/.exec(current)?.[1] ?? FIRST_LINK;
    const expected = builderDownload(link);
    if (process.env.WRITE_FIXTURE_THEME) writeFileSync(FILE, expected);
    else expect(current).toBe(expected);
    expect(expected).toContain('--mat-sys-primary: #');
  });
});
