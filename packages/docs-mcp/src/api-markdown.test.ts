// @vitest-environment node
import type {ApiDoc} from '@material-react/tools/api';
import {describe, expect, it} from 'vitest';
import {importLineOf, renderEntryPoint, renderSymbol, symbolsOf} from './api-markdown';
import {fixtureStore} from './fixtures/fixture-store';

const api = (entryPoint: string): ApiDoc =>
  fixtureStore().docs.api.find((entry) => entry.entryPoint === entryPoint)!;
const symbol = (entryPoint: string, name: string) =>
  symbolsOf(api(entryPoint)).find((entry) => entry.name === name)!;

describe('renderSymbol', () => {
  it('gives a component a props table with types, defaults and the inherited line', () => {
    const markdown = renderSymbol(symbol('@material-react/material/button', 'Button'), 2);
    expect(markdown).toContain('## Button (component)');
    expect(markdown).toContain('Props (`ButtonProps`):');
    expect(markdown).toContain('| Prop | Type | Default | Description |');
    expect(markdown).toContain(
      "| `variant` | `ButtonVariant` (`'text' \\| 'filled' \\| 'outlined'`) | `'text'` | How much the button stands out. |",
    );
    expect(markdown).toContain('…and every prop of `<button>`.');
  });

  it('marks required props', () => {
    const markdown = renderSymbol(symbol('@material-react/material/tooltip', 'Tooltip'), 1);
    expect(markdown).toContain('| `message` (required) | `string` |  | The text of the tooltip. |');
  });

  it('gives every overload of a hook with its parameters and return value', () => {
    const markdown = renderSymbol(symbol('@material-react/cdk/a11y', 'useFocusOrigin'), 1);
    expect(markdown).toContain('2 overloads:');
    expect(markdown).toContain(
      '```ts\nuseFocusOrigin(element: HTMLElement | null, checkChildren: boolean): FocusOrigin\n```',
    );
    expect(markdown).toContain(
      '| `checkChildren` | `boolean` |  | Whether focus on a descendant counts. |',
    );
    expect(markdown).toContain(
      'Returns `FocusOrigin`: The origin of the last focus within the element.',
    );
  });

  it('gives a function its optional parameters with defaults, and its deprecation', () => {
    expect(renderSymbol(symbol('@material-react/cdk/a11y', 'announce'), 1)).toContain(
      "| `politeness` (optional) | `AriaLivePoliteness` | `'polite'` | Whether the message interrupts the user. |",
    );
    expect(renderSymbol(symbol('@material-react/cdk/a11y', 'trackFocusOrigin'), 1)).toContain(
      '**Deprecated:** Use `useFocusOrigin` instead.',
    );
  });

  it('gives a class its constructor, properties and methods', () => {
    const markdown = renderSymbol(symbol('@material-react/cdk/a11y', 'ListKeyManager'), 2);
    expect(markdown).toContain('## ListKeyManager<T> (class)');
    expect(markdown).toContain('```ts\nnew ListKeyManager<T>(items: readonly T[])\n```');
    expect(markdown).toContain('| `activeIndex` (required) (readonly) | `number` |');
    expect(markdown).toContain('### setActiveItem()');
    expect(markdown).toContain('```ts\nsetActiveItem(index: number): void\n```');
  });

  it('gives types their definition, members or enum members, and constants their value', () => {
    expect(renderSymbol(symbol('@material-react/cdk/a11y', 'FocusOrigin'), 1)).toContain(
      "```ts\ntype FocusOrigin = 'mouse' | 'keyboard' | 'touch' | 'program' | null;\n```",
    );
    expect(renderSymbol(symbol('@material-react/cdk/a11y', 'AriaLivePoliteness'), 1)).toContain(
      '| `Assertive` | `"assertive"` | Interrupts the user. |',
    );
    expect(renderSymbol(symbol('@material-react/material/tooltip', 'TooltipProps'), 1)).toContain(
      "| `position` | `TooltipPosition` | `'below'` |",
    );
    expect(
      renderSymbol(symbol('@material-react/material/tooltip', 'TOOLTIP_PANEL_CLASS'), 1),
    ).toContain("```ts\nconst TOOLTIP_PANEL_CLASS: string = 'mat-tooltip-panel';\n```");
  });
});

describe('renderEntryPoint', () => {
  it('lists the symbols by kind under the import line, and points props types at their component', () => {
    const markdown = renderEntryPoint(api('@material-react/material/tooltip'), 2);
    expect(
      markdown.startsWith('## `@material-react/material/tooltip`\n\n```ts\nimport {Tooltip'),
    ).toBe(true);
    const order = ['### Components', '#### Tooltip (component)', '### Types', '### Constants'];
    const positions = order.map((text) => markdown.indexOf(text));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(markdown).toContain('Its members are the props of `Tooltip` above.');
    expect(markdown).not.toContain('### Hooks');
  });
});

describe('importLineOf', () => {
  it('imports values plainly and types with `import type`', () => {
    const tooltip = api('@material-react/material/tooltip');
    expect(importLineOf(tooltip, symbol(tooltip.entryPoint, 'Tooltip'))).toBe(
      "import {Tooltip} from '@material-react/material/tooltip';",
    );
    expect(importLineOf(tooltip, symbol(tooltip.entryPoint, 'TooltipProps'))).toBe(
      "import type {TooltipProps} from '@material-react/material/tooltip';",
    );
  });
});
