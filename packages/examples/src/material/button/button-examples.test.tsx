import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {act, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {fakeTimeouts, renderInMain} from '../../testing';
import {ButtonIconToggleExample} from './button-icon-toggle/button-icon-toggle-example';
import {ButtonLinkAndIconExample} from './button-link-and-icon/button-link-and-icon-example';
import {ButtonLoadingExample} from './button-loading/button-loading-example';
import {ButtonOverviewExample} from './button-overview/button-overview-example';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('button examples', () => {
  it.each([
    ['button-overview', ButtonOverviewExample],
    ['button-link-and-icon', ButtonLinkAndIconExample],
    ['button-loading', ButtonLoadingExample],
    ['button-icon-toggle', ButtonIconToggleExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(document.querySelector('.mat-button, .mat-icon-button')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('loading: shows a spinner while the task runs, keeps focus and ignores more presses', async () => {
    fakeTimeouts();
    const user = userEvent.setup({advanceTimers: vi.advanceTimersByTime});
    renderInMain(ButtonLoadingExample);
    const save = screen.getByRole('button', {name: 'Save draft'});
    const publish = screen.getByRole('button', {name: 'Publish'});
    const status = screen.getByRole('status');

    await user.click(save);
    expect(status.textContent).toBe('Saving the draft…');
    expect(save.querySelector('.mat-progress-spinner')).toBeTruthy();
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(publish.getAttribute('aria-disabled')).toBe('true');
    // Still enabled for focus, so focus stays on the pressed button.
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(save);
    // The status line speaks for the spinner, which is hidden from the button's name.
    expect(
      save.querySelector('.mat-progress-spinner')?.closest('[aria-hidden="true"]'),
    ).toBeTruthy();
    expect(save.textContent).toBe('Save draft');

    await user.click(publish);
    expect(status.textContent).toBe('Saving the draft…');
    expect(publish.querySelector('.mat-progress-spinner')).toBeNull();

    act(() => vi.runOnlyPendingTimers());
    expect(status.textContent).toBe('Draft saved.');
    expect(save.querySelector('.mat-progress-spinner')).toBeNull();
    expect(save.hasAttribute('aria-disabled')).toBe(false);

    await user.click(publish);
    expect(status.textContent).toBe('Publishing the article…');
    act(() => vi.runOnlyPendingTimers());
    expect(status.textContent).toBe('Article published.');
  });

  it('icon toggle: pressed buttons keep their name, the play button changes it', async () => {
    const user = userEvent.setup();
    renderInMain(ButtonIconToggleExample);
    expect(screen.getByRole('group', {name: 'Clair de lune'})).toBeTruthy();
    const favourite = screen.getByRole('button', {name: 'Favourite'});
    expect(favourite.getAttribute('aria-pressed')).toBe('false');
    await user.click(favourite);
    expect(favourite.getAttribute('aria-pressed')).toBe('true');
    expect(favourite.dataset['variant']).toBe('tonal');

    await user.click(screen.getByRole('button', {name: 'Mute'}));
    expect(screen.getByRole('button', {name: 'Mute', pressed: true})).toBeTruthy();

    const play = screen.getByRole('button', {name: 'Play'});
    expect(play.hasAttribute('aria-pressed')).toBe(false);
    await user.click(play);
    expect(play.getAttribute('aria-label')).toBe('Pause');
    expect(screen.getByText('Playing, in your favourites, muted.')).toBeTruthy();

    // Keyboard: Space toggles the focused button.
    screen.getByRole('button', {name: 'Repeat'}).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', {name: 'Repeat'}).getAttribute('aria-pressed')).toBe('true');
  });
});
