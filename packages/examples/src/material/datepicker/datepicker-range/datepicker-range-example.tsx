import {DateRangePicker, type DateRange} from '@material-react/material/datepicker';
import {FormField} from '@material-react/material/form-field';
import {useState} from 'react';
import './datepicker-range-example.css';

const DAY = 24 * 60 * 60 * 1000;

/** The nights between two dates at local midnight, whatever daylight saving does in between. */
function nightsBetween(start: Date, end: Date): number {
  return Math.round((end.getTime() - start.getTime()) / DAY);
}

/**
 * @title Date range
 *
 * A `DateRangePicker` has a start and an end input in one field. In its calendar the first click
 * chooses the arrival, the second the departure, with a preview of the stay in between.
 */
export function DatepickerRangeExample() {
  const [stay, setStay] = useState<DateRange>({start: null, end: null});
  const nights = stay.start && stay.end ? nightsBetween(stay.start, stay.end) : null;
  return (
    <div className="datepicker-range">
      <FormField label="Your stay" hint="Arrival – departure">
        <DateRangePicker
          value={stay}
          onValueChange={setStay}
          labels={{startDate: 'Arrival', endDate: 'Departure'}}
        />
      </FormField>
      <p className="datepicker-range-result" aria-live="polite">
        {nights === null
          ? 'Choose your arrival and departure.'
          : nights === 0
            ? 'A day visit, no nights.'
            : `${nights} ${nights === 1 ? 'night' : 'nights'}.`}
      </p>
    </div>
  );
}
