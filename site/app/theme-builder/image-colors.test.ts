import {describe, expect, it} from 'vitest';
import {seedColorsFromPixels} from './image-colors';

/** RGBA pixel data: `count` pixels of each colour. */
function pixels(...runs: [rgb: [number, number, number], count: number, alpha?: number][]) {
  const data: number[] = [];
  for (const [[r, g, b], count, alpha = 255] of runs) {
    for (let i = 0; i < count; i++) data.push(r, g, b, alpha);
  }
  return new Uint8ClampedArray(data);
}

describe('seedColorsFromPixels', () => {
  it('offers the dominant vivid colours first', () => {
    const colors = seedColorsFromPixels(
      pixels([[0, 90, 200], 600], [[230, 40, 40], 300], [[250, 250, 250], 100]),
    );
    expect(colors[0]).toBe('#005ac8');
    expect(colors).toContain('#e62828');
    for (const color of colors) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('still offers colours from an image with nothing vivid', () => {
    expect(seedColorsFromPixels(pixels([[128, 128, 128], 50])).length).toBeGreaterThan(0);
  });

  it('leaves transparent pixels out', () => {
    expect(seedColorsFromPixels(pixels([[255, 0, 0], 50, 0]))).toEqual([]);
    expect(seedColorsFromPixels(new Uint8ClampedArray())).toEqual([]);
  });
});
