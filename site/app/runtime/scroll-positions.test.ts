import {describe, expect, it, vi} from 'vitest';
import {savedPosition, savePosition} from './scroll-positions';

describe('scroll positions', () => {
  it('remembers a position per history entry key, in the tab’s storage', () => {
    savePosition('a', 120);
    savePosition('b', 0);
    expect(savedPosition('a')).toBe(120);
    expect(savedPosition('b')).toBe(0);
    expect(savedPosition('c')).toBeUndefined();
    expect(sessionStorage.getItem('docs-scroll:a')).toBe('120');
  });

  it('ignores what is not a position', () => {
    sessionStorage.setItem('docs-scroll:junk', 'far down');
    sessionStorage.setItem('docs-scroll:empty', '');
    expect(savedPosition('junk')).toBeUndefined();
    expect(savedPosition('empty')).toBe(0);
  });

  it('survives storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full');
    });
    expect(() => savePosition('a', 1)).not.toThrow();
    expect(savedPosition('a')).toBeUndefined();
  });
});
