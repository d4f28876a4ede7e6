'use client';

import {announce} from '@material-react/cdk/a11y';
import {useControllableState} from '@material-react/cdk/state';
import arrowUpward from '@material-symbols/svg-400/outlined/arrow_upward.svg?raw';
import {
  createContext,
  useContext,
  useMemo,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {Icon} from '../icon';
import {getNextSort, UNSORTED, type SortCycleOptions, type SortState} from './sort-state';
import './sort.css';
import {composeEventHandlers} from '@material-react/cdk/slot';

/** Builds the message announced after the sort changes. */
export type SortAnnouncement = (label: string, sort: SortState) => string;

/** The default announcement: "Sorted by Name, ascending." or "Sorting removed.". */
export const defaultSortAnnouncement: SortAnnouncement = (label, sort) =>
  sort.direction === ''
    ? 'Sorting removed.'
    : `Sorted by ${label}, ${sort.direction === 'asc' ? 'ascending' : 'descending'}.`;

/** Props of {@link Sort}. */
export interface SortProps extends SortCycleOptions {
  /** The sort, when controlled. */
  value?: SortState;
  /**
   * The initial sort, when uncontrolled.
   * @default {active: '', direction: ''}
   */
  defaultValue?: SortState;
  /** Called with the new sort when a sort header is activated. */
  onSortChange?: (sort: SortState) => void;
  /**
   * Whether every sort header is disabled.
   * @default false
   */
  disabled?: boolean;
  /**
   * The message announced politely to screen readers after the sort changes; `null` for none.
   * @default defaultSortAnnouncement
   */
  announcement?: SortAnnouncement | null;
  /** The sort headers (usually a whole table). */
  children?: ReactNode;
}

/** What {@link useSort} returns inside a {@link Sort}. */
export interface SortContextValue extends Required<SortCycleOptions> {
  /** The current sort. */
  sort: SortState;
  /** Activates column `id`, moving it to its next direction. */
  toggle: (id: string, options?: SortCycleOptions) => SortState;
  /** Sets the sort directly. */
  setSort: (sort: SortState) => void;
  /** Whether every sort header is disabled. */
  disabled: boolean;
  /** The announcement builder, or `null` for none. */
  announcement: SortAnnouncement | null;
}

const SortContext = createContext<SortContextValue | null>(null);

/**
 * Keeps the sort state of the {@link SortHeader}s inside it: which column is active and in which
 * direction, cycling ascending, descending and (unless `disableClear`) unsorted.
 */
export function Sort({
  value,
  defaultValue = UNSORTED,
  onSortChange,
  start = 'asc',
  disableClear = false,
  disabled = false,
  announcement = defaultSortAnnouncement,
  children,
}: SortProps) {
  const [sort, setSort] = useControllableState({value, defaultValue, onChange: onSortChange});
  const context = useMemo<SortContextValue>(
    () => ({
      sort,
      setSort,
      start,
      disableClear,
      disabled,
      announcement,
      toggle: (id, options = {}) => {
        const next = getNextSort(sort, id, {start, disableClear, ...options});
        setSort(next);
        return next;
      },
    }),
    [sort, setSort, start, disableClear, disabled, announcement],
  );
  return <SortContext.Provider value={context}>{children}</SortContext.Provider>;
}

/** The sort state of the enclosing {@link Sort}, or `null` outside one. */
export function useSort(): SortContextValue | null {
  return useContext(SortContext);
}

/** Props of {@link SortHeader}. */
export interface SortHeaderProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'id'>, SortCycleOptions {
  /** The id of the column this header sorts. */
  id: string;
  /** The column's label. */
  children?: ReactNode;
  /**
   * Whether the sort arrow goes before or after the label.
   * @default 'after'
   */
  arrowPosition?: 'before' | 'after';
  /**
   * Whether this header is disabled.
   * @default false
   */
  disabled?: boolean;
  /** A ref to the button. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The button in a column header that sorts by that column, with an arrow showing the direction.
 * Put it in a header cell inside a {@link Sort}, and give the cell `aria-sort` with
 * `getAriaSort(sort, id)` (the material `Table` does this for `sortable` columns).
 */
export function SortHeader({
  id,
  children,
  arrowPosition = 'after',
  start,
  disableClear,
  disabled = false,
  className,
  onClick,
  ref,
  ...props
}: SortHeaderProps) {
  const context = useSort();
  const sort = context?.sort ?? UNSORTED;
  const active = sort.active === id && sort.direction !== '';
  const isDisabled = disabled || (context?.disabled ?? false);

  const handleClick = composeEventHandlers(onClick, (event: MouseEvent<HTMLButtonElement>) => {
    if (!context) return;
    const options: SortCycleOptions = {};
    if (start !== undefined) options.start = start;
    if (disableClear !== undefined) options.disableClear = disableClear;
    const next = context.toggle(id, options);
    const label = event.currentTarget.textContent?.trim() ?? id;
    if (context.announcement) void announce(context.announcement(label, next));
  });

  return (
    <button
      {...props}
      ref={ref}
      type="button"
      disabled={isDisabled}
      className={className ? `mat-sort-header ${className}` : 'mat-sort-header'}
      data-active={active ? '' : undefined}
      data-direction={active ? sort.direction : undefined}
      data-arrow-position={arrowPosition}
      data-disabled={isDisabled ? '' : undefined}
      onClick={handleClick}
    >
      <span className="mat-sort-header-content">{children}</span>
      <Icon svg={arrowUpward} size={18} className="mat-sort-header-arrow" />
    </button>
  );
}
