import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {RadioControlledExample} from './radio-controlled/radio-controlled-example';
import {RadioFormExample} from './radio-form/radio-form-example';
import {RadioOverviewExample} from './radio-overview/radio-overview-example';

describe('radio examples', () => {
  it.each([
    ['radio-overview', RadioOverviewExample],
    ['radio-controlled', RadioControlledExample],
    ['radio-form', RadioFormExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(document.querySelector('.mat-radio-group')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('form: each radio is described by its details, and a missing choice is reported', async () => {
    const user = userEvent.setup();
    renderInMain(RadioFormExample);
    const group = screen.getByRole('radiogroup', {name: 'Delivery option'});
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(
      screen.getByRole('radio', {
        name: 'Express · €6.90',
        description: 'Delivered the next working day.',
      }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', {name: 'Continue to payment'}));
    expect(
      screen.getByRole('radiogroup', {description: 'Choose how you want to receive your order.'}),
    ).toBe(group);
    expect(document.activeElement).toBe(screen.getByRole('radio', {name: 'Standard · free'}));
    expect(screen.getByRole('status').textContent).toBe('');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});

    await user.click(screen.getByRole('radio', {name: 'Express · €6.90'}));
    expect((screen.getByRole('radio', {name: 'Express · €6.90'}) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(group.hasAttribute('aria-describedby')).toBe(false);
    await user.click(screen.getByText('Pick up · free'));
    await user.click(screen.getByRole('button', {name: 'Continue to payment'}));
    expect(screen.getByRole('status').textContent).toBe('Submitted: delivery=pickup');
  });
});
