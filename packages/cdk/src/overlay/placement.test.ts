import {describe, expect, it} from 'vitest';
import {getDirection, resolvePlacement} from './placement';

describe('resolvePlacement', () => {
  it('keeps physical sides and their alignment', () => {
    expect(resolvePlacement('bottom', 'ltr')).toBe('bottom');
    expect(resolvePlacement('top-end', 'rtl')).toBe('top-end');
    expect(resolvePlacement('left-start', 'ltr')).toBe('left-start');
  });

  it('turns before and after into left and right by text direction', () => {
    expect(resolvePlacement('before', 'ltr')).toBe('left');
    expect(resolvePlacement('after', 'ltr')).toBe('right');
    expect(resolvePlacement('before', 'rtl')).toBe('right');
    expect(resolvePlacement('after-end', 'rtl')).toBe('left-end');
  });
});

describe('getDirection', () => {
  it('reads the direction an element inherits', () => {
    document.body.innerHTML = '<div dir="rtl"><button>a</button></div><button>b</button>';
    const [rtlButton, ltrButton] = Array.from(document.querySelectorAll('button'));
    expect(getDirection(rtlButton!)).toBe('rtl');
    expect(getDirection(ltrButton!)).toBe('ltr');
    document.body.innerHTML = '';
  });
});
