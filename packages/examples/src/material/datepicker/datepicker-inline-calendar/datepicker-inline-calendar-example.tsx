import {Calendar, formatFullDate, useDateLocale} from '@material-react/material/datepicker';
import {useState} from 'react';
import './datepicker-inline-calendar-example.css';

/** The first day of each month is marked as a team day. */
const teamDay = (date: Date) => (date.getDate() === 1 ? 'datepicker-inline-team-day' : undefined);

/**
 * @title Inline calendar
 *
 * A `Calendar` on its own, always shown. The period button switches to the years, then the
 * months; `dateClassName` marks special days.
 */
export function DatepickerInlineCalendarExample() {
  const locale = useDateLocale();
  const [date, setDate] = useState<Date | null>(null);
  return (
    <div className="datepicker-inline">
      <Calendar
        aria-label="Meeting day"
        className="datepicker-inline-calendar"
        value={date}
        onValueChange={setDate}
        dateClassName={teamDay}
      />
      <p className="datepicker-inline-result" aria-live="polite">
        {date ? `Meeting on ${formatFullDate(date, locale)}.` : 'Pick a meeting day.'}
      </p>
      <p className="datepicker-inline-note">Underlined days are team days.</p>
    </div>
  );
}
