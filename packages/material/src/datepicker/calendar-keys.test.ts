import {describe, expect, it} from 'vitest';
import {getCalendarKeyTarget, type CalendarKeyContext} from './calendar-keys';
import {parseIsoDate, toIsoDateString} from './date-math';

const d = (text: string) => parseIsoDate(text)!;
const target = (
  from: string,
  key: string,
  context: Partial<CalendarKeyContext> = {},
  shiftKey = false,
) => {
  const result = getCalendarKeyTarget(
    d(from),
    {key, shiftKey},
    {view: 'month', direction: 'ltr', firstDayOfWeek: 0, ...context},
  );
  return result && toIsoDateString(result);
};

describe('calendar keys in the month view', () => {
  it('moves by days and weeks with the arrows', () => {
    expect(target('2024-01-31', 'ArrowRight')).toBe('2024-02-01');
    expect(target('2024-01-01', 'ArrowLeft')).toBe('2023-12-31');
    expect(target('2024-01-05', 'ArrowDown')).toBe('2024-01-12');
    expect(target('2024-01-05', 'ArrowUp')).toBe('2023-12-29');
  });

  it('mirrors Left and Right in right-to-left text', () => {
    expect(target('2024-01-10', 'ArrowLeft', {direction: 'rtl'})).toBe('2024-01-11');
    expect(target('2024-01-10', 'ArrowRight', {direction: 'rtl'})).toBe('2024-01-09');
    expect(target('2024-01-10', 'ArrowDown', {direction: 'rtl'})).toBe('2024-01-17');
  });

  it('goes to the start and end of the week with Home and End', () => {
    // 2024-01-10 is a Wednesday.
    expect(target('2024-01-10', 'Home')).toBe('2024-01-07');
    expect(target('2024-01-10', 'End')).toBe('2024-01-13');
    expect(target('2024-01-10', 'Home', {firstDayOfWeek: 1})).toBe('2024-01-08');
    expect(target('2024-01-10', 'End', {firstDayOfWeek: 1})).toBe('2024-01-14');
  });

  it('pages by months, and by years with Shift', () => {
    expect(target('2024-01-31', 'PageDown')).toBe('2024-02-29');
    expect(target('2024-03-31', 'PageUp')).toBe('2024-02-29');
    expect(target('2024-02-29', 'PageDown', {}, true)).toBe('2025-02-28');
    expect(target('2024-02-29', 'PageUp', {}, true)).toBe('2023-02-28');
  });

  it('ignores other keys', () => {
    expect(target('2024-01-10', 'a')).toBeNull();
    expect(target('2024-01-10', 'Enter')).toBeNull();
    expect(target('2024-01-10', 'Tab')).toBeNull();
  });
});

describe('calendar keys in the year view', () => {
  const year = {view: 'year'} as const;

  it('moves by months and rows of four months', () => {
    expect(target('2024-01-31', 'ArrowRight', year)).toBe('2024-02-29');
    expect(target('2024-01-15', 'ArrowLeft', year)).toBe('2023-12-15');
    expect(target('2024-01-15', 'ArrowLeft', {...year, direction: 'rtl'})).toBe('2024-02-15');
    expect(target('2024-01-15', 'ArrowDown', year)).toBe('2024-05-15');
    expect(target('2024-03-15', 'ArrowUp', year)).toBe('2023-11-15');
  });

  it('goes to January and December, and pages by years', () => {
    expect(target('2024-05-31', 'Home', year)).toBe('2024-01-31');
    expect(target('2024-05-31', 'End', year)).toBe('2024-12-31');
    expect(target('2024-05-15', 'PageDown', year)).toBe('2025-05-15');
    expect(target('2024-05-15', 'PageUp', year, true)).toBe('2014-05-15');
  });
});

describe('calendar keys in the multi-year view', () => {
  const years = {view: 'multi-year'} as const;

  it('moves by years and rows of four years', () => {
    expect(target('2024-02-29', 'ArrowRight', years)).toBe('2025-02-28');
    expect(target('2024-06-01', 'ArrowLeft', years)).toBe('2023-06-01');
    expect(target('2024-06-01', 'ArrowRight', {...years, direction: 'rtl'})).toBe('2023-06-01');
    expect(target('2024-06-01', 'ArrowDown', years)).toBe('2028-06-01');
    expect(target('2024-06-01', 'ArrowUp', years)).toBe('2020-06-01');
  });

  it('goes to the first and last year of the page, and pages by 24 years', () => {
    expect(target('2024-06-01', 'Home', years)).toBe('2016-06-01');
    expect(target('2024-06-01', 'End', years)).toBe('2039-06-01');
    expect(target('2024-06-01', 'Home', {...years, min: d('2020-01-01')})).toBe('2020-06-01');
    expect(target('2024-06-01', 'PageDown', years)).toBe('2048-06-01');
    expect(target('2024-06-01', 'PageUp', years, true)).toBe('1784-06-01');
  });
});
