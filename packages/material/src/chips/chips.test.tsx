import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {FormField} from '../form-field';
import {Chip, ChipGrid, ChipInput, ChipListbox, ChipOption, ChipRow, ChipSet} from './index';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

describe('ChipSet', () => {
  it('lists static chips with optional remove buttons', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(
      <main>
        <ChipSet aria-label="Dog breeds">
          <Chip avatar="B">Beagle</Chip>
          <Chip removable onRemove={onRemove}>
            Corgi
          </Chip>
          <Chip removable disabled>
            Pug
          </Chip>
        </ChipSet>
      </main>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', {name: 'Remove Corgi'}));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', {name: 'Remove Pug'}) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await expectNoAxeViolations();
  });
});

function Filters(props: {multiple?: boolean; onValueChange?: (value: string[]) => void}) {
  return (
    <main>
      <ChipListbox aria-label="Cuisine" defaultValue={['thai']} {...props}>
        <ChipOption value="italian">Italian</ChipOption>
        <ChipOption value="mexican" disabled>
          Mexican
        </ChipOption>
        <ChipOption value="thai">Thai</ChipOption>
        <ChipOption value="greek">Greek</ChipOption>
      </ChipListbox>
    </main>
  );
}

describe('ChipListbox', () => {
  it('selects one chip by click and keyboard', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Filters onValueChange={onValueChange} />);
    const thai = screen.getByRole('option', {name: 'Thai'});
    expect(thai.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('listbox').hasAttribute('aria-multiselectable')).toBe(false);
    await expectNoAxeViolations();
    await user.tab();
    expect(document.activeElement).toBe(thai);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('option', {name: 'Greek'}));
    await user.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith(['greek']);
    // Wraps around and skips the disabled chip.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(thai);
    await user.click(screen.getByRole('option', {name: 'Mexican'}));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('option', {name: 'Greek'}));
    expect(onValueChange).toHaveBeenLastCalledWith([]);
  });

  it('selects several chips when multiple', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Filters multiple onValueChange={onValueChange} />);
    expect(screen.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
    await user.click(screen.getByRole('option', {name: 'Italian'}));
    expect(onValueChange).toHaveBeenLastCalledWith(['thai', 'italian']);
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['thai']);
  });
});

function Tags({initial = ['angular', 'react', 'vue']}: {initial?: string[]}) {
  const [tags, setTags] = useState(initial);
  return (
    <main>
      <FormField label="Frameworks">
        <ChipGrid>
          {tags.map((tag) => (
            <ChipRow
              key={tag}
              removable
              onRemove={() => setTags((current) => current.filter((other) => other !== tag))}
            >
              {tag}
            </ChipRow>
          ))}
        </ChipGrid>
        <ChipInput
          placeholder="Add a framework"
          separatorKeys={['Enter', ',']}
          onAdd={(tag) => setTags((current) => [...current, tag])}
        />
      </FormField>
    </main>
  );
}

const rowText = () => screen.queryAllByRole('row').map((row) => row.textContent);

describe('ChipGrid', () => {
  it('is a labelled grid of rows with remove buttons', async () => {
    render(<Tags />);
    expect(screen.getByRole('grid', {name: 'Frameworks'})).toBeTruthy();
    expect(rowText()).toEqual(['angular', 'react', 'vue']);
    expect(screen.getByRole('textbox', {name: 'Frameworks'})).toBeTruthy();
    expect(screen.getAllByRole('gridcell')).toHaveLength(6);
    await expectNoAxeViolations();
  });

  it('adds chips from the input with Enter and separators', async () => {
    const user = userEvent.setup();
    render(<Tags initial={[]} />);
    const input = screen.getByRole('textbox', {name: 'Frameworks'}) as HTMLInputElement;
    await user.click(input);
    await user.keyboard('svelte{Enter}solid,  {Enter}');
    expect(rowText()).toEqual(['svelte', 'solid']);
    expect(input.value).toBe('');
  });

  it('moves between chips with arrows and removes with Backspace and Delete', async () => {
    const user = userEvent.setup();
    render(<Tags />);
    const input = screen.getByRole('textbox', {name: 'Frameworks'});
    await user.click(input);
    // Backspace in the empty input goes to the last chip.
    await user.keyboard('{Backspace}');
    expect(document.activeElement?.textContent).toBe('vue');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Remove react'}));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('react');
    await user.keyboard('{Delete}');
    expect(rowText()).toEqual(['angular', 'vue']);
    // Focus goes to the chip that took its place.
    expect(document.activeElement?.textContent).toBe('vue');
    await user.keyboard('{Backspace}');
    expect(document.activeElement?.textContent).toBe('angular');
    await user.keyboard('{Backspace}');
    expect(rowText()).toEqual([]);
    expect(document.activeElement).toBe(input);
  });

  it('removes a chip with its remove button', async () => {
    const user = userEvent.setup();
    render(<Tags />);
    await user.click(screen.getByRole('button', {name: 'Remove angular'}));
    expect(rowText()).toEqual(['react', 'vue']);
    expect(document.activeElement?.textContent).toBe('react');
  });

  it('enters the grid with Tab at the first chip', async () => {
    const user = userEvent.setup();
    render(<Tags />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('angular');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', {name: 'Frameworks'}));
    await user.tab({shift: true});
    expect(document.activeElement?.textContent).toBe('vue');
  });
});
