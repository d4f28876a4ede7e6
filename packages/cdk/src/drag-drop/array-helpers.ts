/**
 * Returns a copy of `array` with the item at `fromIndex` moved to `toIndex`, the items between
 * shifting by one. Indexes outside the array are clamped to it. Pass a drop event's
 * `previousIndex` and `currentIndex` to apply a reorder within one list:
 *
 * ```ts
 * onDrop={({previousIndex, currentIndex}) =>
 *   setTasks((tasks) => moveItemInArray(tasks, previousIndex, currentIndex))
 * }
 * ```
 *
 * The array passed in is never changed.
 */
export function moveItemInArray<T>(array: readonly T[], fromIndex: number, toIndex: number): T[] {
  const copy = array.slice();
  if (copy.length === 0) return copy;
  const from = clampIndex(fromIndex, copy.length - 1);
  const to = clampIndex(toIndex, copy.length - 1);
  if (from === to) return copy;
  const [item] = copy.splice(from, 1) as [T];
  copy.splice(to, 0, item);
  return copy;
}

/**
 * Moves the item at `fromIndex` of `source` to `toIndex` of `target`, for a drop into another
 * list. Returns the two new arrays, `[source, target]`; the arrays passed in are never changed.
 * `fromIndex` is clamped to `source` and `toIndex` to the places in `target` (its length
 * included, for the end). Nothing moves when `source` is empty.
 *
 * ```ts
 * const [todo, done] = transferArrayItem(board.todo, board.done, previousIndex, currentIndex);
 * ```
 */
export function transferArrayItem<T>(
  source: readonly T[],
  target: readonly T[],
  fromIndex: number,
  toIndex: number,
): [source: T[], target: T[]] {
  const nextSource = source.slice();
  const nextTarget = target.slice();
  if (nextSource.length === 0) return [nextSource, nextTarget];
  const [item] = nextSource.splice(clampIndex(fromIndex, nextSource.length - 1), 1) as [T];
  nextTarget.splice(clampIndex(toIndex, nextTarget.length), 0, item);
  return [nextSource, nextTarget];
}

/**
 * Returns a copy of `target` with the item at `fromIndex` of `source` inserted at `toIndex`,
 * leaving `source` as it is: for a list that hands out copies, such as a palette. Indexes are
 * clamped as in {@link transferArrayItem}; `target` is returned as a plain copy when `source` is
 * empty.
 */
export function copyArrayItem<T>(
  source: readonly T[],
  target: readonly T[],
  fromIndex: number,
  toIndex: number,
): T[] {
  const nextTarget = target.slice();
  if (source.length === 0) return nextTarget;
  const item = source[clampIndex(fromIndex, source.length - 1)] as T;
  nextTarget.splice(clampIndex(toIndex, nextTarget.length), 0, item);
  return nextTarget;
}

function clampIndex(index: number, max: number): number {
  if (Number.isNaN(index)) return 0;
  return Math.max(0, Math.min(max, Math.trunc(index)));
}
