import {describe, expect, it, vi} from 'vitest';
import {SelectionModel, type SelectionChange} from './selection-model';

describe('SelectionModel', () => {
  describe('single selection', () => {
    it('replaces the selected value and reports both sides of the change', () => {
      const model = new SelectionModel<string>();
      const listener = vi.fn<(change: SelectionChange<string>) => void>();
      model.subscribe(listener);
      expect(model.select('a')).toBe(true);
      expect(model.select('b')).toBe(true);
      expect(model.selected).toEqual(['b']);
      expect(listener).toHaveBeenLastCalledWith({source: model, added: ['b'], removed: ['a']});
      expect(model.isMultipleSelection()).toBe(false);
    });

    it('keeps only the first initial value', () => {
      expect(new SelectionModel(false, ['a', 'b']).selected).toEqual(['a']);
    });

    it('throws a clear error for several values', () => {
      const model = new SelectionModel<string>();
      expect(() => model.select('a', 'b')).toThrow(/single-selection mode/);
      expect(() => model.setSelection('a', 'b')).toThrow(/multiple = true/);
      expect(model.isEmpty()).toBe(true);
    });

    it('does not report selecting the selected value again', () => {
      const model = new SelectionModel(false, ['a']);
      const listener = vi.fn();
      model.subscribe(listener);
      expect(model.select('a')).toBe(false);
      expect(listener).not.toHaveBeenCalled();
    });
  });

  describe('multiple selection', () => {
    it('adds values up and reports one change per operation', () => {
      const model = new SelectionModel<number>(true);
      const listener = vi.fn();
      model.subscribe(listener);
      model.select(1, 2, 3);
      expect(listener).toHaveBeenCalledTimes(1);
      expect(listener).toHaveBeenCalledWith({source: model, added: [1, 2, 3], removed: []});
      model.deselect(2, 4);
      expect(listener).toHaveBeenLastCalledWith({source: model, added: [], removed: [2]});
      expect(model.selected).toEqual([1, 3]);
      expect(model.isSelected(3)).toBe(true);
      expect(model.isSelected(2)).toBe(false);
    });

    it('toggles values', () => {
      const model = new SelectionModel<string>(true);
      model.toggle('a');
      model.toggle('b');
      model.toggle('a');
      expect(model.selected).toEqual(['b']);
    });

    it('sets the selection to exactly the given values', () => {
      const model = new SelectionModel(true, [1, 2, 3]);
      const listener = vi.fn();
      model.subscribe(listener);
      expect(model.setSelection(3, 4)).toBe(true);
      expect(model.selected).toEqual([3, 4]);
      expect(listener).toHaveBeenCalledWith({source: model, added: [4], removed: [1, 2]});
      expect(model.setSelection(4, 3)).toBe(false);
    });

    it('clears', () => {
      const model = new SelectionModel(true, [1, 2]);
      expect(model.hasValue()).toBe(true);
      expect(model.clear()).toBe(true);
      expect(model.isEmpty()).toBe(true);
      expect(model.hasValue()).toBe(false);
      expect(model.clear()).toBe(false);
    });

    it('sorts the selected values and tells the subscribers', () => {
      const model = new SelectionModel(true, [3, 1, 2]);
      const listener = vi.fn();
      model.subscribe(listener);
      model.sort((a, b) => a - b);
      expect(model.selected).toEqual([1, 2, 3]);
      expect(listener).toHaveBeenCalledWith({source: model, added: [], removed: []});
    });
  });

  it('keeps the identity of `selected` until a change', () => {
    const model = new SelectionModel(true, ['a']);
    const first = model.selected;
    expect(model.selected).toBe(first);
    model.select('a');
    expect(model.selected).toBe(first);
    model.select('b');
    expect(model.selected).not.toBe(first);
    expect(Object.isFrozen(model.selected)).toBe(true);
  });

  it('compares values with compareWith', () => {
    type Row = {id: number};
    const model = new SelectionModel<Row>(true, [{id: 1}], true, (a, b) => a.id === b.id);
    expect(model.isSelected({id: 1})).toBe(true);
    expect(model.select({id: 1})).toBe(false);
    model.deselect({id: 1});
    expect(model.isEmpty()).toBe(true);
  });

  it('reports nothing when emitChanges is false, and stops after unsubscribing', () => {
    const silent = new SelectionModel<string>(true, [], false);
    const listener = vi.fn();
    silent.subscribe(listener);
    silent.select('a');
    expect(silent.selected).toEqual(['a']);
    expect(listener).not.toHaveBeenCalled();

    const model = new SelectionModel<string>(true);
    const unsubscribe = model.subscribe(listener);
    unsubscribe();
    model.select('a');
    expect(listener).not.toHaveBeenCalled();
  });
});
