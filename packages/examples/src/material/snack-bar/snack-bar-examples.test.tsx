import {clearAnnouncements, LIVE_ANNOUNCER_CLASS} from '@material-react/cdk/a11y';
import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {SnackBarProvider} from '@material-react/material/snack-bar';
import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {SnackBarOverviewExample} from './snack-bar-overview/snack-bar-overview-example';
import {SnackBarPositionExample} from './snack-bar-position/snack-bar-position-example';
import {SnackBarRetryExample} from './snack-bar-retry/snack-bar-retry-example';

const snackBar = () => document.querySelector<HTMLElement>('.mat-snack-bar');
const liveRegion = () => document.querySelector(`.${LIVE_ANNOUNCER_CLASS}`);

afterEach(() => clearAnnouncements());

describe('snack bar examples', () => {
  it.each([
    ['snack-bar-overview', SnackBarOverviewExample],
    ['snack-bar-position', SnackBarPositionExample],
    ['snack-bar-retry', SnackBarRetryExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example, {wrapper: SnackBarProvider});
    expect(screen.getAllByRole('button').length).toBeGreaterThan(0);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('retry: an error stays and is read at once; Retry saves once the connection is back', async () => {
    const user = userEvent.setup();
    renderInMain(SnackBarRetryExample, {wrapper: SnackBarProvider});
    await user.click(screen.getByRole('button', {name: 'Save notes'}));
    expect(snackBar()?.textContent).toContain('Could not save your notes: no connection.');
    await waitFor(() =>
      expect(liveRegion()?.textContent).toBe('Could not save your notes: no connection.'),
    );
    expect(liveRegion()?.getAttribute('aria-live')).toBe('assertive');
    expect(screen.getByText('Last saved: never')).toBeTruthy();

    // Retrying while still offline fails again, with the same persistent message.
    await user.click(screen.getByRole('button', {name: 'Retry'}));
    expect(snackBar()?.textContent).toContain('Could not save your notes');

    await user.click(screen.getByRole('checkbox', {name: 'Pretend the connection is lost'}));
    await user.click(screen.getByRole('button', {name: 'Retry'}));
    expect(snackBar()?.textContent).toContain('Notes saved.');
    expect(screen.queryByRole('button', {name: 'Retry'})).toBeNull();
    expect(screen.getByText('Last saved: version 1')).toBeTruthy();

    // The page's own button does the same as the action.
    await user.click(screen.getByRole('button', {name: 'Save notes'}));
    expect(screen.getByText('Last saved: version 2')).toBeTruthy();
  });
});
