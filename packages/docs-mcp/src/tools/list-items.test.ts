// @vitest-environment node
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {connectFixtureClient} from '../fixtures/fixture-store';

describe('list_items', () => {
  let connection: Awaited<ReturnType<typeof connectFixtureClient>>;
  beforeAll(async () => {
    connection = await connectFixtureClient();
  });
  afterAll(() => connection.close());

  it('lists every section with its items, and the guides', async () => {
    const {text, isError} = await connection.call('list_items', {});
    expect(isError).toBe(false);
    expect(text).toMatch(/^# Material for React docs, version 1\.0\.0\n/);
    expect(text).toContain('## Components (`components`)');
    expect(text).toContain('## CDK (`cdk`)');
    expect(text).toContain(
      '- **Button** (`button`): Buttons with Material Design styling and ink ripples.\n' +
        '  https://docs.example.test/components/button/overview\n' +
        '  Pages: `/components/button/overview`, `/components/button/api`, `/components/button/examples`\n' +
        '  Entry points: `@material-react/material/button`\n' +
        '  Examples: `button-overview`',
    );
    expect(text).toContain('## Guides');
    expect(text).toContain(
      '- **Getting started** (`getting-started`): Install the packages, load a theme and render your first component.\n' +
        '  https://docs.example.test/guide/getting-started, page `/guide/getting-started`',
    );
  });

  it('lists one section, by key or name in any case, without the guides', async () => {
    for (const section of ['cdk', 'CDK', ' Cdk ']) {
      const {text} = await connection.call('list_items', {section});
      expect(text).toContain('## CDK (`cdk`)');
      expect(text).toContain('- **Accessibility** (`a11y`)');
      expect(text).not.toContain('## Components');
      expect(text).not.toContain('## Guides');
    }
    const byName = await connection.call('list_items', {section: 'Components'});
    expect(byName.text).toContain('## Components (`components`)');
  });

  it('lists only the guides for `guides`', async () => {
    const {text} = await connection.call('list_items', {section: 'guides'});
    expect(text).toContain('## Guides');
    expect(text).not.toContain('## CDK');
  });

  it('names the sections for an unknown one', async () => {
    const {text, isError} = await connection.call('list_items', {section: 'compnents'});
    expect(isError).toBe(true);
    expect(text).toBe(
      'There is no section "compnents". Did you mean: `components`? ' +
        'The sections are `components`, `cdk`, `guides`.',
    );
  });
});
