'use client';

import {getFocusOrigin, trackFocusOrigin} from '@material-react/cdk/a11y';
import type {Direction} from '@material-react/cdk/bidi';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import {capturePointer} from '../core/capture-pointer';
import type {SliderOrientation} from './slider-props';
import {
  closestThumb,
  getThumbBounds,
  moveThumb,
  pointToValue,
  type SliderAxis,
  type SliderRange,
} from './slider-math';

/** Options of {@link useSlider}. Internal: not exported by the entry point. */
export interface UseSliderOptions {
  /** The values of the thumbs, in order. */
  values: readonly number[];
  /** Asks for new values (the owner may refuse, when they are controlled). */
  onValuesChange: (values: readonly number[]) => void;
  /** Called with the values when a drag ends or a key press changed them. */
  onValuesCommit?: (values: readonly number[]) => void;
  range: SliderRange;
  largeStep: number;
  /** How close two thumbs may come, in value units. */
  minDistance: number;
  disabled: boolean;
  orientation: SliderOrientation;
  direction: Direction;
}

/** The DOM handlers of the slider's root element. */
export interface SliderRootHandlers {
  onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLDivElement>) => void;
  onLostPointerCapture: (event: PointerEvent<HTMLDivElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onFocus: (event: FocusEvent<HTMLDivElement>) => void;
  onBlur: (event: FocusEvent<HTMLDivElement>) => void;
}

/** What {@link useSlider} returns. */
export interface SliderBehaviour {
  /** Handlers for the root element: pointer dragging, keys and focus, delegated from the thumbs. */
  rootHandlers: SliderRootHandlers;
  /** A ref for the track, the box pointer positions are measured against. */
  trackRef: RefObject<HTMLDivElement | null>;
  /** The `onChange` of every thumb's input: changes made by assistive technology. */
  onInputChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The thumb being dragged, if any. */
  draggingThumb: number | null;
  /** The thumb with focus, if any. */
  focusedThumb: number | null;
  /**
   * Whether the focused thumb should show that it has focus: it was reached or moved with the
   * keyboard, rather than pressed with a pointer.
   */
  focusVisible: boolean;
}

interface Drag {
  pointerId: number;
  thumb: number;
  startValues: readonly number[];
}

const sameValues = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * The behaviour of a slider with one or more thumbs, apart from its markup: keyboard steps,
 * pointer dragging on the track, and changes from assistive technology. Every change goes through
 * {@link moveThumb}, so values snap to the step and thumbs never cross.
 */
export function useSlider(options: UseSliderOptions): SliderBehaviour {
  const {values, disabled, orientation, direction} = options;
  const trackRef = useRef<HTMLDivElement | null>(null);
  const [draggingThumb, setDraggingThumb] = useState<number | null>(null);
  const [focus, setFocus] = useState<{thumb: number; visible: boolean} | null>(null);
  useEffect(() => trackFocusOrigin(), []);
  const drag = useRef<Drag | null>(null);

  // The values most recently asked for. A drag sends several moves before React renders again,
  // and each one has to start from the last, not from the values of the last render.
  const latest = useRef({values, options});
  useLayoutEffect(() => {
    latest.current = {values, options};
  });

  const request = useCallback((next: readonly number[]) => {
    if (sameValues(next, latest.current.values)) return false;
    latest.current.values = next;
    latest.current.options.onValuesChange(next);
    return true;
  }, []);

  const moveTo = useCallback(
    (thumb: number, target: number) => {
      const {values: current, options: opts} = latest.current;
      return request(moveThumb(current, thumb, target, opts.range, opts.minDistance));
    },
    [request],
  );

  // The thumbs' inputs, in order, looked up when an event needs them.
  const getInputs = useCallback(
    () => [...(trackRef.current?.querySelectorAll<HTMLInputElement>('.mat-slider-input') ?? [])],
    [],
  );
  const thumbOf = (target: EventTarget | null) => getInputs().indexOf(target as HTMLInputElement);

  const axis: SliderAxis =
    orientation === 'vertical'
      ? 'bottom-to-top'
      : direction === 'rtl'
        ? 'right-to-left'
        : 'left-to-right';

  const valueAt = (event: PointerEvent<HTMLDivElement>) => {
    const track = trackRef.current;
    if (!track) return null;
    const rect = track.getBoundingClientRect();
    // A track with no size (hidden, or not laid out) has no positions to go to.
    if ((axis === 'bottom-to-top' ? rect.height : rect.width) <= 0) return null;
    return pointToValue(event.clientX, event.clientY, rect, axis, latest.current.options.range);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDraggingThumb(null);
    const finalValues = latest.current.values;
    if (!sameValues(current.startValues, finalValues)) {
      latest.current.options.onValuesCommit?.(finalValues);
    }
  };

  const rootHandlers: SliderRootHandlers = {
    onPointerDown: (event) => {
      // A second finger does not take over a drag. A primary pointer does: the drag before it
      // ended where the slider could not see it (a release outside, with no pointer capture).
      if (disabled || (drag.current && !event.isPrimary)) return;
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const target = valueAt(event);
      if (target === null) return;
      const {values: current, options: opts} = latest.current;
      const thumb = closestThumb(current, target, opts.range);
      // Focus goes to the thumb by hand; without this the press would move it to the body.
      event.preventDefault();
      getInputs()[thumb]?.focus({preventScroll: true});
      capturePointer(event.currentTarget, event.pointerId);
      drag.current = {pointerId: event.pointerId, thumb, startValues: current};
      setDraggingThumb(thumb);
      moveTo(thumb, target);
    },
    onPointerMove: (event) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId || disabled) return;
      const target = valueAt(event);
      if (target !== null) moveTo(current.thumb, target);
    },
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onLostPointerCapture: endDrag,
    onKeyDown: (event) => {
      const thumb = thumbOf(event.target);
      if (thumb < 0 || disabled) return;
      const {values: current, options: opts} = latest.current;
      const value = current[thumb]!;
      const {step} = opts.range;
      // Left and Right follow what the user sees: in a right-to-left horizontal slider the
      // values grow to the left.
      const mirrored = orientation === 'horizontal' && direction === 'rtl';
      const bounds = getThumbBounds(current, thumb, opts.range, opts.minDistance);
      let target: number;
      switch (event.key) {
        case 'ArrowUp':
          target = value + step;
          break;
        case 'ArrowDown':
          target = value - step;
          break;
        case 'ArrowRight':
          target = mirrored ? value - step : value + step;
          break;
        case 'ArrowLeft':
          target = mirrored ? value + step : value - step;
          break;
        case 'PageUp':
          target = value + opts.largeStep;
          break;
        case 'PageDown':
          target = value - opts.largeStep;
          break;
        case 'Home':
          target = bounds.low;
          break;
        case 'End':
          target = bounds.high;
          break;
        default:
          return;
      }
      // The native range input would step on its own: only one of us may.
      event.preventDefault();
      // A thumb pressed with the pointer, then moved with the keys, shows its focus from now on.
      setFocus((previous) => (previous?.visible ? previous : {thumb, visible: true}));
      if (moveTo(thumb, target)) opts.onValuesCommit?.(latest.current.values);
    },
    onFocus: (event) => {
      const thumb = thumbOf(event.target);
      if (thumb >= 0) setFocus({thumb, visible: getFocusOrigin() === 'keyboard'});
    },
    onBlur: (event) => {
      if (thumbOf(event.target) >= 0) setFocus(null);
    },
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Keys are handled above; this is a screen reader's increment or decrement (a swipe on a
    // phone), which changes the native input directly.
    const thumb = thumbOf(event.currentTarget);
    const target = Number(event.currentTarget.value);
    if (thumb < 0 || !Number.isFinite(target) || disabled) return;
    if (moveTo(thumb, target)) latest.current.options.onValuesCommit?.(latest.current.values);
  };

  return {
    rootHandlers,
    trackRef,
    onInputChange,
    draggingThumb,
    focusedThumb: focus?.thumb ?? null,
    focusVisible: focus?.visible ?? false,
  };
}
