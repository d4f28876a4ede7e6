import {describe, expect, it} from 'vitest';
import {cssColorToHex} from './resolve-tokens';

describe('cssColorToHex', () => {
  it.each([
    ['rgb(103, 80, 164)', '#6750a4'],
    ['rgba(0, 0, 0, 0.32)', '#000000'],
    ['rgb(255 255 255 / 50%)', '#ffffff'],
    ['color(srgb 1 0.5 0 / 0.38)', '#ff8000'],
  ])('turns %s into %s', (color, hex) => {
    expect(cssColorToHex(color)).toBe(hex);
  });

  it('gives null for what is no computed colour', () => {
    expect(cssColorToHex('currentcolor')).toBeNull();
    expect(cssColorToHex('')).toBeNull();
  });
});
