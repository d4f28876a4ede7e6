import {
  Datepicker,
  formatFullDate,
  getDateInputPattern,
  useDateLocale,
  type DateInputError,
} from '@material-react/material/datepicker';
import {FormField} from '@material-react/material/form-field';
import {useState} from 'react';
import './datepicker-overview-example.css';

/**
 * @title Datepicker
 *
 * Type a date in the format of the page's language, or open the calendar with the button (or
 * Alt+ArrowDown). Text that is not a date shows an error.
 */
export function DatepickerOverviewExample() {
  const locale = useDateLocale();
  const pattern = getDateInputPattern(locale);
  const [date, setDate] = useState<Date | null>(null);
  const [error, setError] = useState<DateInputError | null>(null);
  return (
    <div className="datepicker-overview">
      <FormField label="Appointment" hint={pattern} error={error && `Enter a date as ${pattern}`}>
        <Datepicker value={date} onValueChange={setDate} onInputErrorChange={setError} />
      </FormField>
      <p className="datepicker-overview-result" aria-live="polite">
        {date ? `Booked for ${formatFullDate(date, locale)}.` : 'No date chosen yet.'}
      </p>
    </div>
  );
}
