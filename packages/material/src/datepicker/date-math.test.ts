import {describe, expect, it} from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  buildMonthGrid,
  clampDate,
  compareDates,
  createDate,
  endOfWeek,
  getDaysInMonth,
  getWeekdayOrder,
  getYearPageStart,
  isSameDay,
  isSameMonth,
  isValidDate,
  isWithinBounds,
  parseIsoDate,
  startOfDay,
  startOfMonth,
  startOfWeek,
  toIsoDateString,
} from './date-math';
import {
  EMPTY_DATE_RANGE,
  getRangePreview,
  isInDateRange,
  isSameRange,
  selectDateInRange,
} from './date-range';

const iso = (date: Date | null) => (date ? toIsoDateString(date) : null);
const d = (text: string) => parseIsoDate(text)!;

describe('creating dates', () => {
  it('makes local midnight dates, keeping years below 100 and rolling over like Date', () => {
    const date = createDate(2024, 0, 5);
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2024, 0, 5, 0,
    ]);
    expect(date.getMinutes() + date.getSeconds() + date.getMilliseconds()).toBe(0);
    expect(createDate(99, 0, 1).getFullYear()).toBe(99);
    expect(iso(createDate(2024, 0, 32))).toBe('2024-02-01');
    expect(iso(createDate(2024, 12, 1))).toBe('2025-01-01');
    expect(iso(createDate(2024, 0, 0))).toBe('2023-12-31');
  });

  it('tells valid dates from anything else', () => {
    expect(isValidDate(new Date(2024, 0, 1))).toBe(true);
    expect(isValidDate(new Date('nope'))).toBe(false);
    expect(isValidDate('2024-01-01')).toBe(false);
    expect(isValidDate(null)).toBe(false);
  });

  it('drops the time of day', () => {
    const date = startOfDay(new Date(2024, 4, 17, 23, 59, 59, 999));
    expect(iso(date)).toBe('2024-05-17');
    expect(date.getHours() + date.getMinutes()).toBe(0);
  });

  it('counts the days of months, leap years included', () => {
    expect(getDaysInMonth(2024, 1)).toBe(29);
    expect(getDaysInMonth(2023, 1)).toBe(28);
    expect(getDaysInMonth(1900, 1)).toBe(28);
    expect(getDaysInMonth(2000, 1)).toBe(29);
    expect(getDaysInMonth(2024, 3)).toBe(30);
    expect(getDaysInMonth(2024, 11)).toBe(31);
  });
});

describe('date arithmetic', () => {
  it('adds and subtracts days across months, years and daylight saving changes', () => {
    expect(iso(addDays(d('2024-01-31'), 1))).toBe('2024-02-01');
    expect(iso(addDays(d('2024-03-01'), -1))).toBe('2024-02-29');
    expect(iso(addDays(d('2023-12-31'), 1))).toBe('2024-01-01');
    // Whatever the machine's time zone, every result stays at midnight.
    for (let day = d('2024-03-01'); day.getMonth() < 11; day = addDays(day, 7)) {
      expect(day.getHours()).toBe(0);
    }
    expect(iso(addDays(d('2024-03-30'), 2))).toBe('2024-04-01');
    expect(iso(addDays(d('2024-10-26'), 2))).toBe('2024-10-28');
  });

  it('adds months, landing on the last day of a shorter month', () => {
    expect(iso(addMonths(d('2024-01-31'), 1))).toBe('2024-02-29');
    expect(iso(addMonths(d('2023-01-31'), 1))).toBe('2023-02-28');
    expect(iso(addMonths(d('2024-03-31'), -1))).toBe('2024-02-29');
    expect(iso(addMonths(d('2024-05-15'), -5))).toBe('2023-12-15');
    expect(iso(addMonths(d('2024-11-30'), 14))).toBe('2026-01-30');
    expect(iso(addMonths(d('2024-05-31'), 1))).toBe('2024-06-30');
  });

  it('adds years, moving February 29 to February 28', () => {
    expect(iso(addYears(d('2024-02-29'), 1))).toBe('2025-02-28');
    expect(iso(addYears(d('2024-02-29'), 4))).toBe('2028-02-29');
    expect(iso(addYears(d('2024-07-04'), -24))).toBe('2000-07-04');
  });

  it('never changes its argument', () => {
    const date = d('2024-01-31');
    addDays(date, 5);
    addMonths(date, 1);
    addYears(date, 1);
    clampDate(date, d('2024-02-01'), null);
    expect(iso(date)).toBe('2024-01-31');
  });
});

describe('comparing dates', () => {
  it('compares by calendar day, ignoring the time', () => {
    const morning = new Date(2024, 0, 5, 8);
    const evening = new Date(2024, 0, 5, 20);
    expect(isSameDay(morning, evening)).toBe(true);
    expect(compareDates(morning, evening)).toBe(0);
    expect(compareDates(d('2024-01-04'), d('2024-01-05'))).toBeLessThan(0);
    expect(compareDates(d('2024-02-01'), d('2024-01-31'))).toBeGreaterThan(0);
    expect(compareDates(d('2023-12-31'), d('2024-01-01'))).toBeLessThan(0);
  });

  it('treats null as only the same day as null', () => {
    expect(isSameDay(null, null)).toBe(true);
    expect(isSameDay(undefined, null)).toBe(true);
    expect(isSameDay(d('2024-01-01'), null)).toBe(false);
    expect(isSameDay(null, d('2024-01-01'))).toBe(false);
  });

  it('tells whether two dates share a month', () => {
    expect(isSameMonth(d('2024-01-01'), d('2024-01-31'))).toBe(true);
    expect(isSameMonth(d('2024-01-01'), d('2023-01-01'))).toBe(false);
  });

  it('checks and clamps against optional bounds, both included', () => {
    const min = d('2024-01-10');
    const max = d('2024-01-20');
    expect(isWithinBounds(d('2024-01-10'), min, max)).toBe(true);
    expect(isWithinBounds(d('2024-01-20'), min, max)).toBe(true);
    expect(isWithinBounds(d('2024-01-09'), min, max)).toBe(false);
    expect(isWithinBounds(d('2024-01-21'), min, max)).toBe(false);
    expect(isWithinBounds(d('1900-01-01'), null, undefined)).toBe(true);
    expect(iso(clampDate(d('2024-01-01'), min, max))).toBe('2024-01-10');
    expect(iso(clampDate(d('2024-02-01'), min, max))).toBe('2024-01-20');
    expect(iso(clampDate(new Date(2024, 0, 15, 13), min, max))).toBe('2024-01-15');
    expect(clampDate(new Date(2024, 0, 15, 13), null, null).getHours()).toBe(0);
    expect(iso(clampDate(d('2024-03-01'), null, max))).toBe('2024-01-20');
  });
});

describe('weeks', () => {
  it('finds the start and end of a week for any first day', () => {
    // 2024-01-10 is a Wednesday.
    const wednesday = d('2024-01-10');
    expect(iso(startOfWeek(wednesday, 0))).toBe('2024-01-07');
    expect(iso(endOfWeek(wednesday, 0))).toBe('2024-01-13');
    expect(iso(startOfWeek(wednesday, 1))).toBe('2024-01-08');
    expect(iso(endOfWeek(wednesday, 1))).toBe('2024-01-14');
    expect(iso(startOfWeek(wednesday, 6))).toBe('2024-01-06');
    expect(iso(startOfWeek(d('2024-01-08'), 1))).toBe('2024-01-08');
    expect(iso(endOfWeek(d('2024-01-07'), 1))).toBe('2024-01-07');
    expect(iso(startOfWeek(d('2024-01-01'), 0))).toBe('2023-12-31');
  });

  it('orders the weekdays from the first day', () => {
    expect(getWeekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(getWeekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(getWeekdayOrder(6)).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });
});

describe('month grids', () => {
  const days = (grid: (Date | null)[][]) =>
    grid.map((week) => week.map((date) => (date ? date.getDate() : 0)));

  it('lays a month out in six weeks from the first day of the week', () => {
    // February 2024 starts on a Thursday and has 29 days.
    const sundayFirst = buildMonthGrid(2024, 1, 0);
    expect(sundayFirst).toHaveLength(6);
    expect(days(sundayFirst)).toEqual([
      [0, 0, 0, 0, 1, 2, 3],
      [4, 5, 6, 7, 8, 9, 10],
      [11, 12, 13, 14, 15, 16, 17],
      [18, 19, 20, 21, 22, 23, 24],
      [25, 26, 27, 28, 29, 0, 0],
      [0, 0, 0, 0, 0, 0, 0],
    ]);
    expect(days(buildMonthGrid(2024, 1, 1))[0]).toEqual([0, 0, 0, 1, 2, 3, 4]);
    expect(days(buildMonthGrid(2024, 1, 4))[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('holds the dates of the month only, at midnight, in order', () => {
    const dates = buildMonthGrid(2024, 8, 1)
      .flat()
      .filter((date): date is Date => date !== null);
    expect(dates).toHaveLength(30);
    expect(dates.map((date) => date.getDate())).toEqual(Array.from({length: 30}, (_, i) => i + 1));
    expect(dates.every((date) => date.getMonth() === 8 && date.getHours() === 0)).toBe(true);
  });

  it('fills all six weeks for a month that needs them', () => {
    // September 2024 starts on a Sunday: with Monday first it spans six weeks.
    const grid = days(buildMonthGrid(2024, 8, 1));
    expect(grid[0]).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(grid[5]).toEqual([30, 0, 0, 0, 0, 0, 0]);
  });
});

describe('pages of years', () => {
  it('pages by 24 years, lined up with the maximum or else the minimum', () => {
    expect(getYearPageStart(2024, null, null)).toBe(2016);
    expect(getYearPageStart(2016, null, null)).toBe(2016);
    expect(getYearPageStart(2015, null, null)).toBe(1992);
    expect(getYearPageStart(2024, d('2020-05-01'), null)).toBe(2020);
    expect(getYearPageStart(2019, d('2020-05-01'), null)).toBe(1996);
    expect(getYearPageStart(2024, d('1990-01-01'), d('2030-12-31'))).toBe(2007);
    expect(getYearPageStart(2030, null, d('2030-12-31'))).toBe(2007);
  });
});

describe('ISO dates', () => {
  it('writes and reads YYYY-MM-DD from local fields', () => {
    expect(toIsoDateString(createDate(2024, 0, 5))).toBe('2024-01-05');
    expect(toIsoDateString(createDate(987, 11, 31))).toBe('0987-12-31');
    expect(iso(parseIsoDate('2024-02-29'))).toBe('2024-02-29');
    expect(iso(parseIsoDate(' 2024-2-3 '))).toBe('2024-02-03');
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2024-13-01')).toBeNull();
    expect(parseIsoDate('01/05/2024')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });

  it('starts months on their first day', () => {
    expect(iso(startOfMonth(d('2024-05-31')))).toBe('2024-05-01');
  });
});

describe('date ranges', () => {
  it('starts, ends and restarts a range as dates are chosen', () => {
    let range = selectDateInRange(EMPTY_DATE_RANGE, d('2024-01-10'));
    expect([iso(range.start), iso(range.end)]).toEqual(['2024-01-10', null]);
    range = selectDateInRange(range, d('2024-01-15'));
    expect([iso(range.start), iso(range.end)]).toEqual(['2024-01-10', '2024-01-15']);
    // A complete range starts over.
    range = selectDateInRange(range, d('2024-01-12'));
    expect([iso(range.start), iso(range.end)]).toEqual(['2024-01-12', null]);
    // A date before the start starts over from there.
    range = selectDateInRange(range, d('2024-01-02'));
    expect([iso(range.start), iso(range.end)]).toEqual(['2024-01-02', null]);
    // The start itself ends a one-day range.
    range = selectDateInRange(range, new Date(2024, 0, 2, 15));
    expect([iso(range.start), iso(range.end)]).toEqual(['2024-01-02', '2024-01-02']);
    expect(range.end!.getHours()).toBe(0);
  });

  it('previews from the start to the hovered date while the end is open', () => {
    const started = {start: d('2024-01-10'), end: null};
    const preview = getRangePreview(started, d('2024-01-14'));
    expect([iso(preview!.start), iso(preview!.end)]).toEqual(['2024-01-10', '2024-01-14']);
    expect(getRangePreview(started, d('2024-01-09'))).toBeNull();
    expect(getRangePreview(started, null)).toBeNull();
    expect(getRangePreview(EMPTY_DATE_RANGE, d('2024-01-14'))).toBeNull();
    expect(getRangePreview({start: d('2024-01-10'), end: d('2024-01-11')}, d('2024-01-14'))).toBe(
      null,
    );
  });

  it('tells which dates a range holds', () => {
    const range = {start: d('2024-01-10'), end: d('2024-01-12')};
    expect(isInDateRange(d('2024-01-10'), range)).toBe(true);
    expect(isInDateRange(d('2024-01-11'), range)).toBe(true);
    expect(isInDateRange(d('2024-01-12'), range)).toBe(true);
    expect(isInDateRange(d('2024-01-13'), range)).toBe(false);
    expect(isInDateRange(d('2024-01-10'), {start: d('2024-01-10'), end: null})).toBe(true);
    expect(isInDateRange(d('2024-01-11'), {start: d('2024-01-10'), end: null})).toBe(false);
    expect(isInDateRange(d('2024-01-10'), EMPTY_DATE_RANGE)).toBe(false);
    expect(isInDateRange(d('2024-01-10'), null)).toBe(false);
  });

  it('compares ranges by day', () => {
    expect(isSameRange(EMPTY_DATE_RANGE, {start: null, end: null})).toBe(true);
    expect(
      isSameRange({start: new Date(2024, 0, 1, 9), end: null}, {start: d('2024-01-01'), end: null}),
    ).toBe(true);
    expect(isSameRange({start: d('2024-01-01'), end: null}, EMPTY_DATE_RANGE)).toBe(false);
  });
});
