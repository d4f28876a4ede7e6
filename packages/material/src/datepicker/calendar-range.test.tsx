import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {createDate, toIsoDateString} from './date-math';
import {Calendar, type CalendarRangeProps, type DateRange} from './index';
import {getGridCell} from './calendar.test-utils';

const TODAY = createDate(2024, 0, 10);

function Range(props: Partial<Omit<CalendarRangeProps, 'selectionMode'>>) {
  return (
    <main>
      <Calendar selectionMode="range" today={TODAY} {...props} />
    </main>
  );
}

const day = (date: number) =>
  document.querySelector<HTMLElement>(
    `[data-date="${toIsoDateString(createDate(2024, 0, date))}"]`,
  )!;
const selectedDays = () =>
  [...document.querySelectorAll('[role="grid"] td[aria-selected="true"]')].map((cell) =>
    Number(cell.textContent),
  );
const marked = (attribute: string) =>
  [...document.querySelectorAll(`[${attribute}]`)].map((cell) => Number(cell.textContent));
const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;
const iso = (range: DateRange) => [range.start, range.end].map((d) => d && toIsoDateString(d));

describe('Calendar, range selection', () => {
  it('is a multi-selectable grid that selects a start, then an end', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Range onValueChange={onValueChange} />);
    const grid = screen.getByRole('grid', {name: 'January 2024'});
    expect(grid.getAttribute('aria-multiselectable')).toBe('true');
    await user.click(day(8));
    expect(iso(onValueChange.mock.lastCall![0])).toEqual(['2024-01-08', null]);
    expect(selectedDays()).toEqual([8]);
    expect(description(day(8))).toBe('Start date');
    await user.click(day(12));
    expect(iso(onValueChange.mock.lastCall![0])).toEqual(['2024-01-08', '2024-01-12']);
    expect(selectedDays()).toEqual([8, 9, 10, 11, 12]);
    expect(marked('data-range-start')).toEqual([8]);
    expect(marked('data-range-end')).toEqual([12]);
    expect(marked('data-in-range')).toEqual([8, 9, 10, 11, 12]);
    expect(description(day(8))).toBe('Start date');
    expect(description(day(12))).toBe('End date');
    expect(day(10).hasAttribute('aria-describedby')).toBe(false);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('starts over with a date before the start or once both ends are set', async () => {
    const user = userEvent.setup();
    render(<Range defaultValue={{start: createDate(2024, 0, 8), end: createDate(2024, 0, 12)}} />);
    expect(selectedDays()).toEqual([8, 9, 10, 11, 12]);
    await user.click(day(20));
    expect(selectedDays()).toEqual([20]);
    await user.click(day(15));
    expect(selectedDays()).toEqual([15]);
    await user.click(day(15));
    expect(selectedDays()).toEqual([15]);
    expect(marked('data-range-end')).toEqual([15]);
  });

  it('previews the range while the end is hovered or focused', async () => {
    const user = userEvent.setup();
    render(<Range />);
    await user.click(day(8));
    fireEvent.mouseEnter(day(11));
    expect(marked('data-in-preview')).toEqual([8, 9, 10, 11]);
    expect(marked('data-preview-start')).toEqual([8]);
    expect(marked('data-preview-end')).toEqual([11]);
    // Before the start there is nothing to preview.
    fireEvent.mouseEnter(day(3));
    expect(marked('data-in-preview')).toEqual([]);
    fireEvent.mouseLeave(screen.getByRole('grid'));
    expect(marked('data-in-preview')).toEqual([]);
    // The keyboard previews too.
    day(8).focus();
    await user.keyboard('{ArrowDown}');
    expect(marked('data-in-preview')).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    await user.keyboard('{Enter}');
    expect(selectedDays()).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    expect(marked('data-in-preview')).toEqual([]);
  });

  it('spans months, and shows the start when it opens', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Range
        defaultValue={{start: createDate(2024, 0, 30), end: null}}
        onValueChange={onValueChange}
      />,
    );
    day(30).focus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', {name: 'February 2024'})).toBeTruthy();
    await user.click(getGridCell('Saturday, February 3, 2024'));
    expect(iso(onValueChange.mock.lastCall![0])).toEqual(['2024-01-30', '2024-02-03']);
    // February shows the part of the range it holds.
    expect(selectedDays()).toEqual([1, 2, 3]);
    expect(marked('data-range-start')).toEqual([]);
    expect(screen.getByRole('grid', {name: 'February 2024'})).toBeTruthy();
  });

  it('skips disabled dates as ends but lets a range run across them', async () => {
    const user = userEvent.setup();
    const weekdays = (date: Date) => date.getDay() !== 0 && date.getDay() !== 6;
    render(<Range dateFilter={weekdays} />);
    await user.click(day(12));
    await user.click(day(13));
    expect(selectedDays()).toEqual([12]);
    await user.click(day(16));
    expect(selectedDays()).toEqual([12, 13, 14, 15, 16]);
    expect(day(13).getAttribute('aria-disabled')).toBe('true');
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [range, setRange] = useState<DateRange>({start: null, end: null});
      return (
        <main>
          <Calendar selectionMode="range" today={TODAY} value={range} onValueChange={setRange} />
          <p>
            {range.start ? toIsoDateString(range.start) : '…'} to{' '}
            {range.end ? toIsoDateString(range.end) : '…'}
          </p>
          <button type="button" onClick={() => setRange({start: null, end: null})}>
            Reset
          </button>
        </main>
      );
    }
    render(<Controlled />);
    await user.click(day(2));
    expect(screen.getByText('2024-01-02 to …')).toBeTruthy();
    await user.click(day(5));
    expect(screen.getByText('2024-01-02 to 2024-01-05')).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Reset'}));
    expect(selectedDays()).toEqual([]);
  });
});
