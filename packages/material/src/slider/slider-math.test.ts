import {describe, expect, it} from 'vitest';
import {
  closestThumb,
  floorToStep,
  getThumbBounds,
  getTickValues,
  moveThumb,
  normalizeRange,
  pointToValue,
  snapToStep,
  valueToPercent,
} from './slider-math';

const percent = normalizeRange(0, 100, 1);
const rect = {left: 100, right: 300, top: 0, bottom: 200, width: 200, height: 200};

describe('slider arithmetic', () => {
  it('cleans up a bad range', () => {
    expect(normalizeRange(10, 5, 0)).toEqual({min: 10, max: 10, step: 1});
    expect(normalizeRange(Number.NaN, Number.POSITIVE_INFINITY, -2)).toEqual({
      min: 0,
      max: 100,
      step: 1,
    });
  });

  it('snaps to steps counted from min, keeping max reachable', () => {
    expect(snapToStep(23.4, normalizeRange(0, 100, 5))).toBe(25);
    expect(snapToStep(22.4, normalizeRange(0, 100, 5))).toBe(20);
    expect(snapToStep(4, normalizeRange(1, 100, 5))).toBe(6);
    expect(snapToStep(0.30000000000000004, normalizeRange(0, 1, 0.1))).toBe(0.3);
    expect(snapToStep(-5, normalizeRange(0, 100, 5))).toBe(0);
    // 0..95 by tens: 93 is nearer to 95 than to 90, 92 nearer to 90.
    expect(snapToStep(93, normalizeRange(0, 95, 10))).toBe(95);
    expect(snapToStep(92, normalizeRange(0, 95, 10))).toBe(90);
    expect(snapToStep(1e-7, normalizeRange(0, 1, 1e-6))).toBe(0);
  });

  it('rounds down to a step counted from min', () => {
    expect(floorToStep(37, normalizeRange(0, 100, 10))).toBe(30);
    expect(floorToStep(40, normalizeRange(0, 100, 10))).toBe(40);
    expect(floorToStep(4, normalizeRange(1, 100, 5))).toBe(1);
    expect(floorToStep(0.3, normalizeRange(0, 1, 0.1))).toBe(0.3);
    expect(floorToStep(95, normalizeRange(0, 95, 10))).toBe(90);
    expect(floorToStep(-5, normalizeRange(0, 100, 5))).toBe(0);
  });

  it('turns values into percents', () => {
    expect(valueToPercent(25, normalizeRange(0, 50, 1))).toBe(50);
    expect(valueToPercent(5, normalizeRange(5, 5, 1))).toBe(0);
    expect(valueToPercent(500, percent)).toBe(100);
  });

  it('bounds a thumb by its neighbours', () => {
    expect(getThumbBounds([20, 80], 0, percent, 0)).toEqual({low: 0, high: 80});
    expect(getThumbBounds([20, 80], 1, percent, 10)).toEqual({low: 30, high: 100});
    expect(getThumbBounds([50], 0, percent, 0)).toEqual({low: 0, high: 100});
  });

  it('moves a thumb, returning the same list when nothing changes', () => {
    const values = [20, 80];
    expect(moveThumb(values, 0, 90, percent, 0)).toEqual([80, 80]);
    expect(moveThumb(values, 1, 10, percent, 5)).toEqual([20, 25]);
    expect(moveThumb(values, 0, 20.2, percent, 0)).toBe(values);
  });

  it('picks the thumb nearest to a press', () => {
    expect(closestThumb([20, 80], 45, percent)).toBe(0);
    expect(closestThumb([20, 80], 55, percent)).toBe(1);
    expect(closestThumb([50, 50], 49, percent)).toBe(0);
    expect(closestThumb([50, 50], 51, percent)).toBe(1);
    expect(closestThumb([50, 50], 50, percent)).toBe(1);
    expect(closestThumb([100, 100], 100, percent)).toBe(0);
    expect(closestThumb([30], 90, percent)).toBe(0);
  });

  it('lists tick values, up to a limit', () => {
    expect(getTickValues(normalizeRange(0, 1, 0.25), 100)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(getTickValues(normalizeRange(0, 10, 4), 100)).toEqual([0, 4, 8, 10]);
    expect(getTickValues(normalizeRange(0, 1000, 1), 100)).toEqual([]);
  });

  it('finds the value under a pointer on each axis', () => {
    expect(pointToValue(150, 0, rect, 'left-to-right', percent)).toBe(25);
    expect(pointToValue(150, 0, rect, 'right-to-left', percent)).toBe(75);
    expect(pointToValue(0, 150, rect, 'bottom-to-top', percent)).toBe(25);
    expect(pointToValue(999, 0, rect, 'left-to-right', percent)).toBe(100);
    expect(pointToValue(150, 0, {...rect, width: 0}, 'left-to-right', percent)).toBe(0);
  });
});
