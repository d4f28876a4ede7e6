export {
  MINUTES_PER_DAY,
  formatTime,
  generateTimeOptions,
  getTimeOfDay,
  parseInterval,
  parseTime,
  setTimeOfDay,
  toIsoTimeString,
  toTimeOfDay,
  usesTwelveHourClock,
  type TimeLike,
} from './time-format';
export {Timepicker} from './timepicker';
export {
  DEFAULT_TIMEPICKER_LABELS,
  type TimepickerLabels,
  type TimepickerProps,
} from './timepicker-props';
export type {TimeInputError} from './use-time-input';
