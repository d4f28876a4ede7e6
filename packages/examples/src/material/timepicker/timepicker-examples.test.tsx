import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {TimepickerIntervalMinMaxExample} from './timepicker-interval-min-max/timepicker-interval-min-max-example';
import {TimepickerLocaleExample} from './timepicker-locale/timepicker-locale-example';
import {TimepickerOverviewExample} from './timepicker-overview/timepicker-overview-example';
import {TimepickerWithDatepickerExample} from './timepicker-with-datepicker/timepicker-with-datepicker-example';

// Engines may write a narrow no-break space before AM/PM.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const options = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => plain(option.textContent));

describe('timepicker examples', () => {
  it.each([
    ['timepicker-overview', TimepickerOverviewExample],
    ['timepicker-interval-min-max', TimepickerIntervalMinMaxExample],
    ['timepicker-with-datepicker', TimepickerWithDatepickerExample],
    ['timepicker-locale', TimepickerLocaleExample],
  ])('%s opens its list of times with no axe violations', async (_id, Example) => {
    const user = userEvent.setup();
    renderInMain(Example);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
    await user.click(screen.getByRole('button', {name: /time options|Uhrzeiten/}));
    expect(screen.getByRole('combobox', {expanded: true})).toBeTruthy();
    expect(options().length).toBeGreaterThan(0);
    await expectNoAxeViolations();
  });

  it('overview: chooses a time from the list or by typing, and reports bad text', async () => {
    const user = userEvent.setup();
    renderInMain(TimepickerOverviewExample);
    const input = screen.getByRole('combobox', {name: 'Alarm'}) as HTMLInputElement;
    expect(screen.getByText('No alarm set.')).toBeTruthy();
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(plain(input.value)).toBe('12:30 AM');
    expect(plain(screen.getByText(/^Alarm set for/).textContent)).toBe('Alarm set for 12:30 AM.');
    await user.clear(input);
    await user.type(input, 'later');
    expect(screen.getByText('Enter a time such as 7:30 AM')).toBeTruthy();
    expect(screen.getByText('No alarm set.')).toBeTruthy();
  });

  it('interval-min-max: lists quarter hours in office hours and refuses times outside them', async () => {
    const user = userEvent.setup();
    renderInMain(TimepickerIntervalMinMaxExample);
    await user.click(screen.getByRole('button', {name: 'Open time options'}));
    expect(options()).toHaveLength(33);
    expect(options()[0]).toBe('9:00 AM');
    expect(options()[1]).toBe('9:15 AM');
    expect(options().at(-1)).toBe('5:00 PM');
    await user.type(screen.getByRole('combobox', {name: 'Meeting time'}), '7 pm');
    expect(screen.getByText('The last meeting starts at 5:00 PM')).toBeTruthy();
  });

  it('with-datepicker: the two pickers change one date', async () => {
    const user = userEvent.setup();
    renderInMain(TimepickerWithDatepickerExample);
    const result = () => plain(screen.getByText(/^Appointment:/).textContent);
    expect(result()).toBe('Appointment: Thursday, July 4, 2024, 10:00 AM');
    const time = screen.getByRole('combobox', {name: 'Time'});
    await user.clear(time);
    await user.type(time, '2:15 pm');
    await user.tab();
    expect(result()).toBe('Appointment: Thursday, July 4, 2024, 2:15 PM');
    const day = screen.getByRole('textbox', {name: 'Day'});
    await user.clear(day);
    // Without a day there is no appointment, but the time waits.
    expect(screen.getByText('Choose a day and a time.')).toBeTruthy();
    expect(plain((time as HTMLInputElement).value)).toBe('2:15 PM');
    await user.type(day, '7/9/2024');
    expect(result()).toBe('Appointment: Tuesday, July 9, 2024, 2:15 PM');
    expect(plain((time as HTMLInputElement).value)).toBe('2:15 PM');
  });

  it('locale: switches between a 24-hour and a 12-hour clock and keeps the time', async () => {
    const user = userEvent.setup();
    renderInMain(TimepickerLocaleExample);
    const input = () => screen.getByRole('combobox') as HTMLInputElement;
    expect(input().value).toBe('18:45');
    await user.click(screen.getByRole('radio', {name: 'English (US)'}));
    expect(plain(input().value)).toBe('6:45 PM');
    expect(screen.getByRole('combobox', {name: 'Departure'})).toBeTruthy();
    await user.click(screen.getByRole('radio', {name: '日本語'}));
    expect(input().value).toBe('18:45');
  });
});
