import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {act, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {fakeTimeouts, renderInMain} from '../../testing';
import {ProgressBarConfigurableExample} from './progress-bar-configurable/progress-bar-configurable-example';
import {ProgressBarOverviewExample} from './progress-bar-overview/progress-bar-overview-example';
import {ProgressBarUploadExample} from './progress-bar-upload/progress-bar-upload-example';

/** Lets the pretend network run for `ticks` ticks of 250 ms. */
function tick(ticks = 1) {
  for (let index = 0; index < ticks; index++) act(() => vi.advanceTimersByTime(250));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('progress bar examples', () => {
  it.each([
    ['progress-bar-overview', ProgressBarOverviewExample],
    ['progress-bar-configurable', ProgressBarConfigurableExample],
    ['progress-bar-upload', ProgressBarUploadExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(document.querySelector('.mat-progress-bar')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('upload: queries while connecting, then fills each file in turn and says when it is done', async () => {
    fakeTimeouts();
    const user = userEvent.setup({advanceTimers: vi.advanceTimersByTime});
    renderInMain(ProgressBarUploadExample);
    const plan = screen.getByRole('progressbar', {name: 'site-plan.pdf'});
    const photos = screen.getByRole('progressbar', {name: 'survey-photos.zip'});
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('3 files ready to upload.');

    await user.click(screen.getByRole('button', {name: 'Upload'}));
    expect(status.textContent).toBe('Connecting to the server…');
    expect(plan.dataset['mode']).toBe('query');
    expect(plan.hasAttribute('aria-valuenow')).toBe(false);
    expect(plan.hasAttribute('aria-valuetext')).toBe(false);

    tick(2);
    expect(status.textContent).toBe('Uploading 3 files…');
    expect(plan.dataset['mode']).toBe('determinate');
    tick();
    expect(plan.getAttribute('aria-valuenow')).toBe('50');
    expect(plan.getAttribute('aria-valuetext')).toBe('1.2 MB of 2.4 MB');
    expect(photos.getAttribute('aria-valuenow')).toBe('0');
    tick(2);
    expect(plan.getAttribute('aria-valuenow')).toBe('100');
    expect(photos.getAttribute('aria-valuetext')).toBe('1.2 MB of 18.0 MB');

    tick(20);
    expect(status.textContent).toBe('All 3 files uploaded.');
    expect(
      screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow')),
    ).toEqual(['100', '100', '100']);
    // The same button changed its label, so focus stayed on it.
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Upload again'}));
  });

  it('upload: Cancel stops the upload and empties the bars', async () => {
    fakeTimeouts();
    const user = userEvent.setup({advanceTimers: vi.advanceTimersByTime});
    renderInMain(ProgressBarUploadExample);
    await user.click(screen.getByRole('button', {name: 'Upload'}));
    tick(4);
    await user.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(screen.getByRole('status').textContent).toBe('Upload cancelled.');
    tick(10);
    expect(
      screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow')),
    ).toEqual(['0', '0', '0']);
  });
});
