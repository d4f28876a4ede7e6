/*
 * What the date and the time parsers do to typed text before reading it, in any locale.
 */

/** The first code point of each run of decimal digits `normalizeDigits` reads as 0–9. */
const DIGIT_ZEROS = [
  0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66,
  0x0de6, 0x0e50, 0x0ed0, 0x0f20, 0x1040, 0x17e0, 0x1810, 0xff10,
];

/** Replaces decimal digits of other scripts (Arabic-Indic, Devanagari, full-width …) with 0–9. */
export function normalizeDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((start) => code >= start && code < start + 10);
    return zero === undefined ? digit : String(code - zero);
  });
}

/**
 * Removes the invisible marks (left-to-right, right-to-left, Arabic letter mark) that `Intl`
 * writes around numbers and separators in some locales.
 */
export function removeDirectionMarks(text: string): string {
  return text.replace(/[\u200e\u200f\u061c]/g, '');
}
