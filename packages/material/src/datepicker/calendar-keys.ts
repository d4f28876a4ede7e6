import type {Direction} from '@material-react/cdk/bidi';
import {
  addDays,
  addMonths,
  addYears,
  endOfWeek,
  getYearPageStart,
  PERIODS_PER_ROW,
  startOfWeek,
  YEARS_PER_PAGE,
  type DayOfWeek,
} from './date-math';

/** What a calendar shows: the days of a month, the months of a year, or a page of years. */
export type CalendarView = 'month' | 'year' | 'multi-year';

/** What the keyboard handler of a calendar grid needs to know besides the key. */
export interface CalendarKeyContext {
  /** The view the grid shows. */
  view: CalendarView;
  /** The text direction: Left and Right swap in right-to-left text. */
  direction: Direction;
  /** The first day of the week, for Home and End in the month view. */
  firstDayOfWeek: DayOfWeek;
  /** The earliest date that can be chosen, which also lines up the pages of years. */
  min?: Date | null;
  /** The latest date that can be chosen, which also lines up the pages of years. */
  max?: Date | null;
}

/** The subset of a keyboard event the calendar reads. */
export interface CalendarKeyInput {
  /** The key, as `KeyboardEvent.key` names it. */
  key: string;
  /** Whether Shift is held: PageUp and PageDown then move by a larger step. */
  shiftKey?: boolean;
}

/**
 * Where a key moves the active date of a calendar grid, or `null` for a key the grid does not
 * move with. The date keeps its day (and month) where it can: moving by months or years lands
 * on the nearest day the target month has.
 *
 * | Key             | month view        | year view              | multi-year view          |
 * | --------------- | ----------------- | ---------------------- | ------------------------ |
 * | Left / Right    | a day             | a month                | a year                   |
 * | Up / Down       | a week            | four months            | four years               |
 * | Home / End      | start / end of week | January / December   | first / last year shown  |
 * | PageUp/PageDown | a month           | a year                 | 24 years                 |
 * | Shift+PageUp/Dn | a year            | ten years              | 240 years                |
 */
export function getCalendarKeyTarget(
  active: Date,
  input: CalendarKeyInput,
  context: CalendarKeyContext,
): Date | null {
  const {view, direction, firstDayOfWeek} = context;
  const forward = direction === 'rtl' ? -1 : 1;
  const page = input.key === 'PageUp' ? -1 : input.key === 'PageDown' ? 1 : 0;

  if (view === 'month') {
    switch (input.key) {
      case 'ArrowLeft':
        return addDays(active, -forward);
      case 'ArrowRight':
        return addDays(active, forward);
      case 'ArrowUp':
        return addDays(active, -7);
      case 'ArrowDown':
        return addDays(active, 7);
      case 'Home':
        return startOfWeek(active, firstDayOfWeek);
      case 'End':
        return endOfWeek(active, firstDayOfWeek);
    }
    if (page) return input.shiftKey ? addYears(active, page) : addMonths(active, page);
    return null;
  }

  if (view === 'year') {
    switch (input.key) {
      case 'ArrowLeft':
        return addMonths(active, -forward);
      case 'ArrowRight':
        return addMonths(active, forward);
      case 'ArrowUp':
        return addMonths(active, -PERIODS_PER_ROW);
      case 'ArrowDown':
        return addMonths(active, PERIODS_PER_ROW);
      case 'Home':
        return addMonths(active, -active.getMonth());
      case 'End':
        return addMonths(active, 11 - active.getMonth());
    }
    if (page) return addYears(active, page * (input.shiftKey ? 10 : 1));
    return null;
  }

  switch (input.key) {
    case 'ArrowLeft':
      return addYears(active, -forward);
    case 'ArrowRight':
      return addYears(active, forward);
    case 'ArrowUp':
      return addYears(active, -PERIODS_PER_ROW);
    case 'ArrowDown':
      return addYears(active, PERIODS_PER_ROW);
    case 'Home':
    case 'End': {
      const first = getYearPageStart(active.getFullYear(), context.min, context.max);
      const target = input.key === 'Home' ? first : first + YEARS_PER_PAGE - 1;
      return addYears(active, target - active.getFullYear());
    }
  }
  if (page) return addYears(active, page * YEARS_PER_PAGE * (input.shiftKey ? 10 : 1));
  return null;
}
