import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {render, screen, within} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import type {ApiReference} from '../content/api-reference';
import {ApiReferenceView} from './api-reference-view';

const source = {file: 'packages/material/src/chip/chip.tsx', line: 1};

const reference: ApiReference = {
  entryPoints: [
    {
      entryPoint: '@material-react/material/chip',
      file: 'packages/material/src/chip/index.ts',
      importLine: "import {Chip} from '@material-react/material/chip';",
      components: [
        {
          kind: 'component',
          name: 'Chip',
          description: '<p>A compact element.</p>',
          source,
          props: [
            {name: 'label', type: 'string', required: true, description: '<p>The text.</p>'},
            {
              name: 'size',
              type: "'small' | 'large'",
              required: false,
              default: "'small'",
              description: '<p>How big it is.</p>',
            },
          ],
        },
      ],
      hooks: [],
      functions: [],
      classes: [],
      types: [],
      constants: [],
      problems: [],
    },
  ],
};

describe('ApiReferenceView', () => {
  it('shows a dash for a prop without default, which reads as "None"', async () => {
    render(
      <main>
        <ApiReferenceView reference={reference} />
      </main>,
    );
    const table = screen.getByRole('region', {name: 'Props of Chip'});
    const [, label, size] = within(table).getAllByRole('row');
    const defaultCell = (row: HTMLElement) => within(row).getAllByRole('cell')[1]!;

    const none = defaultCell(label!);
    // On screen, a dash hidden from screen readers; for them, a word.
    expect(none.querySelector('[aria-hidden="true"]')?.textContent).toBe('–');
    expect(none.querySelector('.cdk-visually-hidden')?.textContent).toBe('None');
    // A span without a role cannot carry a name: nothing in the table tries.
    expect(table.querySelectorAll('span[aria-label]')).toHaveLength(0);
    expect(defaultCell(size!).textContent).toBe("'small'");
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });
});
