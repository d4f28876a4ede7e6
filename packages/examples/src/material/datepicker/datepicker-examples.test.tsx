import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {renderInMain} from '../../testing';
import {DatepickerInlineCalendarExample} from './datepicker-inline-calendar/datepicker-inline-calendar-example';
import {DatepickerLocaleExample} from './datepicker-locale/datepicker-locale-example';
import {DatepickerMinMaxFilterExample} from './datepicker-min-max-filter/datepicker-min-max-filter-example';
import {DatepickerOverviewExample} from './datepicker-overview/datepicker-overview-example';
import {DatepickerRangeExample} from './datepicker-range/datepicker-range-example';

/**
 * A day of a calendar grid by its name. Browsers (and axe) take a `<td>` of a
 * `<table role="grid">` for a `gridcell`; Testing Library's role table calls every `<td>` a
 * `cell`, so the query asks for that and checks that the cell is in a grid.
 */
function dayCell(name: string): HTMLElement {
  const cell = screen.getByRole('cell', {name});
  expect(cell.closest('table')?.getAttribute('role')).toBe('grid');
  return cell;
}

const focusedName = () => document.activeElement?.getAttribute('aria-label');

describe('datepicker examples', () => {
  // Only the clock is fixed (to Wednesday, January 10, 2024); timers run as usual.
  beforeEach(() => {
    vi.useFakeTimers({toFake: ['Date']});
    vi.setSystemTime(new Date(2024, 0, 10, 9, 30));
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['datepicker-overview', DatepickerOverviewExample],
    ['datepicker-min-max-filter', DatepickerMinMaxFilterExample],
    ['datepicker-range', DatepickerRangeExample],
    ['datepicker-locale', DatepickerLocaleExample],
  ])('%s opens its calendar with no axe violations', async (_id, Example) => {
    const user = userEvent.setup();
    renderInMain(Example);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
    await user.click(screen.getByRole('button', {name: /calendar|Kalender/}));
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
    expect(within(screen.getByRole('dialog')).getByRole('grid')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('datepicker-inline-calendar renders without accessibility violations', async () => {
    renderInMain(DatepickerInlineCalendarExample);
    expect(screen.getByRole('group', {name: 'Meeting day'})).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('overview: chooses a date in the calendar or by typing, and reports bad text', async () => {
    const user = userEvent.setup();
    renderInMain(DatepickerOverviewExample);
    const input = screen.getByRole('textbox', {name: 'Appointment'}) as HTMLInputElement;
    expect(screen.getByText('MM/DD/YYYY')).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Open calendar'}));
    expect(focusedName()).toBe('Wednesday, January 10, 2024');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(input.value).toBe('1/11/2024');
    expect(screen.getByText('Booked for Thursday, January 11, 2024.')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'next week');
    expect(screen.getByText('Enter a date as MM/DD/YYYY')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('No date chosen yet.')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '2/14/2024');
    expect(screen.getByText('Booked for Wednesday, February 14, 2024.')).toBeTruthy();
  });

  it('min-max-filter: disables weekends and days outside the next two months', async () => {
    const user = userEvent.setup();
    renderInMain(DatepickerMinMaxFilterExample);
    const input = screen.getByRole('textbox', {name: 'Delivery date'}) as HTMLInputElement;
    await user.click(screen.getByRole('button', {name: 'Open calendar'}));
    // Today is before the first delivery day: the calendar starts tomorrow.
    expect(focusedName()).toBe('Thursday, January 11, 2024');
    expect(dayCell('Wednesday, January 10, 2024').getAttribute('aria-disabled')).toBe('true');
    expect(dayCell('Saturday, January 13, 2024').getAttribute('aria-disabled')).toBe('true');
    await user.click(dayCell('Saturday, January 13, 2024'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(focusedName()).toBe('Sunday, March 10, 2024');
    expect(screen.getByRole('button', {name: 'Next month'}).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    expect(input.value).toBe('3/8/2024');
    await user.clear(input);
    await user.type(input, '1/13/2024');
    expect(screen.getByText('We deliver on weekdays only')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '1/10/2024');
    expect(screen.getByText('The earliest delivery is tomorrow')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '4/1/2024');
    expect(screen.getByText('Deliveries are booked two months ahead at most')).toBeTruthy();
  });

  it('range: chooses arrival and departure and counts the nights', async () => {
    const user = userEvent.setup();
    renderInMain(DatepickerRangeExample);
    expect(screen.getByRole('group', {name: 'Your stay'})).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Open calendar'}));
    await user.keyboard('{Enter}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.querySelectorAll('[data-in-preview]')).toHaveLength(4);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', {name: 'Arrival'})).toHaveProperty('value', '1/10/2024');
    expect(screen.getByRole('textbox', {name: 'Departure'})).toHaveProperty('value', '1/13/2024');
    expect(screen.getByText('3 nights.')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', {name: 'Departure'}));
    await user.type(screen.getByRole('textbox', {name: 'Departure'}), '1/11/2024');
    expect(screen.getByText('1 night.')).toBeTruthy();
  });

  it('inline calendar: selects a day and marks team days', async () => {
    const user = userEvent.setup();
    renderInMain(DatepickerInlineCalendarExample);
    expect(screen.getByRole('grid', {name: 'January 2024'})).toBeTruthy();
    const teamDay = dayCell('Monday, January 1, 2024');
    expect(teamDay.classList.contains('datepicker-inline-team-day')).toBe(true);
    await user.click(dayCell('Friday, January 19, 2024'));
    expect(screen.getByText('Meeting on Friday, January 19, 2024.')).toBeTruthy();
    await user.keyboard('{PageDown}{Enter}');
    expect(screen.getByText('Meeting on Monday, February 19, 2024.')).toBeTruthy();
  });

  it('locale: writes the same date in each language, with translated buttons', async () => {
    const user = userEvent.setup();
    renderInMain(DatepickerLocaleExample);
    const input = () => screen.getByRole('textbox') as HTMLInputElement;
    expect(screen.getByRole('textbox', {name: 'Geburtsdatum'})).toBeTruthy();
    expect(input().value).toBe('17.5.1990');
    expect(screen.getByText('DD.MM.YYYY')).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Kalender öffnen'}));
    const dialog = screen.getByRole('dialog', {name: 'Geburtsdatum'});
    expect(dialog.querySelector('.mat-calendar')?.getAttribute('lang')).toBe('de-DE');
    expect(within(dialog).getByRole('grid', {name: 'Mai 1990'})).toBeTruthy();
    expect(within(dialog).getAllByRole('columnheader')[0]!.textContent).toBe('MMontag');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('radio', {name: '日本語'}));
    expect(input().value).toBe('1990/5/17');
    expect(screen.getByRole('textbox', {name: '生年月日'})).toBeTruthy();
    await user.click(screen.getByRole('radio', {name: 'English (UK)'}));
    expect(input().value).toBe('17/05/1990');
    await user.clear(input());
    await user.type(input(), '03/04/2001');
    await user.click(screen.getByRole('radio', {name: 'Deutsch'}));
    expect(input().value).toBe('3.4.2001');
  });
});
