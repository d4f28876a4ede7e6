import {queryAllByRole, type ByRoleOptions} from '@testing-library/react';

/**
 * The cells of the calendar grids in `container` (the document by default), matching `options`
 * like a role query. A `<td>` of a `<table role="grid">` is a `gridcell` to browsers and to axe,
 * so the cells carry no role of their own (HTML allows none there); Testing Library's role table
 * calls every `<td>` a `cell`, whatever its table's role, so this takes the `cell`s in a grid.
 */
export function queryAllGridCells(
  container: HTMLElement = document.body,
  options?: ByRoleOptions,
): HTMLElement[] {
  return queryAllByRole(container, 'cell', options).filter(
    (cell) => cell.closest('table')?.getAttribute('role') === 'grid',
  );
}

/** The one calendar grid cell named `name`; throws when there is not exactly one. */
export function getGridCell(name: string, container: HTMLElement = document.body): HTMLElement {
  const cells = queryAllGridCells(container, {name});
  if (cells.length !== 1) throw new Error(`${cells.length} grid cells named "${name}", not 1.`);
  return cells[0]!;
}
