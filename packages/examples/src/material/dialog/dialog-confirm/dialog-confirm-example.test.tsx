import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it} from 'vitest';
import {DialogConfirmExample} from './dialog-confirm-example';

afterEach(() => document.querySelector('.cdk-overlay-container')?.remove());

describe('DialogConfirmExample', () => {
  it('asks before deleting, starting on Cancel, and keeps focus on the page after', async () => {
    const user = userEvent.setup();
    render(<DialogConfirmExample />);
    const deletePhoto = screen.getByRole('button', {name: 'Delete “Team photo.jpg”'});
    await user.click(deletePhoto);
    screen.getByRole('alertdialog', {name: 'Delete “Team photo.jpg”?'});
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Cancel'}));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(deletePhoto);

    await user.click(deletePhoto);
    await user.click(screen.getByRole('button', {name: 'Delete'}));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Team photo.jpg')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Deleted “Team photo.jpg”.');
    // Its own button went with the file, so focus goes to "Restore all".
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Restore all'}));
  });
});
