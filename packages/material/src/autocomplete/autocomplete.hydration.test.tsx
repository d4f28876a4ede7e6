import {prerenderAndHydrate} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it} from 'vitest';
import {FormField} from '../form-field';
import {Autocomplete, AutocompleteOption} from './index';

function Form() {
  return (
    <form aria-label="Order">
      <FormField label="Fruit" hint="Type a fruit">
        <Autocomplete
          name="fruit"
          defaultValue="cherry"
          displayWith={(value) => value.toUpperCase()}
        >
          <AutocompleteOption value="apple">Apple</AutocompleteOption>
          <AutocompleteOption value="cherry">Cherry</AutocompleteOption>
        </Autocomplete>
      </FormField>
    </form>
  );
}

describe('hydration', () => {
  let unmount = () => {};
  afterEach(() => unmount());

  it('renders on the server with the chosen text and hydrates without mismatches', async () => {
    const tree = await prerenderAndHydrate(<Form />);
    unmount = tree.unmount;
    expect(tree.html).toContain('role="combobox"');
    expect(tree.html).toContain('value="CHERRY"');
    expect(tree.html).toContain('aria-expanded="false"');
    expect(tree.recoverableErrors).toEqual([]);
    expect(tree.consoleErrors).toEqual([]);

    const user = userEvent.setup();
    const input = screen.getByRole('combobox', {name: 'Fruit'});
    await user.click(input);
    // The panel shows once the positioning engine, loaded on first use, has placed it.
    expect(await screen.findByRole('listbox', {name: 'Fruit'})).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveProperty('value', 'APPLE');
  });
});
