import {describe, expect, it} from 'vitest';
import {SessionNumbers} from './session-numbers';

describe('SessionNumbers', () => {
  it('keeps numbers by name across instances through storage', () => {
    const first = new SessionNumbers('test-positions', 100, () => sessionStorage);
    first.set('a', 120);
    first.set('b', 0);
    first.persist();
    const second = new SessionNumbers('test-positions', 100, () => sessionStorage);
    expect(second.get('a')).toBe(120);
    expect(second.get('b')).toBe(0);
    expect(second.get('c')).toBeUndefined();
  });

  it('keeps only the most recently set ones', () => {
    const numbers = new SessionNumbers('test-recent', 100, () => null);
    for (let i = 0; i < 105; i++) numbers.set(`k${i}`, i);
    expect(numbers.get('k4')).toBeUndefined();
    expect(numbers.get('k5')).toBe(5);
    // Setting a number again makes it the most recent: the next one to go is the one after it.
    numbers.set('k5', 5);
    numbers.set('extra', 1);
    expect(numbers.get('k5')).toBe(5);
    expect(numbers.get('k6')).toBeUndefined();
    expect(numbers.get('k104')).toBe(104);
  });

  it('survives storage that throws and storage holding garbage', () => {
    const throwing = () => {
      throw new Error('blocked');
    };
    const numbers = new SessionNumbers('test-garbage', 100, throwing);
    numbers.set('a', 1);
    expect(numbers.get('a')).toBe(1);
    expect(() => numbers.persist()).not.toThrow();
    sessionStorage.setItem('test-garbage', '{not json');
    expect(new SessionNumbers('test-garbage', 100, () => sessionStorage).get('a')).toBeUndefined();
    sessionStorage.setItem('test-garbage', '[3]');
    expect(new SessionNumbers('test-garbage', 100, () => sessionStorage).get('0')).toBe(3);
  });

  it('reads the stored numbers on first use, newer ones winning', () => {
    sessionStorage.setItem('test-numbers', JSON.stringify({a: 1, b: 2, c: 'x'}));
    const numbers = new SessionNumbers('test-numbers', 10, () => sessionStorage);
    numbers.set('b', 20);
    expect(numbers.get('a')).toBe(1);
    expect(numbers.get('b')).toBe(20);
    expect(numbers.get('c')).toBeUndefined();
  });

  it('does not write storage it never read', () => {
    sessionStorage.setItem('test-untouched', JSON.stringify({a: 1}));
    new SessionNumbers('test-untouched', 10, () => sessionStorage).persist();
    expect(sessionStorage.getItem('test-untouched')).toBe(JSON.stringify({a: 1}));
  });
});
