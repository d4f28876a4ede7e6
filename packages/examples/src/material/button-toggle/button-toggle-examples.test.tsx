import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {ButtonToggleFormsAndDisabledExample} from './button-toggle-forms-and-disabled/button-toggle-forms-and-disabled-example';
import {ButtonToggleIconsExample} from './button-toggle-icons/button-toggle-icons-example';
import {ButtonToggleMultipleExample} from './button-toggle-multiple/button-toggle-multiple-example';
import {ButtonToggleOverviewExample} from './button-toggle-overview/button-toggle-overview-example';
import {ButtonToggleVerticalExample} from './button-toggle-vertical/button-toggle-vertical-example';

const checked = (name: string) => screen.getByRole('radio', {name}).getAttribute('aria-checked');
const pressed = (name: string) => screen.getByRole('button', {name}).getAttribute('aria-pressed');

describe('button toggle examples', () => {
  it.each([
    ['button-toggle-overview', ButtonToggleOverviewExample],
    ['button-toggle-multiple', ButtonToggleMultipleExample],
    ['button-toggle-icons', ButtonToggleIconsExample],
    ['button-toggle-vertical', ButtonToggleVerticalExample],
    ['button-toggle-forms-and-disabled', ButtonToggleFormsAndDisabledExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(document.querySelector('.mat-button-toggle-group')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('overview: switches the calendar view by click and arrow keys', async () => {
    const user = userEvent.setup();
    renderInMain(ButtonToggleOverviewExample);
    expect(screen.getByRole('radiogroup', {name: 'Calendar view'})).toBeTruthy();
    expect(screen.getByText('This week: 12 events')).toBeTruthy();
    await user.click(screen.getByRole('radio', {name: 'Day'}));
    expect(screen.getByText('Today: 3 events')).toBeTruthy();
    await user.keyboard('{End}');
    expect(checked('Month')).toBe('true');
    expect(screen.getByText('This month: 41 events')).toBeTruthy();
  });

  it('multiple: adds and removes toppings', async () => {
    const user = userEvent.setup();
    renderInMain(ButtonToggleMultipleExample);
    expect(screen.getByRole('group', {name: 'Pizza toppings'})).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Olives'}));
    expect(screen.getByText('Your pizza: Cheese, Olives.')).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Cheese'}));
    await user.click(screen.getByRole('button', {name: 'Olives'}));
    expect(screen.getByText('A plain pizza, no toppings.')).toBeTruthy();
  });

  it('icons: icon-only toggles are named and format the preview', async () => {
    const user = userEvent.setup();
    renderInMain(ButtonToggleIconsExample);
    const preview = screen.getByText(/The quick brown fox/);
    expect(checked('Align left')).toBe('true');
    await user.click(screen.getByRole('radio', {name: 'Align center'}));
    expect(preview.style.textAlign).toBe('center');
    await user.click(screen.getByRole('button', {name: 'Bold'}));
    await user.click(screen.getByRole('button', {name: 'Underline'}));
    expect(pressed('Bold')).toBe('true');
    expect(preview.style.fontWeight).toBe('700');
    expect(preview.style.textDecoration).toBe('underline');
    expect(checked('Grid')).toBe('false');
    await user.click(screen.getByRole('radio', {name: 'Grid'}));
    expect(checked('Grid')).toBe('true');
  });

  it('vertical: a vertical radiogroup moved with Down', async () => {
    const user = userEvent.setup();
    renderInMain(ButtonToggleVerticalExample);
    const group = screen.getByRole('radiogroup', {name: 'Sort results by'});
    expect(group.getAttribute('aria-orientation')).toBe('vertical');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(checked('Newest first')).toBe('true');
  });

  it('forms and disabled: submits the selection, nothing from a disabled group', async () => {
    const user = userEvent.setup();
    renderInMain(ButtonToggleFormsAndDisabledExample);
    const sameDay = screen.getByRole('radio', {name: 'Same day (unavailable)'});
    expect((sameDay as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', {name: 'Place order'}));
    expect(screen.getByText('Submitted: delivery=standard, extras=receipt')).toBeTruthy();

    // The arrow keys skip the disabled toggle.
    await user.click(screen.getByRole('radio', {name: 'Express'}));
    await user.keyboard('{ArrowRight}');
    expect(checked('Standard')).toBe('true');
    await user.click(screen.getByRole('button', {name: 'Gift wrap'}));
    await user.click(screen.getByRole('button', {name: 'Place order'}));
    expect(
      screen.getByText('Submitted: delivery=standard, extras=receipt, extras=gift-wrap'),
    ).toBeTruthy();

    await user.click(screen.getByRole('switch', {name: 'Pick up in store instead'}));
    expect(screen.getByRole('radiogroup', {name: 'Delivery'}).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', {name: 'Place order'}));
    expect(screen.getByText('Submitted: extras=receipt, extras=gift-wrap')).toBeTruthy();
  });
});
