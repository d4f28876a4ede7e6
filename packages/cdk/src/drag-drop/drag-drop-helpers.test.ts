import {describe, expect, it} from 'vitest';
import {copyArrayItem, moveItemInArray, transferArrayItem} from './array-helpers';
import {
  constrainDelta,
  containsPoint,
  exceedsThreshold,
  getAutoScrollSpeed,
  getBoundaryLimits,
  getInsertionIndex,
} from './geometry';
import {DEFAULT_DRAG_DROP_MESSAGES as messages} from './messages';

describe('moveItemInArray', () => {
  const letters = ['a', 'b', 'c', 'd'] as const;

  it('moves an item down or up, shifting the items between, in a new array', () => {
    expect(moveItemInArray(letters, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItemInArray(letters, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItemInArray(letters, 1, 1)).toEqual(['a', 'b', 'c', 'd']);
    expect(moveItemInArray(letters, 1, 1)).not.toBe(letters);
    expect(letters).toEqual(['a', 'b', 'c', 'd']);
  });

  it('clamps indexes to the array and copes with an empty one', () => {
    expect(moveItemInArray(letters, -4, 10)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItemInArray(letters, 9, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItemInArray([], 0, 1)).toEqual([]);
  });
});

describe('transferArrayItem', () => {
  it('moves an item from one array into another, changing neither', () => {
    const todo = ['plan', 'book', 'pack'];
    const done = ['buy'];
    expect(transferArrayItem(todo, done, 1, 0)).toEqual([
      ['plan', 'pack'],
      ['book', 'buy'],
    ]);
    expect(transferArrayItem(todo, done, 2, 1)).toEqual([
      ['plan', 'book'],
      ['buy', 'pack'],
    ]);
    expect(todo).toEqual(['plan', 'book', 'pack']);
    expect(done).toEqual(['buy']);
  });

  it('clamps the indexes, the end of the target included', () => {
    expect(transferArrayItem(['a', 'b'], ['x'], 5, 9)).toEqual([['a'], ['x', 'b']]);
    expect(transferArrayItem(['a'], [], 0, -1)).toEqual([[], ['a']]);
    expect(transferArrayItem([], ['x'], 0, 0)).toEqual([[], ['x']]);
  });
});

describe('copyArrayItem', () => {
  it('inserts a copy into the target and leaves the source alone', () => {
    const palette = ['red', 'green'];
    expect(copyArrayItem(palette, ['blue'], 1, 0)).toEqual(['green', 'blue']);
    expect(copyArrayItem(palette, ['blue'], 0, 8)).toEqual(['blue', 'red']);
    expect(copyArrayItem([], ['blue'], 0, 0)).toEqual(['blue']);
    expect(palette).toEqual(['red', 'green']);
  });
});

const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('getInsertionIndex', () => {
  const column = [box(0, 0, 100, 40), box(0, 40, 100, 40), box(0, 80, 100, 40)];
  const row = [box(0, 0, 50, 40), box(50, 0, 50, 40), box(100, 0, 50, 40)];

  it('counts the items whose middle is above the pointer in a column', () => {
    expect(getInsertionIndex(column, {x: 10, y: -5}, 'vertical')).toBe(0);
    expect(getInsertionIndex(column, {x: 10, y: 21}, 'vertical')).toBe(1);
    expect(getInsertionIndex(column, {x: 10, y: 59}, 'vertical')).toBe(1);
    expect(getInsertionIndex(column, {x: 10, y: 61}, 'vertical')).toBe(2);
    expect(getInsertionIndex(column, {x: 10, y: 500}, 'vertical')).toBe(3);
    expect(getInsertionIndex([], {x: 0, y: 0}, 'vertical')).toBe(0);
  });

  it('reads a row from its start edge: the left, or the right in right-to-left text', () => {
    expect(getInsertionIndex(row, {x: 80, y: 10}, 'horizontal')).toBe(2);
    expect(getInsertionIndex(row, {x: 80, y: 10}, 'horizontal', 'rtl')).toBe(1);
    expect(getInsertionIndex(row, {x: 140, y: 10}, 'horizontal', 'rtl')).toBe(0);
    expect(getInsertionIndex(row, {x: 10, y: 10}, 'horizontal', 'rtl')).toBe(3);
  });
});

describe('dragging limits', () => {
  const limits = getBoundaryLimits(box(50, 50, 20, 20), box(0, 0, 100, 100));

  it('keeps an element inside its boundary', () => {
    expect(limits).toEqual({minX: -50, maxX: 30, minY: -50, maxY: 30});
    expect(constrainDelta({x: 100, y: -100}, undefined, limits)).toEqual({x: 30, y: -50});
    expect(constrainDelta({x: 10, y: 5}, undefined, limits)).toEqual({x: 10, y: 5});
  });

  it('locks an axis, alone or with a boundary, and never gives -0', () => {
    expect(constrainDelta({x: 40, y: 25}, 'x')).toEqual({x: 40, y: 0});
    expect(constrainDelta({x: 40, y: 25}, 'y', limits)).toEqual({x: 0, y: 25});
    const locked = constrainDelta({x: -0, y: -3}, 'y');
    expect(Object.is(locked.x, 0)).toBe(true);
  });

  it('keeps the start edge of an element larger than its boundary inside it', () => {
    const tight = getBoundaryLimits(box(0, 0, 200, 20), box(0, 0, 100, 100));
    expect(constrainDelta({x: 30, y: 0}, undefined, tight)).toEqual({x: 0, y: 0});
  });
});

describe('pointer geometry', () => {
  it('tells when the pointer has moved far enough to drag', () => {
    expect(exceedsThreshold({x: 0, y: 0}, {x: 3, y: 3}, 5)).toBe(false);
    expect(exceedsThreshold({x: 0, y: 0}, {x: 3, y: 4}, 5)).toBe(true);
    expect(exceedsThreshold({x: 0, y: 0}, {x: 0, y: 0}, 0)).toBe(true);
  });

  it('finds points inside a box, edges included', () => {
    expect(containsPoint(box(0, 0, 10, 10), {x: 10, y: 0})).toBe(true);
    expect(containsPoint(box(0, 0, 10, 10), {x: 11, y: 5})).toBe(false);
  });

  it('scrolls faster nearer an edge, only inside the list', () => {
    const list = box(0, 100, 200, 400);
    expect(getAutoScrollSpeed(list, {x: 50, y: 300}, 'vertical')).toBe(0);
    expect(getAutoScrollSpeed(list, {x: 50, y: 100}, 'vertical')).toBe(-16);
    expect(getAutoScrollSpeed(list, {x: 50, y: 124}, 'vertical')).toBe(-8);
    expect(getAutoScrollSpeed(list, {x: 50, y: 500}, 'vertical')).toBe(16);
    expect(getAutoScrollSpeed(list, {x: 50, y: 600}, 'vertical')).toBe(0);
    expect(getAutoScrollSpeed(list, {x: 195, y: 300}, 'horizontal')).toBeGreaterThan(0);
    expect(getAutoScrollSpeed(list, {x: 2, y: 300}, 'horizontal')).toBeLessThan(0);
  });
});

describe('default messages', () => {
  const info = {label: 'Buy milk', position: 2, count: 5, listLabel: 'To do', listChanged: false};

  it('say where a list item is', () => {
    expect(messages.pickedUp(info)).toBe('Picked up Buy milk, position 2 of 5 in To do.');
    expect(messages.moved(info)).toBe('Buy milk, position 2 of 5.');
    expect(messages.moved({...info, listChanged: true})).toBe(
      'Buy milk, moved to To do, position 2 of 5.',
    );
    expect(messages.dropped(info)).toBe('Dropped Buy milk in To do, position 2 of 5.');
    expect(messages.cancelled({...info, listLabel: ''})).toBe(
      'Cancelled. Buy milk is back at position 2 of 5.',
    );
  });

  it('leave positions out for an item dragged freely', () => {
    const free = {label: 'Note', listLabel: '', listChanged: false};
    expect(messages.pickedUp(free)).toBe('Picked up Note.');
    expect(messages.dropped(free)).toBe('Dropped Note.');
    expect(messages.cancelled(free)).toBe('Cancelled. Note is back where it was.');
  });
});
