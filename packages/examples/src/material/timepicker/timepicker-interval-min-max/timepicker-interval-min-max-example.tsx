import {FormField} from '@material-react/material/form-field';
import {Timepicker, type TimeInputError} from '@material-react/material/timepicker';
import {useState} from 'react';

const MESSAGES: Record<TimeInputError, string> = {
  parse: 'Enter a time such as 10:15 AM',
  min: 'The office opens at 9:00 AM',
  max: 'The last meeting starts at 5:00 PM',
};

/**
 * @title Interval, min and max
 *
 * `interval="15m"` offers a time every quarter of an hour, and `min` and `max` keep the list,
 * and what can be typed, within office hours.
 */
export function TimepickerIntervalMinMaxExample() {
  const [error, setError] = useState<TimeInputError | null>(null);
  return (
    <FormField
      label="Meeting time"
      hint="Office hours, 9 AM to 5 PM"
      error={error && MESSAGES[error]}
    >
      <Timepicker interval="15m" min="09:00" max="17:00" onInputErrorChange={setError} />
    </FormField>
  );
}
