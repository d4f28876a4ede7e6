import {describe, expect, it} from 'vitest';
import {ScrollPositions} from './scroll-positions';

describe('ScrollPositions', () => {
  it('remembers positions per history key across instances through storage', () => {
    const first = new ScrollPositions(() => sessionStorage);
    first.set('a', 120);
    first.set('b', 0);
    first.persist();
    const second = new ScrollPositions(() => sessionStorage);
    expect(second.get('a')).toBe(120);
    expect(second.get('b')).toBe(0);
    expect(second.get('c')).toBeUndefined();
  });

  it('keeps only the most recent hundred entries', () => {
    const positions = new ScrollPositions(() => null);
    for (let i = 0; i < 105; i++) positions.set(`k${i}`, i);
    expect(positions.get('k0')).toBeUndefined();
    expect(positions.get('k104')).toBe(104);
  });

  it('survives storage that throws and storage holding garbage', () => {
    const throwing = () => {
      throw new Error('blocked');
    };
    const positions = new ScrollPositions(throwing);
    positions.set('a', 1);
    expect(() => positions.persist()).not.toThrow();
    sessionStorage.setItem('docs-scroll-positions', '{not json');
    expect(new ScrollPositions(() => sessionStorage).get('a')).toBeUndefined();
  });
});
