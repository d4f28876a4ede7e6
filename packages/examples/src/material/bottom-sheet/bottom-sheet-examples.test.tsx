import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {BottomSheetControlledExample} from './bottom-sheet-controlled/bottom-sheet-controlled-example';
import {BottomSheetFormExample} from './bottom-sheet-form/bottom-sheet-form-example';
import {BottomSheetOverviewExample} from './bottom-sheet-overview/bottom-sheet-overview-example';

const focused = () => document.activeElement;

afterEach(() => document.querySelector('.cdk-overlay-container')?.remove());

describe('bottom sheet examples', () => {
  it.each([
    ['bottom-sheet-overview', BottomSheetOverviewExample, 'Share'],
    ['bottom-sheet-form', BottomSheetFormExample, 'Add a comment'],
    ['bottom-sheet-controlled', BottomSheetControlledExample, 'More options for “Team photo.jpg”'],
  ])('%s has no accessibility violations, closed or open', async (_id, Example, opener) => {
    const user = userEvent.setup();
    renderInMain(Example);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
    await user.click(screen.getByRole('button', {name: opener}));
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
    // The sheet lives in the overlay container, outside the page's landmarks by design.
    await expectNoAxeViolations();
  });

  it('overview: shares through an action in the list, and Escape closes without one', async () => {
    const user = userEvent.setup();
    renderInMain(BottomSheetOverviewExample);
    const share = screen.getByRole('button', {name: 'Share'});
    await user.click(share);
    const sheet = screen.getByRole('dialog', {name: 'Share “Porto, day 3”'});
    const actions = within(sheet).getAllByRole('listitem');
    expect(actions.map((item) => item.textContent)).toEqual([
      'Send by email',
      'Send as a message',
      'Add to an album',
      'Print',
    ]);
    expect(focused()).toBe(screen.getByRole('button', {name: 'Send by email'}));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(focused()).toBe(share);

    await user.click(share);
    await user.click(screen.getByRole('button', {name: 'Add to an album'}));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Added to “Holidays”.');
    expect(focused()).toBe(share);
  });

  it('form: checks the comment, then posts it to the page', async () => {
    const user = userEvent.setup();
    renderInMain(BottomSheetFormExample);
    const add = screen.getByRole('button', {name: 'Add a comment'});
    await user.click(add);
    screen.getByRole('dialog', {name: 'Add a comment'});
    const name = screen.getByRole('textbox', {name: 'Name'});
    expect(focused()).toBe(name);

    await user.click(screen.getByRole('button', {name: 'Post'}));
    const comment = screen.getByRole('textbox', {name: /Comment/});
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await expectNoAxeViolations();

    await user.type(name, 'Rui');
    await user.type(comment, 'Lovely light in this one.');
    await user.click(screen.getByRole('button', {name: 'Post'}));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('list', {name: 'Comments'}).textContent).toBe(
      'Rui: Lovely light in this one.',
    );
    expect(focused()).toBe(add);

    // Cancel posts nothing, and the form starts empty again.
    await user.click(add);
    expect((screen.getByRole('textbox', {name: 'Name'}) as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('controlled: opens for the chosen file and reports the action taken', async () => {
    const user = userEvent.setup();
    renderInMain(BottomSheetControlledExample);
    const more = screen.getByRole('button', {name: 'More options for “Budget 2026.xlsx”'});
    expect(screen.getByRole('status').textContent).toBe('No action yet.');
    await user.click(more);
    const sheet = screen.getByRole('dialog', {name: 'Budget 2026.xlsx'});
    expect(within(sheet).getByRole('button', {name: 'Add star'})).toBeTruthy();
    await user.click(within(sheet).getByRole('button', {name: 'Add star'}));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Starred “Budget 2026.xlsx”.');
    expect(screen.getByText('Budget 2026.xlsx (starred)')).toBeTruthy();
    expect(focused()).toBe(more);

    // The same sheet, opened for another file, offers that file's actions.
    await user.click(screen.getByRole('button', {name: 'More options for “Team photo.jpg”'}));
    screen.getByRole('dialog', {name: 'Team photo.jpg'});
    expect(screen.getByRole('button', {name: 'Remove star'})).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Make a copy'}));
    expect(screen.getByRole('status').textContent).toBe('Made “Copy of Team photo.jpg”.');
    expect(
      within(screen.getByRole('list', {name: 'Files'}))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Budget 2026.xlsx (starred)',
      'Team photo.jpg (starred)',
      'Offsite notes.docx',
      'Copy of Team photo.jpg',
    ]);
  });
});
