import {describe, expect, it} from 'vitest';
import {joinIds} from './id-lists';

describe('joinIds', () => {
  it('joins the lists in order, space-separated', () => {
    expect(joinIds('hint', 'counter error')).toBe('hint counter error');
  });

  it('drops the empty ones', () => {
    expect(joinIds(undefined, 'hint', null, '', false, 'user-description')).toBe(
      'hint user-description',
    );
  });

  it('gives undefined when nothing is left, so no empty attribute is written', () => {
    expect(joinIds()).toBeUndefined();
    expect(joinIds(undefined, '', false)).toBeUndefined();
  });
});
