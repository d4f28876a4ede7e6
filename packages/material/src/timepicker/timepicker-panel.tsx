import type {Combobox} from '@material-react/cdk/combobox';

/** One time in the list: its key, its time of day and its text. */
export interface TimepickerPanelOption {
  /** The option's key in the combobox. */
  key: string;
  /** The time of day, in minutes since midnight. */
  time: number;
  /** The time written in the timepicker's locale. */
  label: string;
}

/** Props of {@link TimepickerPanel}. */
export interface TimepickerPanelProps {
  /** The combobox behaviour, which gives the listbox and option props. */
  combobox: Combobox;
  /** The times to list, in order. */
  options: TimepickerPanelOption[];
  /** The language of the option text, when a `locale` was given. */
  lang: string | undefined;
  /** Extra class names. */
  className: string | undefined;
}

/**
 * The listbox of a timepicker, in its overlay pane, which is at least as wide as the field; the
 * panel fills the pane.
 */
export function TimepickerPanel({combobox, options, lang, className}: TimepickerPanelProps) {
  return (
    <div
      {...combobox.listboxProps}
      lang={lang}
      className={className ? `mat-timepicker-panel ${className}` : 'mat-timepicker-panel'}
    >
      {options.map((option) => (
        <div
          key={option.key}
          {...combobox.getOptionProps(option.key)}
          className="mat-timepicker-option"
        >
          {option.label}
        </div>
      ))}
    </div>
  );
}
