import {hexFromArgb, QuantizerCelebi, Score} from '@material/material-color-utilities';

/** The longest side an image is scaled to before its colours are counted: plenty for a palette. */
const SAMPLE_SIZE = 128;

/** How many colours the quantizer may find before scoring picks the best. */
const MAX_QUANTIZED = 128;

/**
 * The colours of an image best suited as seeds, best first, by Material's own method: the pixels
 * quantized (Celebi), then scored for how much of the image each colour covers and how vivid it
 * is (`Score`). `rgba` is the canvas's pixel data; transparent pixels do not count.
 */
export function seedColorsFromPixels(rgba: Uint8ClampedArray, count = 5): string[] {
  const pixels: number[] = [];
  for (let i = 0; i < rgba.length; i += 4) {
    if (rgba[i + 3]! < 255) continue;
    pixels.push(((255 << 24) | (rgba[i]! << 16) | (rgba[i + 1]! << 8) | rgba[i + 2]!) >>> 0);
  }
  if (pixels.length === 0) return [];
  const quantized = QuantizerCelebi.quantize(pixels, MAX_QUANTIZED);
  // Without a fallback, an image with no vivid colour still offers its most common ones.
  const scored = Score.score(quantized, {desired: count, filter: false});
  return [...new Set(scored.map((argb) => hexFromArgb(argb)))];
}

/**
 * The seed colours of an image file the visitor dropped or chose. It is decoded and read here,
 * in the browser: the image never leaves the page. Rejects when the file is not an image the
 * browser can decode.
 */
export async function seedColorsFromImage(file: Blob, count = 5): Promise<string[]> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, SAMPLE_SIZE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', {willReadFrequently: true});
    if (!context) throw new Error('This browser cannot read the image’s pixels.');
    context.drawImage(bitmap, 0, 0, width, height);
    return seedColorsFromPixels(context.getImageData(0, 0, width, height).data, count);
  } finally {
    bitmap.close();
  }
}
