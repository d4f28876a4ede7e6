// @vitest-environment node
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {connectFixtureClient} from '../fixtures/fixture-store';

describe('get_example', () => {
  let connection: Awaited<ReturnType<typeof connectFixtureClient>>;
  beforeAll(async () => {
    connection = await connectFixtureClient();
  });
  afterAll(() => connection.close());

  it('gives the title, the item and its URL, and every file in a fenced block', async () => {
    const {text, isError} = await connection.call('get_example', {id: 'button-overview'});
    expect(isError).toBe(false);
    expect(text).toMatch(/^# Button overview\n/);
    expect(text).toContain(
      'Example `button-overview` of Button (Components): ' +
        'https://docs.example.test/components/button/examples#button-overview',
    );
    expect(text).toContain(
      "## button-overview-example.tsx\n\n```tsx\nimport {Button} from '@material-react/material/button';",
    );
    expect(text).toContain('## button-overview-example.css\n\n```css\n.button-row {');
  });

  it('fences code that holds backticks with a longer fence', async () => {
    const {text} = await connection.call('get_example', {id: 'Tooltip-Position'});
    expect(text).toContain('## tooltip-position-example.tsx\n\n````tsx\n');
    expect(text).toMatch(/<\/Tooltip>\n {2}\);\n\}\n````$/);
  });

  it("names an item's examples when given the item's id", async () => {
    const {text, isError} = await connection.call('get_example', {id: 'tooltip'});
    expect(isError).toBe(true);
    expect(text).toContain(
      'There is no example "tooltip". `tooltip` is an item; its examples are `tooltip-position`.',
    );
  });

  it('names the nearest examples for an unknown id, and refuses an empty one', async () => {
    const typo = await connection.call('get_example', {id: 'buton-overview'});
    expect(typo.isError).toBe(true);
    expect(typo.text).toContain(
      'There is no example "buton-overview". Did you mean: `button-overview`?',
    );
    const empty = await connection.call('get_example', {id: ''});
    expect(empty.isError).toBe(true);
    expect(empty.text).toContain('The example id is empty');
  });
});
