/*
 * The pure arithmetic of a slider: steps, bounds and positions. No React and no DOM, so every
 * rule (snapping, thumbs that cannot cross, where a pointer lands) is testable on its own.
 */

/** The numbers every calculation of one slider needs. Internal: not exported by the entry point. */
export interface SliderRange {
  /** The smallest value. */
  min: number;
  /** The largest value; never below `min`. */
  max: number;
  /** The distance between two allowed values; always above 0. */
  step: number;
}

/** Cleans up the user's `min`, `max` and `step`: `max` below `min` becomes `min`, a bad step 1. */
export function normalizeRange(min: number, max: number, step: number): SliderRange {
  const safeMin = Number.isFinite(min) ? min : 0;
  const safeMax = Number.isFinite(max) ? Math.max(max, safeMin) : Math.max(100, safeMin);
  const safeStep = Number.isFinite(step) && step > 0 ? step : 1;
  return {min: safeMin, max: safeMax, step: safeStep};
}

export function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/** How many decimals a number is written with: `0.25` has 2, `1e-3` has 3. */
function decimalsOf(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const [digits = '', exponent] = String(value).toLowerCase().split('e');
  const fraction = digits.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/**
 * Rounds a value to the nearest allowed one: `min` plus a whole number of steps, or `max` itself
 * (so the end of a range whose size is no multiple of the step stays reachable). The result is
 * rounded to the decimals of `min` and `step`, so `0.1 + 0.2` comes out as `0.3`.
 */
export function snapToStep(value: number, {min, max, step}: SliderRange): number {
  const decimals = Math.min(Math.max(decimalsOf(step), decimalsOf(min)), 100);
  const tidy = (result: number) => Number(result.toFixed(decimals));
  const clamped = clamp(value, min, max);
  // Between the last whole step and an off-grid max, the nearer of the two.
  const lastStep = tidy(min + Math.floor((max - min) / step + 1e-9) * step);
  if (clamped > lastStep) return clamped - lastStep < max - clamped ? lastStep : max;
  return tidy(min + Math.round((clamped - min) / step) * step);
}

/**
 * The largest allowed step at or below `value`: `min` plus a whole number of steps, never below
 * `min`. A thumb's input takes its lower bound through it (see `SliderFrame`), since an input's
 * `min` is also where its steps are counted from.
 */
export function floorToStep(value: number, {min, max, step}: SliderRange): number {
  const decimals = Math.min(Math.max(decimalsOf(step), decimalsOf(min)), 100);
  const steps = Math.floor((clamp(value, min, max) - min) / step + 1e-9);
  return Number((min + steps * step).toFixed(decimals));
}

/** Where a value sits between `min` (0) and `max` (100), in percent. */
export function valueToPercent(value: number, {min, max}: SliderRange): number {
  if (max === min) return 0;
  return clamp(((value - min) / (max - min)) * 100, 0, 100);
}

/** The lowest and highest values one thumb may take, given its neighbours. */
export function getThumbBounds(
  values: readonly number[],
  index: number,
  {min, max}: SliderRange,
  minDistance: number,
): {low: number; high: number} {
  const previous = values[index - 1];
  const next = values[index + 1];
  const low = previous === undefined ? min : Math.min(previous + minDistance, max);
  const high = next === undefined ? max : Math.max(next - minDistance, min);
  return {low, high: Math.max(low, high)};
}

/**
 * Moves one thumb to `target`, snapped to a step and kept between its neighbours. Returns the new
 * list of values, or the same list when nothing changes.
 */
export function moveThumb(
  values: readonly number[],
  index: number,
  target: number,
  range: SliderRange,
  minDistance: number,
): readonly number[] {
  const {low, high} = getThumbBounds(values, index, range, minDistance);
  // Snap first, then keep inside the neighbours' bounds, which may themselves be off the grid.
  const next = clamp(snapToStep(target, range), low, high);
  if (Object.is(next, values[index])) return values;
  return values.map((value, i) => (i === index ? next : value));
}

/**
 * The thumb a press at `target` moves: the nearest one. When thumbs sit together, the side of the
 * press decides: above their value moves the last of them, below it the first, so that they can
 * part. A press right on them at `max` takes the first (only it can move), elsewhere the last.
 */
export function closestThumb(
  values: readonly number[],
  target: number,
  {max}: SliderRange,
): number {
  let best = 0;
  for (let index = 1; index < values.length; index++) {
    const value = values[index]!;
    const distance = Math.abs(value - target);
    const bestDistance = Math.abs(values[best]! - target);
    if (distance < bestDistance) {
      best = index;
    } else if (distance === bestDistance && value === values[best]) {
      if (target > value || (target === value && value < max)) best = index;
    }
  }
  return best;
}

/** The values that get a tick mark: every step from `min`, and `max`. */
export function getTickValues({min, max, step}: SliderRange, limit: number): number[] {
  const count = Math.floor((max - min) / step + 1e-9);
  if (count + 1 > limit) return [];
  const ticks: number[] = [];
  for (let index = 0; index <= count; index++)
    ticks.push(snapToStep(min + index * step, {min, max, step}));
  if (ticks[ticks.length - 1] !== max) ticks.push(max);
  return ticks;
}

/** Which way a slider's values grow on screen. */
export type SliderAxis = 'left-to-right' | 'right-to-left' | 'bottom-to-top';

/** The box of the track, as `getBoundingClientRect()` reports it. */
export interface TrackRect {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}

/** The value under a pointer at (`x`, `y`), before snapping. */
export function pointToValue(
  x: number,
  y: number,
  rect: TrackRect,
  axis: SliderAxis,
  {min, max}: SliderRange,
): number {
  let fraction: number;
  if (axis === 'bottom-to-top') {
    fraction = rect.height > 0 ? (rect.bottom - y) / rect.height : 0;
  } else {
    const fromLeft = rect.width > 0 ? (x - rect.left) / rect.width : 0;
    fraction = axis === 'right-to-left' ? 1 - fromLeft : fromLeft;
  }
  return min + clamp(fraction, 0, 1) * (max - min);
}
