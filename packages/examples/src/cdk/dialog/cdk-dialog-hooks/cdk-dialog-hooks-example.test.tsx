import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it} from 'vitest';
import {CdkDialogHooksExample} from './cdk-dialog-hooks-example';

afterEach(() => document.querySelector('.cdk-overlay-container')?.remove());

describe('CdkDialogHooksExample', () => {
  it('asks before signing out and gives focus back to the button', async () => {
    const user = userEvent.setup();
    render(<CdkDialogHooksExample />);
    const signOut = screen.getByRole('button', {name: 'Sign out'});
    await user.click(signOut);
    const dialog = screen.getByRole('alertdialog', {
      name: 'Sign out?',
      description: 'Unsaved changes in open documents will be lost.',
    });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(screen.getAllByRole('button', {name: 'Sign out'})[1]!);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('You are signed out.');
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Sign in again'}));
  });
});
