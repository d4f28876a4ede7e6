import {describe, expect, it} from 'vitest';
import {joinIds} from './id-lists';

describe('joinIds', () => {
  it('joins the lists in order, each id once', () => {
    expect(joinIds('instructions hint', 'hint  own', 'instructions')).toBe('instructions hint own');
  });

  it('skips missing and empty lists, conditions included', () => {
    expect(joinIds(undefined, 'hint', null, '', false, 'user-description')).toBe(
      'hint user-description',
    );
  });

  it('gives undefined when no id is left, so no empty attribute is written', () => {
    expect(joinIds()).toBeUndefined();
    expect(joinIds(undefined, '', '  ', false, null)).toBeUndefined();
  });
});
