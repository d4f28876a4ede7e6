import type {Combobox} from '@material-react/cdk/combobox';
import {useComposedRefs} from '@material-react/cdk/slot';
import {useLayoutEffect, useRef} from 'react';

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
  /** The element the panel lines up with; the panel is at least as wide. */
  anchor: Element | null;
  /** The language of the option text, when a `locale` was given. */
  lang: string | undefined;
  /** Extra class names. */
  className: string | undefined;
}

/** The listbox of a timepicker, in its overlay pane, as wide as the field. */
export function TimepickerPanel({
  combobox,
  options,
  anchor,
  lang,
  className,
}: TimepickerPanelProps) {
  const panel = useRef<HTMLDivElement | null>(null);
  const panelRef = useComposedRefs<HTMLDivElement>(panel, combobox.listboxProps.ref);

  useLayoutEffect(() => {
    const element = panel.current;
    if (!element || !anchor) return;
    const match = () => {
      element.style.minWidth = `${anchor.getBoundingClientRect().width}px`;
    };
    match();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(match);
    observer.observe(anchor);
    return () => observer.disconnect();
  }, [anchor]);

  return (
    <div
      {...combobox.listboxProps}
      ref={panelRef}
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
