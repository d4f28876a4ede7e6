import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {ProgressSpinnerConfigurableExample} from './progress-spinner-configurable/progress-spinner-configurable-example';
import {ProgressSpinnerOverviewExample} from './progress-spinner-overview/progress-spinner-overview-example';
import {ProgressSpinnerValueLabelExample} from './progress-spinner-value-label/progress-spinner-value-label-example';

describe('progress spinner examples', () => {
  it.each([
    ['progress-spinner-overview', ProgressSpinnerOverviewExample],
    ['progress-spinner-configurable', ProgressSpinnerConfigurableExample],
    ['progress-spinner-value-label', ProgressSpinnerValueLabelExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(document.querySelector('.mat-progress-spinner')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('value label: the ring and its hidden numbers follow the logged minutes', async () => {
    const user = userEvent.setup();
    renderInMain(ProgressSpinnerValueLabelExample);
    const spinner = screen.getByRole('progressbar', {name: 'Exercise today'});
    expect(spinner.getAttribute('aria-valuenow')).toBe('33');
    expect(spinner.getAttribute('aria-valuetext')).toBe('10 of 30 minutes');
    // The drawn numbers are hidden, so they are not read twice.
    expect(screen.getByText('of 30 min').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('20 minutes to go today.');

    const log = screen.getByRole('button', {name: 'Log 10 minutes'});
    await user.click(log);
    await user.click(log);
    expect(spinner.getAttribute('aria-valuenow')).toBe('100');
    expect(spinner.getAttribute('aria-valuetext')).toBe('30 of 30 minutes');
    expect(screen.getByRole('status').textContent).toBe('Goal reached. Well done!');

    await user.click(screen.getByRole('button', {name: 'Start a new day'}));
    expect(spinner.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByRole('status').textContent).toBe('30 minutes to go today.');
  });
});
