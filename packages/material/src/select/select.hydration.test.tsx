import {act, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
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
  afterEach(() => {
    unmount();
    document.body.innerHTML = '';
  });

  it('renders on the server with the chosen value and hydrates without mismatches', async () => {
    const html = renderToString(<Form />);
    expect(html).toContain('Medium');
    expect(html).toContain('aria-invalid="true"');
    // Both controls mark themselves filled, so CSS floats the labels before hydration.
    expect(html.match(/data-filled=""/g)).toHaveLength(2);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, <Form />, {onRecoverableError}));
    unmount = () => act(() => root.unmount());
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // Values present before hydration float the labels.
    expect(container.querySelectorAll('.mat-form-field[data-floating]')).toHaveLength(2);

    await userEvent.click(screen.getByRole('combobox', {name: 'Size'}));
    expect(screen.getByRole('listbox', {name: 'Size'})).toBeTruthy();
  });
});
