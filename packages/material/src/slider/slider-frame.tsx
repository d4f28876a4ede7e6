'use client';

import {useDirection} from '@material-react/cdk/bidi';
import {VISUALLY_HIDDEN_CLASS} from '@material-react/cdk/a11y';
import {FormValue, useFormReset} from '@material-react/cdk/forms';
import {composeEventHandlers} from '@material-react/cdk/slot';
import {useRef, type CSSProperties} from 'react';
import {
  clamp,
  floorToStep,
  getThumbBounds,
  getTickValues,
  normalizeRange,
  valueToPercent,
} from './slider-math';
import type {SliderBaseProps, SliderOrientation} from './slider-props';
import {useSlider} from './use-slider';
import './slider.css';

/** How one thumb is named and described. Internal: not exported by the entry point. */
export interface SliderThumbNaming {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

/** Props of {@link SliderFrame}: the shared props plus what each public component decides. */
export interface SliderFrameProps extends SliderBaseProps {
  values: readonly number[];
  onValuesChange: (values: readonly number[]) => void;
  onValuesCommit?: (values: readonly number[]) => void;
  /** How close two thumbs may come, in steps. */
  minStepsBetween?: number;
  /** Names for each thumb's input. */
  thumbNaming: readonly SliderThumbNaming[];
  /** The root's role: a range slider is a group of two sliders. */
  role?: 'group';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

/** More tick marks than this would be a solid line, and a lot of DOM: none are drawn then. */
const MAX_TICK_MARKS = 1000;

const THUMB_NAMES = ['start', 'end'];

/**
 * The writing mode of a vertical slider's inputs: vertical, with `rtl` putting the minimum at
 * the bottom as drawn. The keys stay ours (the input's own stepping is prevented).
 */
const VERTICAL_INPUT_STYLE: CSSProperties = {writingMode: 'vertical-lr', direction: 'rtl'};

/**
 * The markup shared by `Slider` and `RangeSlider`: a track with its active part, optional tick
 * marks, and a thumb per value.
 *
 * Each thumb holds a visually hidden native `<input type="range">` rather than an element with
 * `role="slider"`: phone screen readers adjust a native range input with their swipe gestures
 * (VoiceOver on iOS, TalkBack), which they do not offer for an ARIA slider, and the input
 * exposes its minimum, maximum and current value from its own `min`, `max` and `value`
 * (HTML-AAM; ARIA in HTML asks not to repeat them as `aria-value*`). Each thumb's `min` and `max`
 * are the values it can reach: in a range slider the other thumb limits it, as the WAI-ARIA
 * multi-thumb slider pattern asks. The keys are handled here (and the native stepping
 * prevented), so arrows follow the text direction and Home and End stop at the other thumb; a
 * change the input makes on its own, from assistive technology, goes through the same rules.
 */
export function SliderFrame({
  values: rawValues,
  onValuesChange,
  onValuesCommit,
  min: minProp = 0,
  max: maxProp = 100,
  step: stepProp = 1,
  largeStep: largeStepProp,
  minStepsBetween = 0,
  disabled = false,
  orientation = 'horizontal',
  discrete = false,
  showTickMarks = false,
  formatValue,
  getAriaValueText,
  name,
  form,
  thumbNaming,
  role,
  className,
  style,
  ref,
  onPointerDown,
  onPointerMove,
  onPointerUp,
  onPointerCancel,
  onLostPointerCapture,
  onKeyDown,
  onFocus,
  onBlur,
  ...rest
}: SliderFrameProps) {
  const range = normalizeRange(minProp, maxProp, stepProp);
  const largeStep =
    largeStepProp !== undefined && Number.isFinite(largeStepProp) && largeStepProp > 0
      ? largeStepProp
      : range.step * 10;
  const minDistance = Math.max(0, minStepsBetween) * range.step;
  const direction = useDirection();
  // Values from outside may be off the range: they are drawn and announced inside it.
  const values = rawValues.map((value) => clamp(value, range.min, range.max));
  // A form's reset puts the first values back; the first thumb takes a form library's focus.
  const validity = useRef<HTMLInputElement>(null);
  useFormReset(validity, rawValues, onValuesChange);
  const {
    rootHandlers: handlers,
    trackRef,
    onInputChange,
    draggingThumb,
    focusedThumb,
    focusVisible,
  } = useSlider({
    values,
    onValuesChange,
    onValuesCommit,
    range,
    largeStep,
    minDistance,
    disabled,
    orientation,
    direction,
  });

  const percents = values.map((value) => valueToPercent(value, range));
  const lowPercent = values.length > 1 ? percents[0]! : 0;
  const highPercent = percents[percents.length - 1]!;
  const lowValue = values.length > 1 ? values[0]! : range.min;
  const highValue = values[values.length - 1]!;
  const ticks = showTickMarks ? getTickValues(range, MAX_TICK_MARKS) : [];
  const visibleFocus = focusVisible ? focusedThumb : null;
  // The thumb in use: dragged, or focused from the keyboard. A discrete one shows its value.
  const activeThumb = draggingThumb ?? visibleFocus;
  const format = (value: number, index: number) => formatValue?.(value, index) ?? String(value);

  const classes = ['mat-slider', className].filter(Boolean).join(' ');
  return (
    <div
      {...rest}
      role={role}
      className={classes}
      style={style}
      data-orientation={orientation}
      data-disabled={disabled ? '' : undefined}
      data-discrete={discrete ? '' : undefined}
      data-dragging={draggingThumb !== null ? '' : undefined}
      onPointerDown={composeEventHandlers(onPointerDown, handlers.onPointerDown)}
      onPointerMove={composeEventHandlers(onPointerMove, handlers.onPointerMove)}
      onPointerUp={composeEventHandlers(onPointerUp, handlers.onPointerUp)}
      onPointerCancel={composeEventHandlers(onPointerCancel, handlers.onPointerCancel)}
      onLostPointerCapture={composeEventHandlers(
        onLostPointerCapture,
        handlers.onLostPointerCapture,
      )}
      onKeyDown={composeEventHandlers(onKeyDown, handlers.onKeyDown)}
      onFocus={composeEventHandlers(onFocus, handlers.onFocus)}
      onBlur={composeEventHandlers(onBlur, handlers.onBlur)}
    >
      <div ref={trackRef} className="mat-slider-track">
        <div className="mat-slider-track-inactive" />
        <div
          className="mat-slider-track-active"
          style={spanStyle(lowPercent, highPercent, orientation, direction)}
        />
        {ticks.length > 0 && (
          <div className="mat-slider-tick-marks" aria-hidden="true">
            {ticks.map((tick) => (
              <span
                key={tick}
                className="mat-slider-tick-mark"
                data-active={tick >= lowValue && tick <= highValue ? '' : undefined}
                style={pointStyle(valueToPercent(tick, range), orientation, direction)}
              />
            ))}
          </div>
        )}
        {values.map((value, index) => {
          const naming = thumbNaming[index] ?? {};
          const ariaValueText = getAriaValueText
            ? getAriaValueText(value, index)
            : formatValue?.(value, index);
          const bounds = getThumbBounds(values, index, range, minDistance);
          return (
            <span
              key={index}
              className="mat-slider-thumb"
              data-thumb={values.length > 1 ? THUMB_NAMES[index] : undefined}
              data-active={activeThumb === index ? '' : undefined}
              data-focus-visible={visibleFocus === index ? '' : undefined}
              data-dragging={draggingThumb === index ? '' : undefined}
              style={pointStyle(percents[index]!, orientation, direction)}
            >
              <span className="mat-slider-handle" />
              {discrete && (
                <span className="mat-slider-value-label" aria-hidden="true">
                  {format(value, index)}
                </span>
              )}
              <input
                ref={index === 0 ? ref : undefined}
                type="range"
                className={`mat-slider-input ${VISUALLY_HIDDEN_CLASS}`}
                // An input counts its steps from its `min`, so the lower limit stays on the
                // slider's steps (it is on one already, unless a value from outside is not).
                min={floorToStep(bounds.low, range)}
                max={bounds.high}
                step={range.step}
                value={value}
                disabled={disabled}
                aria-label={naming['aria-label']}
                aria-labelledby={naming['aria-labelledby']}
                aria-describedby={naming['aria-describedby']}
                aria-valuetext={ariaValueText}
                aria-orientation={orientation}
                // Chromium takes a range input's orientation from its writing mode and ignores
                // `aria-orientation`: a vertical writing mode makes it report a vertical slider.
                style={orientation === 'vertical' ? VERTICAL_INPUT_STYLE : undefined}
                onChange={onInputChange}
              />
            </span>
          );
        })}
      </div>
      <FormValue
        ref={validity}
        name={name}
        form={form}
        value={values.map(String)}
        disabled={disabled}
      />
    </div>
  );
}

type Direction = ReturnType<typeof useDirection>;

/**
 * Where a point of the track is on screen, from its left or bottom edge. Physical sides rather
 * than logical ones: the keys and the pointer follow the direction from `useDirection`, so the
 * drawing follows the same one, even where a `dir` attribute and the provider disagree.
 */
function pointStyle(
  percent: number,
  orientation: SliderOrientation,
  direction: Direction,
): CSSProperties {
  if (orientation === 'vertical') return {bottom: `${percent}%`};
  return {left: `${direction === 'rtl' ? 100 - percent : percent}%`};
}

/** The active part of the track, from `low` to `high` percent. */
function spanStyle(
  low: number,
  high: number,
  orientation: SliderOrientation,
  direction: Direction,
): CSSProperties {
  if (orientation === 'vertical') return {bottom: `${low}%`, top: `${100 - high}%`};
  return direction === 'rtl'
    ? {right: `${low}%`, left: `${100 - high}%`}
    : {left: `${low}%`, right: `${100 - high}%`};
}
