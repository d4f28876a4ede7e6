import {
  addDays,
  addMonths,
  Datepicker,
  useToday,
  type DateInputError,
} from '@material-react/material/datepicker';
import {FormField} from '@material-react/material/form-field';
import {useState} from 'react';

const MESSAGES: Record<DateInputError, string> = {
  parse: 'Enter a date',
  min: 'The earliest delivery is tomorrow',
  max: 'Deliveries are booked two months ahead at most',
  filter: 'We deliver on weekdays only',
};

/** Whether a date is a weekday: Saturdays and Sundays are disabled. */
const isWeekday = (date: Date) => date.getDay() !== 0 && date.getDay() !== 6;

/**
 * @title Bounds and a date filter
 *
 * `min` and `max` bound the dates from tomorrow to two months ahead, and `dateFilter` turns off
 * weekends. Disabled days can still be reached with the arrow keys, but not chosen.
 */
export function DatepickerMinMaxFilterExample() {
  // Read on the client after hydration, so a prerendered page never shows a stale day.
  const today = useToday();
  const [error, setError] = useState<DateInputError | null>(null);
  return (
    <FormField
      label="Delivery date"
      hint="Weekdays, from tomorrow up to two months ahead"
      error={error && MESSAGES[error]}
    >
      <Datepicker
        min={today && addDays(today, 1)}
        max={today && addMonths(today, 2)}
        dateFilter={isWeekday}
        onInputErrorChange={setError}
      />
    </FormField>
  );
}
