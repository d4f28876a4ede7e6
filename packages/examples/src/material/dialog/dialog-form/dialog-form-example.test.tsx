import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {afterEach, describe, expect, it} from 'vitest';
import {DialogFormExample} from './dialog-form-example';

afterEach(() => document.querySelector('.cdk-overlay-container')?.remove());

describe('DialogFormExample', () => {
  it('checks the fields, then returns the contact to the page', async () => {
    const user = userEvent.setup();
    render(<DialogFormExample />);
    const add = screen.getByRole('button', {name: 'Add contact'});
    await user.click(add);
    const dialog = screen.getByRole('dialog', {name: 'New contact'});
    const name = screen.getByRole('textbox', {name: 'Name'});
    expect(document.activeElement).toBe(name);

    await user.click(screen.getByRole('button', {name: 'Save'}));
    expect(dialog.isConnected).toBe(true);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const results = await axe.run(document.body, {rules: {region: {enabled: false}}});
    expect(results.violations).toEqual([]);

    await user.type(name, 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'ada@example.com{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('list', {name: 'Contacts'}).textContent).toBe(
      'Ada Lovelace <ada@example.com>',
    );
    expect(document.activeElement).toBe(add);

    // Cancel returns nothing, and the form starts empty again.
    await user.click(add);
    expect((screen.getByRole('textbox', {name: 'Name'}) as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
