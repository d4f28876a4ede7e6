'use client';

import {useControllableState} from '@material-react/cdk/state';
import {useCallback, useMemo} from 'react';
import {SliderFrame} from './slider-frame';
import type {SliderBaseProps} from './slider-props';

/** Props of {@link Slider}. Props not listed here go to the root `<div>`. */
export interface SliderProps extends SliderBaseProps {
  /** The value. Setting it makes the slider controlled. */
  value?: number;
  /**
   * The value at first, when the slider is uncontrolled.
   * @default min
   */
  defaultValue?: number;
  /** Called with the new value on every change: each step of a drag, each key press. */
  onValueChange?: (value: number) => void;
  /**
   * Called with the value once the user is done: at the end of a drag that changed it, and after
   * a key press (or a screen reader's adjustment) that changed it. Use it for work too costly to
   * do on every step, such as saving.
   */
  onValueCommit?: (value: number) => void;
  /** The accessible name of the thumb, when no visible text names it. */
  'aria-label'?: string;
  /** The id of a visible element whose text names the thumb, such as a label next to it. */
  'aria-labelledby'?: string;
  /** The ids of elements whose text describes the thumb, such as a hint. */
  'aria-describedby'?: string;
}

/**
 * A Material 3 slider: one thumb on a track to pick a value from a range, by dragging, by a press
 * on the track, or with the arrow keys, Page Up, Page Down, Home and End. The thumb is a
 * native range input (hidden; what you see is drawn around it), named with `aria-label` or
 * `aria-labelledby`. For a range with two thumbs, use {@link RangeSlider}.
 *
 * ```tsx
 * <Slider aria-label="Volume" defaultValue={40} />
 * ```
 */
export function Slider({
  value: valueProp,
  defaultValue,
  onValueChange,
  onValueCommit,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SliderProps) {
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue: defaultValue ?? props.min ?? 0,
    onChange: onValueChange,
  });
  const values = useMemo(() => [value], [value]);
  const thumbNaming = useMemo(
    () => [
      {
        'aria-label': ariaLabel,
        'aria-labelledby': ariaLabelledBy,
        'aria-describedby': ariaDescribedBy,
      },
    ],
    [ariaLabel, ariaLabelledBy, ariaDescribedBy],
  );
  const commit = useCallback(
    (next: readonly number[]) => onValueCommit?.(next[0]!),
    [onValueCommit],
  );
  return (
    <SliderFrame
      {...props}
      values={values}
      onValuesChange={(next) => setValue(next[0]!)}
      onValuesCommit={commit}
      thumbNaming={thumbNaming}
    />
  );
}
