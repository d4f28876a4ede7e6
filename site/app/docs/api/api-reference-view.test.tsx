import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {render, screen, within} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {renderEntryPoint} from '@material-react/tools/docs-data/light';
import type {ApiDoc, ApiReference} from '../content/api-reference';
import {ApiReferenceView, apiHeadings} from './api-reference-view';

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

/** An entry point with one symbol in every group. */
const everyGroup: ApiDoc = {
  ...reference.entryPoints[0]!,
  hooks: [
    {
      kind: 'hook',
      name: 'useChip',
      description: '',
      source,
      signature: 'useChip(): void',
      parameters: [],
      returns: {type: 'void', description: ''},
    },
  ],
  functions: [
    {
      kind: 'function',
      name: 'chipId',
      description: '',
      source,
      signature: 'chipId(): string',
      parameters: [],
      returns: {type: 'string', description: ''},
    },
  ],
  classes: [
    {kind: 'class', name: 'ChipModel', description: '', source, properties: [], methods: []},
  ],
  types: [{kind: 'type', name: 'ChipSize', description: '', source, type: "'small' | 'large'"}],
  constants: [{kind: 'constant', name: 'CHIP_CLASS', description: '', source, type: 'string'}],
};

describe('the API groups', () => {
  it("are in the order and words of the API's Markdown", () => {
    render(<ApiReferenceView reference={{entryPoints: [everyGroup]}} />);
    const onPage = screen.getAllByRole('heading', {level: 2}).map((heading) => heading.textContent);
    const inMarkdown = [...renderEntryPoint(everyGroup, 1).matchAll(/^## (.+)$/gm)].map(
      (match) => match[1],
    );
    expect(onPage).toHaveLength(6);
    expect(onPage).toEqual(inMarkdown);
    expect(
      apiHeadings({entryPoints: [everyGroup]})
        .filter((heading) => heading.level === 2)
        .map((heading) => heading.text),
    ).toEqual(inMarkdown);
  });
});
