import {describe, expect, it} from 'vitest';
import {isLabelledOnlyByReference, labelOnlyByReference} from './label-by-reference';

describe('labelOnlyByReference', () => {
  it('marks the component it is given, and only that one', () => {
    const Marked = () => null;
    const Other = () => null;
    labelOnlyByReference(Marked);
    expect(isLabelledOnlyByReference(Marked)).toBe(true);
    expect(isLabelledOnlyByReference(Other)).toBe(false);
  });

  it('answers no for what is not a component function', () => {
    expect(isLabelledOnlyByReference('div')).toBe(false);
    expect(isLabelledOnlyByReference(undefined)).toBe(false);
  });
});
