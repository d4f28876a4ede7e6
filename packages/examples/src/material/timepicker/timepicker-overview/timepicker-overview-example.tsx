import {FormField} from '@material-react/material/form-field';
import {useDateLocale} from '@material-react/material/datepicker';
import {
  formatTime,
  getTimeOfDay,
  Timepicker,
  type TimeInputError,
} from '@material-react/material/timepicker';
import {useState} from 'react';
import './timepicker-overview-example.css';

/**
 * @title Timepicker
 *
 * Type a time ("9:30 pm", "2130", "930") or pick one from the list that the button, the arrow
 * keys or a click in the field opens. Text that is not a time shows an error.
 */
export function TimepickerOverviewExample() {
  const locale = useDateLocale();
  const [time, setTime] = useState<Date | null>(null);
  const [error, setError] = useState<TimeInputError | null>(null);
  return (
    <div className="timepicker-overview">
      <FormField label="Alarm" error={error && 'Enter a time such as 7:30 AM'}>
        <Timepicker value={time} onValueChange={setTime} onInputErrorChange={setError} />
      </FormField>
      <p className="timepicker-overview-result" aria-live="polite">
        {time ? `Alarm set for ${formatTime(getTimeOfDay(time), locale)}.` : 'No alarm set.'}
      </p>
    </div>
  );
}
