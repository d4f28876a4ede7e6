'use client';

import arrowDropDown from '@material-symbols/svg-400/outlined/arrow_drop_down.svg?raw';
import chevronLeft from '@material-symbols/svg-400/outlined/chevron_left.svg?raw';
import chevronRight from '@material-symbols/svg-400/outlined/chevron_right.svg?raw';
import {VisuallyHidden} from '@material-react/cdk/a11y';
import {IconButton} from '../button';
import {Icon} from '../icon';
import type {CalendarView} from './calendar-keys';
import {formatMonthYear, formatYear} from './date-format';
import {getYearPageStart, YEARS_PER_PAGE} from './date-math';
import type {CalendarLabels} from './datepicker-labels';
import type {CalendarState} from './use-calendar-state';

/** Props of {@link CalendarHeader}. */
export interface CalendarHeaderProps {
  /** The calendar's state. */
  state: CalendarState;
  /** The labels of the buttons. */
  labels: CalendarLabels;
  /** The locale for the period's name. */
  locale: string;
  /** The earliest date that can be chosen, which lines up the pages of years. */
  min: Date | null | undefined;
  /** The latest date that can be chosen, which lines up the pages of years. */
  max: Date | null | undefined;
  /** The id the period's live name takes; the grid is labelled by it. */
  labelId: string;
  /** The id of the period button's description. */
  hintId: string;
}

/** The name of the period a view shows: "January 2024", "2024" or "2016 – 2039". */
export function getPeriodLabel(
  view: CalendarView,
  activeDate: Date | null,
  locale: string,
  min: Date | null | undefined,
  max: Date | null | undefined,
): string {
  if (!activeDate) return '';
  if (view === 'month') return formatMonthYear(activeDate, locale);
  if (view === 'year') return formatYear(activeDate.getFullYear(), locale);
  const first = getYearPageStart(activeDate.getFullYear(), min, max);
  return `${formatYear(first, locale)} – ${formatYear(first + YEARS_PER_PAGE - 1, locale)}`;
}

/**
 * The calendar's header: the period button (the month and year; it switches between the days
 * and the years), and the previous and next buttons. The period's name is also in a polite live
 * region, so paging with the keyboard is announced.
 */
export function CalendarHeader({
  state,
  labels,
  locale,
  min,
  max,
  labelId,
  hintId,
}: CalendarHeaderProps) {
  const {view, activeDate} = state;
  const period = getPeriodLabel(view, activeDate, locale, min, max);
  const hint = view === 'month' ? labels.switchToMultiYearView : labels.switchToMonthView;
  const [previous, next] =
    view === 'month'
      ? [labels.previousMonth, labels.nextMonth]
      : view === 'year'
        ? [labels.previousYear, labels.nextYear]
        : [labels.previousYears, labels.nextYears];
  return (
    <div className="mat-calendar-header">
      <button
        type="button"
        className="mat-calendar-period-button"
        // Before the browser knows today's date (the server render, the first moments after it)
        // there is no period to show: the button is named by what it does instead.
        aria-label={activeDate ? undefined : hint}
        aria-describedby={activeDate ? hintId : undefined}
        disabled={!activeDate}
        onClick={() => state.setView(view === 'month' ? 'multi-year' : 'month')}
      >
        <span className="mat-calendar-period-label">{period}</span>
        <Icon svg={arrowDropDown} className="mat-calendar-period-arrow" size={18} />
      </button>
      <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>
      <VisuallyHidden id={labelId} aria-live="polite">
        {period}
      </VisuallyHidden>
      <span className="mat-calendar-spacer" />
      <IconButton
        aria-label={previous}
        className="mat-calendar-previous"
        // aria-disabled rather than disabled, so focus stays on the button at the last page.
        aria-disabled={!state.canGoPrevious || undefined}
        onClick={() => {
          if (state.canGoPrevious) state.goPrevious();
        }}
      >
        <Icon svg={chevronLeft} />
      </IconButton>
      <IconButton
        aria-label={next}
        className="mat-calendar-next"
        aria-disabled={!state.canGoNext || undefined}
        onClick={() => {
          if (state.canGoNext) state.goNext();
        }}
      >
        <Icon svg={chevronRight} />
      </IconButton>
    </div>
  );
}
