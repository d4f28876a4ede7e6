'use client';

import {useControllableState} from '@material-react/cdk/state';
import chevronLeft from '@material-symbols/svg-400/outlined/chevron_left.svg?raw';
import chevronRight from '@material-symbols/svg-400/outlined/chevron_right.svg?raw';
import firstPage from '@material-symbols/svg-400/outlined/first_page.svg?raw';
import lastPage from '@material-symbols/svg-400/outlined/last_page.svg?raw';
import {useId, type HTMLAttributes, type Ref} from 'react';
import {IconButton} from '../button';
import {Icon} from '../icon';
import {
  clampPageIndex,
  DEFAULT_PAGINATOR_LABELS,
  getLastPageIndex,
  pageIndexForNewSize,
  type PageEvent,
  type PaginatorLabels,
} from './paginator-state';
import './paginator.css';

/** Props of {@link Paginator}. */
export interface PaginatorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The total number of items. */
  length: number;
  /** The zero-based page index, when controlled. */
  pageIndex?: number;
  /**
   * The initial page index, when uncontrolled.
   * @default 0
   */
  defaultPageIndex?: number;
  /** The number of items per page, when controlled. */
  pageSize?: number;
  /**
   * The initial number of items per page, when uncontrolled. By default the first page size
   * option, or 50.
   */
  defaultPageSize?: number;
  /**
   * The page sizes the user can choose from. The current size is added when it is missing.
   * @default []
   */
  pageSizeOptions?: readonly number[];
  /** Called when the user changes the page or the page size. */
  onPageChange?: (event: PageEvent) => void;
  /**
   * Whether to hide the page size control.
   * @default false
   */
  hidePageSize?: boolean;
  /**
   * Whether to show the first page and last page buttons.
   * @default false
   */
  showFirstLastButtons?: boolean;
  /**
   * Whether the paginator is disabled.
   * @default false
   */
  disabled?: boolean;
  /** Text to replace, for translation. */
  labels?: Partial<PaginatorLabels>;
  /** A ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Navigation between the pages of a long list or table: a page size select, a "1 – 10 of 100"
 * range label and previous/next (optionally first/last) buttons. Controlled or uncontrolled.
 *
 * ```tsx
 * <Paginator length={100} pageSizeOptions={[10, 25]} onPageChange={(event) => load(event)} />
 * ```
 */
export function Paginator({
  length,
  pageIndex: pageIndexProp,
  defaultPageIndex = 0,
  pageSize: pageSizeProp,
  defaultPageSize,
  pageSizeOptions = [],
  onPageChange,
  hidePageSize = false,
  showFirstLastButtons = false,
  disabled = false,
  labels: labelOverrides,
  className,
  ref,
  ...props
}: PaginatorProps) {
  const labels = {...DEFAULT_PAGINATOR_LABELS, ...labelOverrides};
  const selectId = useId();
  const [pageSize, setPageSize] = useControllableState({
    value: pageSizeProp,
    defaultValue: defaultPageSize ?? pageSizeOptions[0] ?? 50,
  });
  const [rawPageIndex, setPageIndex] = useControllableState({
    value: pageIndexProp,
    defaultValue: defaultPageIndex,
  });
  const pageIndex = clampPageIndex(rawPageIndex, length, pageSize);
  const lastIndex = getLastPageIndex(length, pageSize);
  const hasPrevious = pageIndex > 0;
  const hasNext = pageIndex < lastIndex;
  const sizes = [...new Set([...pageSizeOptions, pageSize])].sort((a, b) => a - b);

  function change(nextIndex: number, nextSize: number) {
    if (nextIndex === pageIndex && nextSize === pageSize) return;
    setPageSize(nextSize);
    setPageIndex(nextIndex);
    onPageChange?.({
      pageIndex: nextIndex,
      previousPageIndex: pageIndex,
      pageSize: nextSize,
      length,
    });
  }

  function navigation(label: string, svg: string, enabled: boolean, target: number, name: string) {
    const blocked = disabled || !enabled;
    return (
      <IconButton
        aria-label={label}
        // aria-disabled keeps focus on the button when it reaches the end of the pages.
        aria-disabled={blocked || undefined}
        disabled={disabled}
        className={`mat-paginator-navigation mat-paginator-navigation-${name}`}
        onClick={() => {
          if (!blocked) change(target, pageSize);
        }}
      >
        <Icon svg={svg} className="mat-paginator-icon" />
      </IconButton>
    );
  }

  return (
    <div
      role="group"
      aria-label="Pagination"
      {...props}
      ref={ref}
      className={className ? `mat-paginator ${className}` : 'mat-paginator'}
      data-disabled={disabled ? '' : undefined}
    >
      {!hidePageSize && (
        <div className="mat-paginator-page-size">
          <label className="mat-paginator-page-size-label" htmlFor={selectId}>
            {labels.itemsPerPage}
          </label>
          {sizes.length > 1 ? (
            <select
              id={selectId}
              className="mat-paginator-page-size-select"
              value={pageSize}
              disabled={disabled}
              onChange={(event) => {
                const nextSize = Number(event.target.value);
                const nextIndex = clampPageIndex(
                  pageIndexForNewSize(pageIndex, pageSize, nextSize),
                  length,
                  nextSize,
                );
                change(nextIndex, nextSize);
              }}
            >
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          ) : (
            <output id={selectId} className="mat-paginator-page-size-value">
              {pageSize}
            </output>
          )}
        </div>
      )}
      <div className="mat-paginator-range-actions">
        <div className="mat-paginator-range-label" aria-live="polite">
          {labels.range(pageIndex, pageSize, length)}
        </div>
        {showFirstLastButtons && navigation(labels.firstPage, firstPage, hasPrevious, 0, 'first')}
        {navigation(labels.previousPage, chevronLeft, hasPrevious, pageIndex - 1, 'previous')}
        {navigation(labels.nextPage, chevronRight, hasNext, pageIndex + 1, 'next')}
        {showFirstLastButtons && navigation(labels.lastPage, lastPage, hasNext, lastIndex, 'last')}
      </div>
    </div>
  );
}
