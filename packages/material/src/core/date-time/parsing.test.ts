import {describe, expect, it} from 'vitest';
import {normalizeDigits, removeDirectionMarks} from './parsing';

describe('normalizeDigits', () => {
  it('reads digits of other scripts as 0–9 and leaves the rest', () => {
    expect(normalizeDigits('٥‏/١‏/٢٠٢٤')).toBe('5‏/1‏/2024');
    expect(normalizeDigits('２０２４')).toBe('2024');
    expect(normalizeDigits('९:३० pm')).toBe('9:30 pm');
  });
});

describe('removeDirectionMarks', () => {
  it('removes the marks Intl writes around numbers, and nothing else', () => {
    expect(removeDirectionMarks('5\u200f/1\u200f/2024')).toBe('5/1/2024');
    expect(removeDirectionMarks('\u200e9:30\u061c ص')).toBe('9:30 ص');
  });
});
