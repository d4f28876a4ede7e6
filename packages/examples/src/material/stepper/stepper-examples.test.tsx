import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {StepperLabelPositionExample} from './stepper-label-position/stepper-label-position-example';
import {StepperLinearExample} from './stepper-linear/stepper-linear-example';
import {StepperOverviewExample} from './stepper-overview/stepper-overview-example';
import {StepperStatesExample} from './stepper-states/stepper-states-example';
import {StepperVerticalExample} from './stepper-vertical/stepper-vertical-example';

const tab = (name: string) => screen.getByRole('tab', {name});
const isSelected = (name: string) => tab(name).getAttribute('aria-selected') === 'true';
const button = (name: string) => screen.getByRole('button', {name});

describe('stepper examples', () => {
  it.each([
    ['stepper-overview', StepperOverviewExample],
    ['stepper-vertical', StepperVerticalExample],
    ['stepper-linear', StepperLinearExample],
    ['stepper-states', StepperStatesExample],
    ['stepper-label-position', StepperLabelPositionExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(document.querySelector('.mat-stepper')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('overview: fills in the steps and starts over', async () => {
    const user = userEvent.setup();
    renderInMain(StepperOverviewExample);
    expect(screen.getByRole('tablist', {name: 'Delivery details'})).toBeTruthy();
    await user.type(screen.getByRole('textbox', {name: 'Name'}), 'Ada');
    await user.click(button('Next'));
    expect(isSelected('Your address')).toBe(true);
    await user.type(screen.getByRole('textbox', {name: 'City'}), 'Lyon');
    await user.click(button('Next'));
    expect(screen.getByText('Ada in Lyon: all set.')).toBeTruthy();
    expect(tab('Your name').getAttribute('data-state')).toBe('edit');
    await user.click(button('Start over'));
    expect(isSelected('Your name')).toBe(true);
    expect((screen.getByRole('textbox', {name: 'Name'}) as HTMLInputElement).value).toBe('');
    expect(tab('Your name').getAttribute('data-state')).toBe('number');
  });

  it('vertical: moves down the steps with the buttons and the arrow keys', async () => {
    const user = userEvent.setup();
    renderInMain(StepperVerticalExample);
    expect(screen.getByRole('group', {name: 'Project setup'})).toBeTruthy();
    await user.click(button('Next'));
    expect(button('Invite your team').getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('region', {name: 'Invite your team'}).textContent).toContain(
      'Add the people',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(button('Deploy').getAttribute('aria-current')).toBe('step');
  });

  it('linear: refuses to move on until the fields are valid, showing what is wrong', async () => {
    const user = userEvent.setup();
    renderInMain(StepperLinearExample);
    expect(tab('Address').getAttribute('aria-disabled')).toBe('true');
    await user.click(button('Next'));
    expect(isSelected('Name')).toBe(true);
    expect(tab('Name').getAttribute('data-state')).toBe('error');
    expect(screen.getByText('Enter your name')).toBeTruthy();
    expect(screen.getByRole('textbox', {name: /Full name/}).getAttribute('aria-invalid')).toBe(
      'true',
    );

    await user.type(screen.getByRole('textbox', {name: /Full name/}), 'Ada Lovelace');
    await user.click(button('Next'));
    expect(isSelected('Address')).toBe(true);
    await user.type(screen.getByRole('textbox', {name: /Street/}), '12 Rue Neuve');
    await user.type(screen.getByRole('textbox', {name: /Postcode/}), '690');
    await user.click(tab('Confirm'));
    expect(isSelected('Address')).toBe(true);
    expect(screen.getByText('Enter a five-digit postcode')).toBeTruthy();
    await user.type(screen.getByRole('textbox', {name: /Postcode/}), '01');
    await user.click(tab('Confirm'));
    expect(screen.getByText('Ship to Ada Lovelace, 12 Rue Neuve, 69001.')).toBeTruthy();

    await user.click(button('Start over'));
    expect(isSelected('Name')).toBe(true);
    expect(tab('Name').getAttribute('data-state')).toBe('number');
    expect(screen.queryByText('Enter your name')).toBeNull();
  });

  it('states: a locked step, an optional one, and a payment error set by the page', async () => {
    const user = userEvent.setup();
    renderInMain(StepperStatesExample);
    await user.click(screen.getByRole('checkbox', {name: 'I accept the terms'}));
    await user.click(button('Next'));
    expect(tab('Terms').getAttribute('data-state')).toBe('done');
    expect(tab('Terms').getAttribute('aria-disabled')).toBe('true');
    expect(tab('Newsletter').textContent).toContain('Optional');
    await user.click(button('Next'));
    expect(isSelected('Payment')).toBe(true);
    expect(tab('Receipt').getAttribute('aria-disabled')).toBe('true');

    await user.click(button('Pay with a declined card'));
    expect(tab('Payment').getAttribute('data-state')).toBe('error');
    expect(tab('Payment').textContent).toContain('Card declined');
    await user.click(button('Pay'));
    expect(isSelected('Receipt')).toBe(true);
    expect(tab('Payment').getAttribute('data-state')).toBe('edit');
  });

  it('label position: puts the labels under the circles', async () => {
    const user = userEvent.setup();
    renderInMain(StepperLabelPositionExample);
    expect(document.querySelector('.mat-stepper')?.getAttribute('data-label-position')).toBe(
      'bottom',
    );
    await user.click(tab('Bake'));
    expect(screen.getByText('45 minutes at 230 °C.')).toBeTruthy();
  });
});
