import {describe, expect, it} from 'vitest';
import {drawFavicon, FAVICON_SIZE} from './favicon-plugin';

/** A PNG's width and height, from its header chunk. */
function pngSize(png: Buffer) {
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

describe('drawFavicon', () => {
  it('draws the site’s mark as a square PNG of the icon’s size', () => {
    const png = drawFavicon();
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(pngSize(png)).toEqual({width: FAVICON_SIZE, height: FAVICON_SIZE});
  });

  it('draws what the SVG says', () => {
    const square = (fill: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${fill}"/></svg>`;
    expect(drawFavicon(square('#3f51b5')).equals(drawFavicon(square('#3f51b5')))).toBe(true);
    expect(drawFavicon(square('#3f51b5')).equals(drawFavicon(square('#e91e63')))).toBe(false);
    expect(pngSize(drawFavicon(square('#000')))).toEqual({width: 32, height: 32});
  });
});
