// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {didYouMean, editDistance, nearest} from './suggest';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours', () => {
    expect(editDistance('tooltip', 'tooltip')).toBe(0);
    expect(editDistance('toolip', 'tooltip')).toBe(1);
    expect(editDistance('tabel', 'table')).toBe(1);
    expect(editDistance('button', 'bottom')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('nearest', () => {
  const names = ['button', 'button-toggle', 'tooltip', 'table', 'a', 'tabs'];

  it('puts names that start with the input first, then near misses', () => {
    expect(nearest('butt', names)).toEqual(['button', 'button-toggle']);
    expect(nearest('tabel', names)).toEqual(['table', 'tabs']);
  });

  it('finds names inside the input, and ignores case', () => {
    expect(nearest('TOOLTIPS', names)).toEqual(['tooltip']);
  });

  it('does not offer a one-letter name for everything that contains the letter', () => {
    expect(nearest('xylophone', names)).toEqual([]);
  });

  it('offers nothing for an empty input', () => {
    expect(nearest('  ', names)).toEqual([]);
  });
});

describe('didYouMean', () => {
  it('lists the nearest names as code, written as the reader gives them', () => {
    expect(didYouMean('tooltp', ['tooltip'])).toBe(' Did you mean: `tooltip`?');
    expect(didYouMean('tooltp', ['tooltip'], (name) => `/${name}`)).toBe(
      ' Did you mean: `/tooltip`?',
    );
    expect(didYouMean('zzz', ['tooltip'])).toBe('');
  });
});
