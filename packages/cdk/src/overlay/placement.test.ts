import {describe, expect, it} from 'vitest';
import {resolvePlacement} from './placement';

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
