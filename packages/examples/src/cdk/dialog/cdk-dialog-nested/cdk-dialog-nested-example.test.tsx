import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it} from 'vitest';
import {CdkDialogNestedExample} from './cdk-dialog-nested-example';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

afterEach(() => document.querySelector('.cdk-overlay-container')?.remove());

function renderExample() {
  return render(
    <main>
      <CdkDialogNestedExample />
    </main>,
  );
}

describe('CdkDialogNestedExample', () => {
  it('closes without asking when nothing changed', async () => {
    const user = userEvent.setup();
    renderExample();
    const trigger = screen.getByRole('button', {name: 'Rename notebook'});
    await user.click(trigger);
    const editor = screen.getByRole('dialog', {name: 'Rename notebook'});
    expect(document.activeElement).toBe(within(editor).getByRole('textbox', {name: 'Name'}));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('asks before discarding changes; Escape closes only the confirmation', async () => {
    const user = userEvent.setup();
    renderExample();
    const trigger = screen.getByRole('button', {name: 'Rename notebook'});
    await user.click(trigger);
    const editor = screen.getByRole('dialog', {name: 'Rename notebook'});
    const input = within(editor).getByRole('textbox', {name: 'Name'});
    await user.clear(input);
    await user.type(input, 'Sketches');
    await user.keyboard('{Escape}');

    const confirm = screen.getByRole('alertdialog', {
      name: 'Discard the new name?',
      description: 'The notebook keeps the name “Field notes”.',
    });
    // Focus starts on the harmless choice, and the editor below is out of reach.
    expect(document.activeElement).toBe(
      within(confirm).getByRole('button', {name: 'Keep editing'}),
    );
    expect(editor.closest('[inert]')).not.toBeNull();
    await expectNoAxeViolations();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', {name: 'Rename notebook'})).toBe(editor);
    expect(editor.closest('[inert]')).toBeNull();
    expect(document.activeElement).toBe(input);
    expect(input).toHaveProperty('value', 'Sketches');

    await user.click(within(editor).getByRole('button', {name: 'Cancel'}));
    await user.click(screen.getByRole('button', {name: 'Discard'}));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('The notebook is called “Field notes”.');
    expect(document.activeElement).toBe(trigger);
  });

  it('saves the new name with Enter', async () => {
    const user = userEvent.setup();
    renderExample();
    await user.click(screen.getByRole('button', {name: 'Rename notebook'}));
    const input = screen.getByRole('textbox', {name: 'Name'});
    await user.clear(input);
    await user.type(input, 'Sketches{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('The notebook is called “Sketches”.');
    await expectNoAxeViolations();
  });
});
