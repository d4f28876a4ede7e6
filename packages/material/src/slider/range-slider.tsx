'use client';

import {useControllableState} from '@material-react/cdk/state';
import {useCallback, useMemo} from 'react';
import {SliderFrame, type SliderThumbNaming} from './slider-frame';
import type {SliderBaseProps} from './slider-props';

/** The value of a {@link RangeSlider}: its start and its end, start never above end. */
export type SliderRangeValue = [start: number, end: number];

/** Props of {@link RangeSlider}. Props not listed here go to the root `<div role="group">`. */
export interface RangeSliderProps extends SliderBaseProps {
  /** The start and end values. Setting it makes the slider controlled. */
  value?: SliderRangeValue;
  /**
   * The start and end values at first, when the slider is uncontrolled.
   * @default [min, max]
   */
  defaultValue?: SliderRangeValue;
  /** Called with the new start and end on every change: each step of a drag, each key press. */
  onValueChange?: (value: SliderRangeValue) => void;
  /**
   * Called with the start and end once the user is done: at the end of a drag that changed them,
   * and after a key press (or a screen reader's adjustment) that changed them.
   */
  onValueCommit?: (value: SliderRangeValue) => void;
  /**
   * How many steps apart the two thumbs stay at least. With 0 they can meet but never cross.
   * @default 0
   */
  minStepsBetween?: number;
  /**
   * The accessible names of the start and end thumbs, such as
   * `['Minimum price', 'Maximum price']`. Each thumb needs a name of its own: give this or
   * `thumbLabelledBy`.
   */
  thumbLabels?: [start: string, end: string];
  /** The ids of visible elements whose text names the start and the end thumb. */
  thumbLabelledBy?: [start: string, end: string];
  /** The accessible name of the group holding both thumbs, when no visible text names it. */
  'aria-label'?: string;
  /** The id of a visible element whose text names the group, such as a heading. */
  'aria-labelledby'?: string;
  /** The ids of elements whose text describes the group, such as a hint. */
  'aria-describedby'?: string;
}

/**
 * A Material 3 range slider: two thumbs on one track that pick a start and an end, such as a
 * price range. The thumbs cannot pass each other (and stay `minStepsBetween` steps apart). A
 * press on the track moves the nearer thumb. It is a `role="group"` of two native range
 * inputs (hidden; what you see is drawn around them), each with a name of its own from
 * `thumbLabels` or `thumbLabelledBy`.
 *
 * ```tsx
 * <RangeSlider
 *   aria-label="Price"
 *   thumbLabels={['Minimum price', 'Maximum price']}
 *   defaultValue={[20, 80]}
 * />
 * ```
 */
export function RangeSlider({
  value: valueProp,
  defaultValue,
  onValueChange,
  onValueCommit,
  thumbLabels,
  thumbLabelledBy,
  ...props
}: RangeSliderProps) {
  const [value, setValue] = useControllableState<SliderRangeValue>({
    value: valueProp,
    defaultValue: defaultValue ?? [props.min ?? 0, props.max ?? 100],
    onChange: onValueChange,
  });
  const [start, end] = value;
  const values = useMemo(() => [start, Math.max(start, end)], [start, end]);
  const thumbNaming = useMemo<SliderThumbNaming[]>(
    () =>
      [0, 1].map((index) => ({
        'aria-label': thumbLabels?.[index],
        'aria-labelledby': thumbLabelledBy?.[index],
      })),
    [thumbLabels, thumbLabelledBy],
  );
  const commit = useCallback(
    (next: readonly number[]) => onValueCommit?.([next[0]!, next[1]!]),
    [onValueCommit],
  );
  return (
    <SliderFrame
      {...props}
      role="group"
      values={values}
      onValuesChange={(next) => setValue([next[0]!, next[1]!])}
      onValuesCommit={commit}
      thumbNaming={thumbNaming}
    />
  );
}
