import {prerenderAndHydrate} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it} from 'vitest';
import {FormField, Input} from '../form-field';
import {Option, Select} from './index';

function Form() {
  return (
    <form aria-label="Order">
      <FormField label="Name" hint="Your full name">
        <Input defaultValue="Ada" />
      </FormField>
      <FormField label="Size" appearance="outline" error="Choose a size">
        <Select name="size" defaultValue="m">
          <Option value="s">Small</Option>
          <Option value="m">Medium</Option>
        </Select>
      </FormField>
    </form>
  );
}

describe('hydration', () => {
  let unmount = () => {};
  afterEach(() => unmount());

  it('renders on the server with the chosen value and hydrates without mismatches', async () => {
    const {
      html,
      container,
      recoverableErrors,
      consoleErrors,
      unmount: remove,
    } = await prerenderAndHydrate(<Form />);
    unmount = remove;
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(html).toContain('Medium');
    expect(html).toContain('aria-invalid="true"');
    // The input's label points at it; the select's trigger, a div, is named by the label's id.
    const labels = [...container.querySelectorAll('label')];
    expect(labels.map((label) => label.textContent)).toEqual(['Name', 'Size']);
    expect(labels[0]!.htmlFor).toBe(screen.getByRole('textbox', {name: 'Name'}).id);
    expect(labels[1]!.hasAttribute('for')).toBe(false);
    expect(screen.getByRole('combobox', {name: 'Size'}).getAttribute('aria-labelledby')).toBe(
      labels[1]!.id,
    );
    // Both controls mark themselves filled, so CSS floats the labels before hydration.
    expect(html.match(/data-filled=""/g)).toHaveLength(2);
    // Values present before hydration float the labels.
    expect(container.querySelectorAll('.mat-form-field[data-floating]')).toHaveLength(2);

    await userEvent.click(screen.getByRole('combobox', {name: 'Size'}));
    // The panel shows once the positioning engine, loaded on first use, has placed it.
    expect(await screen.findByRole('listbox', {name: 'Size'})).toBeTruthy();
  });
});
