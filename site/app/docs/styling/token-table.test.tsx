import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {fireEvent, render, screen, within} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import type {ComponentToken} from '@material-react/tools/tokens/client';
import {TokenTable} from './token-table';

const TOKENS: ComponentToken[] = [
  {
    name: '--mat-chip-outline-color',
    fallback: 'var(--mat-sys-outline)',
    systemToken: '--mat-sys-outline',
    kind: 'color',
    description: 'Border colour of an unselected chip.',
  },
  {
    name: '--mat-chip-container-height',
    fallback: '32px',
    systemToken: null,
    kind: 'size',
    description: 'Height of every chip.',
  },
];

describe('TokenTable', () => {
  it('lists each token in code, on a row whose id search results link to', async () => {
    const {container} = render(
      <TokenTable
        componentName="Chips"
        tokens={TOKENS}
        overrides={{}}
        resolved={{}}
        onChange={() => {}}
      />,
    );
    const table = screen.getByRole('region', {name: 'Tokens of Chips'});
    const row = within(table).getByRole('row', {name: /--mat-chip-outline-color/});
    expect(row.id).toBe('mat-chip-outline-color');
    expect(within(row).getByText('--mat-chip-outline-color').tagName).toBe('CODE');
    // A fallback that is only a system token shows as that token.
    expect(within(row).getByText('--mat-sys-outline').tagName).toBe('CODE');
    await expectNoAxeViolations(container);
  }, 30_000);

  it('edits a colour with a colour input and anything else with a text field', () => {
    const onChange = vi.fn();
    render(
      <TokenTable
        componentName="Chips"
        tokens={TOKENS}
        overrides={{'--mat-chip-container-height': '40px'}}
        resolved={{'--mat-chip-outline-color': {value: 'rgb(121, 116, 126)', hex: '#79747e'}}}
        onChange={onChange}
      />,
    );
    const colour = screen.getByLabelText('Value of --mat-chip-outline-color');
    expect((colour as HTMLInputElement).type).toBe('color');
    expect((colour as HTMLInputElement).value).toBe('#79747e');
    fireEvent.change(colour, {target: {value: '#ff0000'}});
    expect(onChange).toHaveBeenCalledWith('--mat-chip-outline-color', '#ff0000');

    const height = screen.getByRole('textbox', {name: 'Value of --mat-chip-container-height'});
    expect((height as HTMLInputElement).value).toBe('40px');
    expect(
      screen.getByRole('row', {name: /--mat-chip-container-height/}).hasAttribute('data-changed'),
    ).toBe(true);
    fireEvent.change(height, {target: {value: '36px'}});
    expect(onChange).toHaveBeenCalledWith('--mat-chip-container-height', '36px');
  });
});
