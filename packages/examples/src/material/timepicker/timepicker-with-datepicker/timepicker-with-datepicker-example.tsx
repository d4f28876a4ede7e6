import {Datepicker, formatFullDate, useDateLocale} from '@material-react/material/datepicker';
import {FormField} from '@material-react/material/form-field';
import {formatTime, getTimeOfDay, Timepicker} from '@material-react/material/timepicker';
import {useState} from 'react';
import './timepicker-with-datepicker-example.css';

/** The day of one date at the time of another. */
function combine(day: Date, time: Date): Date {
  return new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    time.getHours(),
    time.getMinutes(),
  );
}

/**
 * @title With a datepicker
 *
 * A `Datepicker` and a `Timepicker` share one `Date`: the datepicker changes its day and keeps
 * the time, the timepicker changes its time and keeps the day. While one of them is empty (or
 * being retyped), the other waits on its own.
 */
export function TimepickerWithDatepickerExample() {
  const locale = useDateLocale();
  // A fixed start, so the server and the browser render the same text.
  const [appointment, setAppointment] = useState<Date | null>(() => new Date(2024, 6, 4, 10, 0));
  // The day, or the time, chosen while the other one is missing.
  const [waitingDay, setWaitingDay] = useState<Date | null>(null);
  const [waitingTime, setWaitingTime] = useState<Date | null>(null);
  const day = appointment ?? waitingDay;
  const time = appointment ?? waitingTime;

  const update = (nextDay: Date | null, nextTime: Date | null) => {
    setAppointment(nextDay && nextTime ? combine(nextDay, nextTime) : null);
    setWaitingDay(nextDay);
    setWaitingTime(nextTime);
  };

  return (
    <div className="timepicker-with-datepicker">
      <div className="timepicker-with-datepicker-fields">
        <FormField label="Day">
          <Datepicker value={day} onValueChange={(next) => update(next, time)} />
        </FormField>
        <FormField label="Time">
          <Timepicker value={time} onValueChange={(next) => update(day, next)} />
        </FormField>
      </div>
      <p className="timepicker-with-datepicker-result" aria-live="polite">
        {appointment
          ? `Appointment: ${formatFullDate(appointment, locale)}, ${formatTime(getTimeOfDay(appointment), locale)}`
          : 'Choose a day and a time.'}
      </p>
    </div>
  );
}
