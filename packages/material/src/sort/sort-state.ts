/** A sort direction: ascending, descending, or `''` for unsorted. */
export type SortDirection = 'asc' | 'desc' | '';

/** Which column sorts the data, and how. */
export interface SortState {
  /** The id of the sorted column, or `''` when nothing is sorted. */
  active: string;
  /** The direction; `''` means unsorted. */
  direction: SortDirection;
}

/** Options that shape the direction cycle of {@link getNextSort}. */
export interface SortCycleOptions {
  /**
   * The first direction a column takes when it becomes sorted.
   * @default 'asc'
   */
  start?: 'asc' | 'desc';
  /**
   * Whether the cycle skips the unsorted state, so a sorted column only flips between the two
   * directions.
   * @default false
   */
  disableClear?: boolean;
}

/** No column sorted. */
export const UNSORTED: SortState = {active: '', direction: ''};

/**
 * The sort after the user activates column `id`: a new column starts at `start`; the active
 * column goes on to the other direction, then to unsorted (unless `disableClear`), then back.
 */
export function getNextSort(
  current: SortState,
  id: string,
  {start = 'asc', disableClear = false}: SortCycleOptions = {},
): SortState {
  if (current.active !== id || current.direction === '') return {active: id, direction: start};
  const other = start === 'asc' ? 'desc' : 'asc';
  if (current.direction === start) return {active: id, direction: other};
  return disableClear ? {active: id, direction: start} : {active: id, direction: ''};
}

/**
 * The `aria-sort` value of a column's header cell: `ascending`, `descending`, or `none`.
 */
export function getAriaSort(sort: SortState, id: string): 'ascending' | 'descending' | 'none' {
  if (sort.active !== id || sort.direction === '') return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * Sorts a copy of `rows` by the value `accessor` gives for the active column. Numbers compare as
 * numbers, everything else as text in the user's locale; empty values go last. Unsorted returns
 * the rows as they are.
 */
export function sortRows<T>(
  rows: readonly T[],
  sort: SortState,
  accessor: (row: T, id: string) => unknown,
): readonly T[] {
  if (!sort.active || sort.direction === '') return rows;
  const factor = sort.direction === 'asc' ? 1 : -1;
  const collator = new Intl.Collator(undefined, {numeric: true, sensitivity: 'base'});
  return [...rows].sort((a, b) => {
    const left = accessor(a, sort.active);
    const right = accessor(b, sort.active);
    const leftEmpty = left === null || left === undefined || left === '';
    const rightEmpty = right === null || right === undefined || right === '';
    if (leftEmpty || rightEmpty) return leftEmpty === rightEmpty ? 0 : leftEmpty ? 1 : -1;
    if (typeof left === 'number' && typeof right === 'number') return (left - right) * factor;
    return collator.compare(String(left), String(right)) * factor;
  });
}
