import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {formatMonthYear} from './date-format';
import {createDate, toIsoDateString} from './date-math';
import {getGridCell, queryAllGridCells} from './calendar.test-utils';
import {Calendar, type CalendarSingleProps} from './index';

const TODAY = createDate(2024, 0, 10);

function Single(props: Partial<CalendarSingleProps>) {
  return (
    <main>
      <Calendar today={TODAY} locale="en-US" {...props} />
    </main>
  );
}

const cell = (name: string) => getGridCell(name);
const grid = () => screen.getByRole('grid');
const tabStops = () => queryAllGridCells(grid()).filter((element) => element.tabIndex === 0);
const focused = () =>
  document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent;
const liveLabel = () => document.getElementById(grid().getAttribute('aria-labelledby')!)!;

describe('Calendar, month view', () => {
  it('is a grid named by its month, with weekday headers and one cell per day', async () => {
    render(<Single defaultValue={createDate(2024, 0, 5)} />);
    const table = screen.getByRole('grid', {name: 'January 2024'});
    expect(table.tagName).toBe('TABLE');
    expect(liveLabel().getAttribute('aria-live')).toBe('polite');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'SSunday',
      'MMonday',
      'TTuesday',
      'WWednesday',
      'TThursday',
      'FFriday',
      'SSaturday',
    ]);
    expect(headers[1]!.querySelector('[aria-hidden="true"]')?.textContent).toBe('M');
    expect(screen.getByRole('columnheader', {name: 'Monday'})).toBeTruthy();
    // Browsers take the table's cells for its grid's rows, headers and cells: no roles needed.
    expect(table.querySelectorAll('tr[role], th[role], td[role]')).toHaveLength(0);
    const days = queryAllGridCells(table).filter((element) => element.hasAttribute('data-date'));
    expect(days).toHaveLength(31);
    expect(days[0]!.textContent).toBe('1');
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(cell('Friday, January 5, 2024').getAttribute('aria-selected')).toBe('true');
    expect(cell('Saturday, January 6, 2024').getAttribute('aria-selected')).toBe('false');
    expect(cell('Wednesday, January 10, 2024').getAttribute('aria-current')).toBe('date');
    expect(cell('Friday, January 5, 2024').hasAttribute('aria-current')).toBe(false);
    expect(tabStops()).toEqual([cell('Friday, January 5, 2024')]);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('has a header with the period button and previous and next month buttons', async () => {
    const user = userEvent.setup();
    render(<Single />);
    const period = screen.getByRole('button', {name: 'January 2024'});
    expect(period.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(period.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose month and year',
    );
    await user.click(screen.getByRole('button', {name: 'Next month'}));
    expect(screen.getByRole('grid', {name: 'February 2024'})).toBeTruthy();
    expect(liveLabel().textContent).toBe('February 2024');
    // The active day keeps its day of the month, so the tab stop is there.
    expect(tabStops()).toEqual([cell('Saturday, February 10, 2024')]);
    await user.click(screen.getByRole('button', {name: 'Previous month'}));
    await user.click(screen.getByRole('button', {name: 'Previous month'}));
    expect(screen.getByRole('grid', {name: 'December 2023'})).toBeTruthy();
  });

  it('starts on the selected date, else the active date given, else today', () => {
    const {unmount} = render(<Single defaultValue={createDate(2023, 6, 4)} />);
    expect(screen.getByRole('grid', {name: 'July 2023'})).toBeTruthy();
    unmount();
    render(<Single defaultActiveDate={createDate(2025, 2, 1)} />);
    expect(screen.getByRole('grid', {name: 'March 2025'})).toBeTruthy();
    expect(tabStops()).toEqual([cell('Saturday, March 1, 2025')]);
  });

  it("shows the visitor's month after mounting when no date is given", () => {
    render(<Calendar />);
    const now = new Date();
    expect(screen.getByRole('grid', {name: formatMonthYear(now, 'en-US')})).toBeTruthy();
    expect(
      document.querySelector(`[data-date="${toIsoDateString(now)}"]`)?.getAttribute('aria-current'),
    ).toBe('date');
  });

  it('selects a day by click, Enter and Space, uncontrolled', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Single onValueChange={onValueChange} />);
    await user.click(cell('Monday, January 15, 2024'));
    expect(onValueChange).toHaveBeenLastCalledWith(createDate(2024, 0, 15));
    expect(cell('Monday, January 15, 2024').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(cell('Monday, January 15, 2024'));
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(createDate(2024, 0, 16));
    await user.keyboard('{ArrowRight} ');
    expect(onValueChange).toHaveBeenLastCalledWith(createDate(2024, 0, 17));
    expect(cell('Tuesday, January 16, 2024').getAttribute('aria-selected')).toBe('false');
    // The selected day chosen again changes nothing.
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledTimes(3);
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [date, setDate] = useState<Date | null>(createDate(2024, 0, 5));
      return (
        <main>
          <Calendar today={TODAY} value={date} onValueChange={setDate} />
          <p>Chosen: {date ? toIsoDateString(date) : 'nothing'}</p>
          <button type="button" onClick={() => setDate(createDate(2025, 5, 1))}>
            Next summer
          </button>
          <button type="button" onClick={() => setDate(null)}>
            Clear
          </button>
        </main>
      );
    }
    render(<Controlled />);
    await user.click(cell('Thursday, January 18, 2024'));
    expect(screen.getByText('Chosen: 2024-01-18')).toBeTruthy();
    // A value set from outside shows its month.
    await user.click(screen.getByRole('button', {name: 'Next summer'}));
    expect(screen.getByRole('grid', {name: 'June 2025'})).toBeTruthy();
    expect(cell('Sunday, June 1, 2025').getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('button', {name: 'Clear'}));
    expect(screen.getByText('Chosen: nothing')).toBeTruthy();
    expect(grid().querySelector('[aria-selected="true"]')).toBeNull();
  });

  it('keeps a controlled value its owner does not change', async () => {
    const user = userEvent.setup();
    render(<Single value={createDate(2024, 0, 5)} onValueChange={() => {}} />);
    await user.click(cell('Monday, January 15, 2024'));
    expect(cell('Friday, January 5, 2024').getAttribute('aria-selected')).toBe('true');
    expect(cell('Monday, January 15, 2024').getAttribute('aria-selected')).toBe('false');
  });
});

describe('Calendar keyboard', () => {
  it('moves focus by day and week with the arrows, one tab stop following it', async () => {
    const user = userEvent.setup();
    render(<Single defaultValue={createDate(2024, 0, 5)} />);
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(focused()).toBe('Friday, January 5, 2024');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Saturday, January 6, 2024');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Saturday, January 13, 2024');
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe('Friday, January 12, 2024');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Friday, January 5, 2024');
    expect(tabStops()).toEqual([document.activeElement]);
    // Leaving and coming back with Tab returns to the last focused day.
    await user.keyboard('{ArrowRight}');
    await user.tab({shift: true});
    await user.tab();
    expect(focused()).toBe('Saturday, January 6, 2024');
  });

  it('goes to the start and end of the week with Home and End', async () => {
    const user = userEvent.setup();
    render(<Single defaultValue={createDate(2024, 0, 10)} />);
    cell('Wednesday, January 10, 2024').focus();
    await user.keyboard('{Home}');
    expect(focused()).toBe('Sunday, January 7, 2024');
    await user.keyboard('{End}');
    expect(focused()).toBe('Saturday, January 13, 2024');
  });

  it('starts weeks on the given first day', async () => {
    const user = userEvent.setup();
    render(<Single firstDayOfWeek={1} defaultValue={createDate(2024, 0, 10)} />);
    expect(screen.getAllByRole('columnheader')[0]!.textContent).toBe('MMonday');
    cell('Wednesday, January 10, 2024').focus();
    await user.keyboard('{Home}');
    expect(focused()).toBe('Monday, January 8, 2024');
    await user.keyboard('{End}');
    expect(focused()).toBe('Sunday, January 14, 2024');
  });

  it('changes the month with the arrows, PageUp and PageDown, and the year with Shift', async () => {
    const user = userEvent.setup();
    render(<Single defaultValue={createDate(2024, 0, 31)} />);
    cell('Wednesday, January 31, 2024').focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('grid', {name: 'February 2024'})).toBeTruthy();
    expect(focused()).toBe('Thursday, February 1, 2024');
    await user.keyboard('{ArrowLeft}{PageDown}');
    expect(screen.getByRole('grid', {name: 'February 2024'})).toBeTruthy();
    expect(focused()).toBe('Thursday, February 29, 2024');
    await user.keyboard('{PageUp}');
    expect(focused()).toBe('Monday, January 29, 2024');
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(screen.getByRole('grid', {name: 'January 2025'})).toBeTruthy();
    expect(focused()).toBe('Wednesday, January 29, 2025');
    expect(liveLabel().textContent).toBe('January 2025');
    await user.keyboard('{Shift>}{PageUp}{PageUp}{/Shift}');
    expect(focused()).toBe('Sunday, January 29, 2023');
    expect(tabStops()).toEqual([document.activeElement]);
  });

  it('mirrors Left and Right in right-to-left text', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Single defaultValue={createDate(2024, 0, 31)} />
      </div>,
    );
    cell('Wednesday, January 31, 2024').focus();
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe('Thursday, February 1, 2024');
    expect(screen.getByRole('grid', {name: 'February 2024'})).toBeTruthy();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focused()).toBe('Tuesday, January 30, 2024');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Tuesday, February 6, 2024');
  });

  it('lets your onKeyDown run first and prevent the built-in behaviour', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(
      <Single
        defaultValue={createDate(2024, 0, 10)}
        onKeyDown={(event) => {
          seen.push(event.key);
          if (event.key === 'PageDown') event.preventDefault();
        }}
      />,
    );
    cell('Wednesday, January 10, 2024').focus();
    await user.keyboard('{PageDown}{ArrowRight}');
    expect(seen).toEqual(['PageDown', 'ArrowRight']);
    expect(focused()).toBe('Thursday, January 11, 2024');
    expect(screen.getByRole('grid', {name: 'January 2024'})).toBeTruthy();
  });

  it('focuses the active day when mounted with autoFocus', () => {
    render(<Single autoFocus defaultValue={createDate(2024, 1, 14)} />);
    expect(focused()).toBe('Wednesday, February 14, 2024');
  });
});

describe('Calendar bounds and filter', () => {
  const weekdaysOnly = (date: Date) => date.getDay() !== 0 && date.getDay() !== 6;
  const bounded = {
    min: createDate(2024, 0, 8),
    max: createDate(2024, 1, 20),
    dateFilter: weekdaysOnly,
  };

  it('disables dates outside min–max and refused by the filter, which stay focusable', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Single {...bounded} onValueChange={onValueChange} />);
    const early = cell('Sunday, January 7, 2024');
    const saturday = cell('Saturday, January 13, 2024');
    expect(early.getAttribute('aria-disabled')).toBe('true');
    expect(saturday.getAttribute('aria-disabled')).toBe('true');
    expect(cell('Monday, January 8, 2024').hasAttribute('aria-disabled')).toBe(false);
    await user.click(saturday);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(saturday.getAttribute('aria-selected')).toBe('false');
    // Reachable by focus, but Enter does not select it.
    cell('Friday, January 12, 2024').focus();
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Saturday, January 13, 2024');
    await user.keyboard('{Enter} ');
    expect(onValueChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith(createDate(2024, 0, 15));
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('keeps the active date between min and max', async () => {
    const user = userEvent.setup();
    render(<Single {...bounded} today={createDate(2023, 5, 1)} />);
    // Today is before min: the calendar starts at min.
    expect(screen.getByRole('grid', {name: 'January 2024'})).toBeTruthy();
    expect(tabStops()).toEqual([cell('Monday, January 8, 2024')]);
    cell('Monday, January 8, 2024').focus();
    await user.keyboard('{ArrowLeft}{ArrowUp}{PageUp}');
    expect(focused()).toBe('Monday, January 8, 2024');
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(focused()).toBe('Tuesday, February 20, 2024');
    expect(screen.getByRole('grid', {name: 'February 2024'})).toBeTruthy();
  });

  it('disables the previous and next buttons at the bounds, keeping their focus', async () => {
    const user = userEvent.setup();
    render(<Single {...bounded} />);
    const previous = screen.getByRole('button', {name: 'Previous month'});
    const next = screen.getByRole('button', {name: 'Next month'});
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(next.hasAttribute('aria-disabled')).toBe(false);
    await user.click(next);
    expect(screen.getByRole('grid', {name: 'February 2024'})).toBeTruthy();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(next);
    await user.click(next);
    expect(screen.getByRole('grid', {name: 'February 2024'})).toBeTruthy();
    await user.click(previous);
    expect(screen.getByRole('grid', {name: 'January 2024'})).toBeTruthy();
  });
});

describe('Calendar years and months', () => {
  it('switches to a page of years and back with the period button', async () => {
    const user = userEvent.setup();
    const onViewChange = vi.fn();
    render(<Single defaultValue={createDate(2024, 0, 5)} onViewChange={onViewChange} />);
    await user.click(screen.getByRole('button', {name: 'January 2024'}));
    expect(onViewChange).toHaveBeenLastCalledWith('multi-year');
    const years = screen.getByRole('grid', {name: '2016 – 2039'});
    expect(queryAllGridCells(years)).toHaveLength(24);
    expect(within(years).getAllByRole('row')).toHaveLength(6);
    expect(cell('2024').getAttribute('aria-selected')).toBe('true');
    expect(cell('2024').getAttribute('aria-current')).toBe('date');
    expect(tabStops()).toEqual([cell('2024')]);
    expect(screen.getByRole('button', {name: 'Previous 24 years'})).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
    await user.click(screen.getByRole('button', {name: 'Next 24 years'}));
    expect(screen.getByRole('grid', {name: '2040 – 2063'})).toBeTruthy();
    await user.click(screen.getByRole('button', {name: '2040 – 2063'}));
    expect(onViewChange).toHaveBeenLastCalledWith('month');
    expect(screen.getByRole('grid', {name: 'January 2048'})).toBeTruthy();
  });

  it('chooses a year, then a month, then shows its days', async () => {
    const user = userEvent.setup();
    render(<Single defaultValue={createDate(2024, 0, 31)} />);
    await user.click(screen.getByRole('button', {name: 'January 2024'}));
    await user.click(cell('2027'));
    const months = screen.getByRole('grid', {name: '2027'});
    expect(queryAllGridCells(months).map((element) => element.textContent)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(getGridCell('February 2027')).toBeTruthy();
    expect(document.activeElement).toBe(getGridCell('January 2027'));
    expect(screen.getByRole('button', {name: 'Next year'})).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
    await user.click(getGridCell('February 2027'));
    expect(screen.getByRole('grid', {name: 'February 2027'})).toBeTruthy();
    // January 31 becomes the last day of February.
    expect(tabStops()).toEqual([cell('Sunday, February 28, 2027')]);
    expect(document.activeElement).toBe(cell('Sunday, February 28, 2027'));
  });

  it('moves through years and months with the keyboard and chooses with Enter', async () => {
    const user = userEvent.setup();
    render(<Single defaultValue={createDate(2024, 4, 15)} defaultView="multi-year" />);
    cell('2024').focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(cell('2029'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(cell('2016'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cell('2039'));
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', {name: '2040 – 2063'})).toBeTruthy();
    expect(document.activeElement).toBe(cell('2063'));
    await user.keyboard('{PageUp}{PageUp}{Home}{Enter}');
    expect(screen.getByRole('grid', {name: '1992'})).toBeTruthy();
    expect(focused()).toBe('May 1992');
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(focused()).toBe('December 1991');
    await user.keyboard('{End}{Home}{ArrowRight} ');
    expect(screen.getByRole('grid', {name: 'February 1991'})).toBeTruthy();
    expect(focused()).toBe('Friday, February 15, 1991');
  });

  it('disables years and months outside min–max, and months the filter empties', async () => {
    const user = userEvent.setup();
    const noMarch = (date: Date) => date.getMonth() !== 2;
    render(
      <Single
        defaultView="multi-year"
        today={createDate(2024, 5, 1)}
        min={createDate(2023, 3, 15)}
        max={createDate(2025, 8, 1)}
        dateFilter={noMarch}
      />,
    );
    expect(screen.getByRole('grid', {name: '2002 – 2025'})).toBeTruthy();
    expect(cell('2022').getAttribute('aria-disabled')).toBe('true');
    expect(cell('2023').hasAttribute('aria-disabled')).toBe(false);
    expect(screen.getByRole('button', {name: 'Next 24 years'}).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await user.click(cell('2022'));
    expect(screen.getByRole('grid', {name: '2002 – 2025'})).toBeTruthy();
    await user.click(cell('2024'));
    const march = getGridCell('March 2024');
    expect(march.getAttribute('aria-disabled')).toBe('true');
    await user.click(march);
    expect(screen.getByRole('grid', {name: '2024'})).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Previous year'}));
    expect(getGridCell('March 2023').getAttribute('aria-disabled')).toBe('true');
    expect(getGridCell('April 2023').hasAttribute('aria-disabled')).toBe(false);
  });

  it('can have its view and active date controlled', async () => {
    const user = userEvent.setup();
    const onActiveDateChange = vi.fn();
    const {rerender} = render(
      <Single
        view="year"
        activeDate={createDate(2030, 3, 3)}
        onActiveDateChange={onActiveDateChange}
      />,
    );
    expect(screen.getByRole('grid', {name: '2030'})).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Next year'}));
    expect(onActiveDateChange).toHaveBeenLastCalledWith(createDate(2031, 3, 3));
    // Controlled: nothing moves until the owner says so.
    expect(screen.getByRole('grid', {name: '2030'})).toBeTruthy();
    rerender(<Single view="month" activeDate={createDate(2031, 3, 3)} />);
    expect(screen.getByRole('grid', {name: 'April 2031'})).toBeTruthy();
  });
});

describe('Calendar options', () => {
  it('names months and days in the locale', () => {
    render(<Single locale="de-DE" defaultValue={createDate(2024, 2, 5)} />);
    expect(screen.getByRole('grid', {name: 'März 2024'})).toBeTruthy();
    expect(screen.getAllByRole('columnheader')[0]!.textContent).toBe('MMontag');
    expect(cell('Dienstag, 5. März 2024').getAttribute('aria-selected')).toBe('true');
  });

  it('is a named group when given a name', async () => {
    const {unmount} = render(<Single aria-label="Delivery day" />);
    expect(screen.getByRole('group', {name: 'Delivery day'}).className).toBe('mat-calendar');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
    unmount();
    render(<Single />);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('takes labels for its buttons', () => {
    render(
      <Single
        labels={{previousMonth: 'Vorheriger Monat', nextMonth: 'Nächster Monat'}}
        locale="de-DE"
      />,
    );
    expect(screen.getByRole('button', {name: 'Vorheriger Monat'})).toBeTruthy();
    expect(screen.getByRole('button', {name: 'Nächster Monat'})).toBeTruthy();
  });

  it('adds class names to days and passes other props and a ref on', () => {
    let root: HTMLDivElement | null = null;
    render(
      <Single
        className="custom"
        data-testid="calendar"
        dateClassName={(date) => (date.getDate() === 1 ? 'payday' : undefined)}
        ref={(element) => {
          root = element;
        }}
      />,
    );
    const calendar = screen.getByTestId('calendar');
    expect(root).toBe(calendar);
    expect(calendar.className).toBe('mat-calendar custom');
    expect(calendar.dataset['view']).toBe('month');
    expect(cell('Monday, January 1, 2024').className).toBe('mat-calendar-cell payday');
    expect(cell('Tuesday, January 2, 2024').className).toBe('mat-calendar-cell');
  });
});
