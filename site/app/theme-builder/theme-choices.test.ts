import {describe, expect, it} from 'vitest';
import {
  choicesFromSearch,
  choicesToSearch,
  contrastLevel,
  DEFAULT_CHOICES,
  normalizeHex,
  searchHasChoices,
  type ThemeChoices,
} from './theme-choices';

describe('normalizeHex', () => {
  it('reads six and three digits, with or without #, in any case', () => {
    expect(normalizeHex('#6750A4')).toBe('#6750a4');
    expect(normalizeHex('6750a4')).toBe('#6750a4');
    expect(normalizeHex(' #f0a ')).toBe('#ff00aa');
  });

  it('refuses anything else', () => {
    for (const text of ['', '#', '#12', '#1234', '#12345g', 'red', '#6750a4ff', 'rgb(0,0,0)']) {
      expect(normalizeHex(text), text).toBeNull();
    }
  });
});

describe('share links', () => {
  it('round-trips every choice', () => {
    const choices: ThemeChoices = {
      seed: '#ffff00',
      variant: 'fruit-salad',
      contrast: 'high',
      mode: 'dark',
    };
    const search = choicesToSearch(choices);
    expect(search).toBe('?seed=ffff00&scheme=fruit-salad&contrast=high&mode=dark');
    expect(choicesFromSearch(search)).toEqual(choices);
  });

  it('opens with the defaults when the query says nothing', () => {
    expect(choicesFromSearch('')).toEqual(DEFAULT_CHOICES);
    expect(searchHasChoices('')).toBe(false);
    expect(searchHasChoices('?theme=purple-green')).toBe(false);
    expect(searchHasChoices('?seed=fff')).toBe(true);
  });

  it('takes a contrast as its id or its level, and a seed with its #', () => {
    expect(choicesFromSearch('?contrast=-1').contrast).toBe('reduced');
    expect(choicesFromSearch('?contrast=0.5').contrast).toBe('medium');
    expect(choicesFromSearch('?seed=%23FA0').seed).toBe('#ffaa00');
  });

  it('ignores each bad value on its own and keeps the good ones', () => {
    expect(choicesFromSearch('?seed=nothex&scheme=plaid&contrast=2&mode=sepia&extra=1')).toEqual(
      DEFAULT_CHOICES,
    );
    expect(choicesFromSearch('?seed=zzz&scheme=neutral&contrast=&mode=light')).toEqual({
      ...DEFAULT_CHOICES,
      variant: 'neutral',
      mode: 'light',
    });
  });
});

describe('contrastLevel', () => {
  it('gives the levels Material schemes take', () => {
    expect(
      ['reduced', 'standard', 'medium', 'high'].map((id) => contrastLevel(id as never)),
    ).toEqual([-1, 0, 0.5, 1]);
  });
});
