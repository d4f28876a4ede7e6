import type {HTMLAttributes, Ref} from 'react';

/** Which way a slider lies: `horizontal` (the default) or `vertical`, with its minimum at the bottom. */
export type SliderOrientation = 'horizontal' | 'vertical';

/**
 * Turns a value into text for people: the value label on a thumb and, unless
 * `getAriaValueText` is given, what screen readers announce (`aria-valuetext`).
 * `thumbIndex` is 0 for a `Slider`; 0 (start) or 1 (end) for a `RangeSlider`.
 */
export type SliderValueFormatter = (value: number, thumbIndex: number) => string;

/**
 * The props `Slider` and `RangeSlider` share. Props not listed here go to the root `<div>`.
 */
export interface SliderBaseProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  | 'defaultValue'
  | 'onChange'
  | 'children'
  | 'role'
  | 'aria-orientation'
  | 'aria-valuemin'
  | 'aria-valuemax'
  | 'aria-valuenow'
  | 'aria-valuetext'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
> {
  /**
   * The smallest value.
   * @default 0
   */
  min?: number;
  /**
   * The largest value. A `max` below `min` is taken as `min`.
   * @default 100
   */
  max?: number;
  /**
   * The distance between two values the slider can take, counted from `min`. Values snap to it;
   * `max` stays reachable even when the range is no multiple of the step.
   * @default 1
   */
  step?: number;
  /**
   * How far Page Up and Page Down move a thumb.
   * @default 10 * step
   */
  largeStep?: number;
  /**
   * Whether the slider is disabled: dimmed, out of the tab order, deaf to the pointer, and left
   * out of form submission.
   * @default false
   */
  disabled?: boolean;
  /**
   * Which way the slider lies. A vertical slider has its minimum at the bottom; give it a height
   * (200px unless set) through CSS.
   * @default 'horizontal'
   */
  orientation?: SliderOrientation;
  /**
   * Whether the slider is discrete: a thumb shows its value in a label above it while it is
   * dragged or focused. Pair it with a `step` larger than the smallest change that matters.
   * @default false
   */
  discrete?: boolean;
  /**
   * Whether the track shows a dot at every step (and at `max`). Not drawn when there would be
   * more than 1000.
   * @default false
   */
  showTickMarks?: boolean;
  /**
   * Turns a value into the text of the value label, and of `aria-valuetext` unless
   * `getAriaValueText` is given. Without it, the label shows the number.
   */
  formatValue?: SliderValueFormatter;
  /**
   * Turns a value into what screen readers announce (`aria-valuetext`), when that should differ
   * from `formatValue`, for instance "20 degrees Celsius" for a label reading "20°".
   */
  getAriaValueText?: SliderValueFormatter;
  /**
   * The form field name. With it, a hidden input per thumb submits the value (as a string) with
   * the form the slider is in; a range slider submits two entries with this name, start first.
   */
  name?: string;
  /** The id of the form the value belongs to, when the slider is outside it. */
  form?: string;
  /**
   * A ref to the first thumb's `<input type="range">` (the start thumb of a range slider): the
   * focusable element, which a form library focuses when the value is invalid. Other props go to
   * the root `<div>`.
   */
  ref?: Ref<HTMLInputElement>;
}
