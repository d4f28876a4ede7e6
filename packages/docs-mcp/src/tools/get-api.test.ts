// @vitest-environment node
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {connectFixtureClient} from '../fixtures/fixture-store';

describe('get_api', () => {
  let connection: Awaited<ReturnType<typeof connectFixtureClient>>;
  beforeAll(async () => {
    connection = await connectFixtureClient();
  });
  afterAll(() => connection.close());

  const api = (name: string) => connection.call('get_api', {name});

  it('gives the whole API of an item by its id, with or without its section', async () => {
    for (const name of ['tooltip', 'components/tooltip', 'TOOLTIP']) {
      const {text, isError} = await api(name);
      expect(isError).toBe(false);
      expect(text).toMatch(/^# Tooltip API\n/);
      expect(text).toContain(
        'Components › Tooltip (`components/tooltip`): https://docs.example.test/components/tooltip/api',
      );
      expect(text).toContain('## `@material-react/material/tooltip`');
      expect(text).toContain('#### Tooltip (component)');
      expect(text).toContain('#### TOOLTIP_PANEL_CLASS (constant)');
    }
    const a11y = await api('cdk/a11y');
    for (const heading of [
      '### Hooks',
      '### Functions',
      '### Classes',
      '### Types',
      '### Constants',
    ]) {
      expect(a11y.text).toContain(heading);
    }
  });

  it('gives the API of an entry point by its name', async () => {
    const {text} = await api('@material-react/cdk/dialog');
    expect(text).toMatch(
      /^# `@material-react\/cdk\/dialog`\n\nDocumented in CDK › Dialog: https:\/\/docs\.example\.test\/cdk\/dialog\/api\n/,
    );
    expect(text).toContain('## Hooks\n\n### useDialog (hook)');
  });

  it('takes an id shared by two sections as the first, and names the other', async () => {
    const {text} = await api('dialog');
    expect(text).toMatch(/^# Dialog API\n/);
    expect(text).toContain('## `@material-react/material/dialog`');
    expect(text).toContain('Also an item: `cdk/dialog`.');
    expect((await api('cdk/dialog')).text).toContain('## `@material-react/cdk/dialog`');
  });

  it('gives one symbol by its name, with its entry point, link and import line', async () => {
    const {text, isError} = await api('Tooltip');
    expect(isError).toBe(false);
    expect(text).toMatch(/^# Tooltip \(component\)\n/);
    expect(text).toContain(
      'Entry point: `@material-react/material/tooltip` (Components › Tooltip): ' +
        'https://docs.example.test/components/tooltip/api#tooltip-tooltip',
    );
    expect(text).toContain("```ts\nimport {Tooltip} from '@material-react/material/tooltip';\n```");
    expect(text).toContain('| `message` (required) | `string` |');
    expect(text).not.toContain('TOOLTIP_PANEL_CLASS');
  });

  it('matches a symbol name in any case, and a type with its members', async () => {
    const {text} = await api('tooltipprops');
    expect(text).toMatch(/^# TooltipProps \(interface\)\n/);
    expect(text).toContain("import type {TooltipProps} from '@material-react/material/tooltip';");
    expect(text).toContain("| `position` | `TooltipPosition` | `'below'` |");
    expect((await api('useFocusOrigin')).text).toContain('2 overloads:');
  });

  it('gives every entry point that exports a name', async () => {
    const {text} = await api('DialogRole');
    expect(text).toMatch(/^`DialogRole` is exported by 2 entry points\./);
    expect(text).toContain("import type {DialogRole} from '@material-react/material/dialog';");
    expect(text).toContain("import type {DialogRole} from '@material-react/cdk/dialog';");
  });

  it("gives a member's symbol for `Symbol.member`", async () => {
    const {text} = await api('Button.variant');
    expect(text).toMatch(
      /^`Button\.variant` is documented with `Button`:\n\n# Button \(component\)/,
    );
  });

  it('gives the one name that contains a partial name, and lists several', async () => {
    const one = await api('usefocus');
    expect(one.isError).toBe(false);
    expect(one.text).toMatch(
      /^Nothing is named `usefocus` exactly; the one name that contains it:/,
    );
    expect(one.text).toContain('# useFocusOrigin (hook)');
    const several = await api('tool');
    expect(several.isError).toBe(false);
    expect(several.text).toContain('Nothing is named `tool` exactly; 5 names contain it.');
    expect(several.text).toContain('- `components/tooltip` (item)');
    expect(several.text).toContain(
      '- `TooltipProps` (interface in `@material-react/material/tooltip`)',
    );
  });

  it('names the nearest items and symbols for an unknown name', async () => {
    const {text, isError} = await api('Toolip');
    expect(isError).toBe(true);
    expect(text).toMatch(/^No item, entry point or API symbol is named "Toolip"\. Did you mean: /);
    expect(text).toContain('`Tooltip`');
    expect(text).toContain('`tooltip`');
  });

  it('refuses an empty name', async () => {
    const {text, isError} = await api('   ');
    expect(isError).toBe(true);
    expect(text).toContain('The name is empty');
  });
});
