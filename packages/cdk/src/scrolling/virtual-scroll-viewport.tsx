'use client';

import {
  Fragment,
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  type CSSProperties,
  type HTMLAttributes,
  type Key,
  type ReactNode,
  type Ref,
} from 'react';
import {useComposedRefs} from '../slot';
import {
  useVirtualScroll,
  type ScrollToIndexOptions,
  type ScrollToOffsetOptions,
} from './use-virtual-scroll';
import type {VirtualScrollOrientation} from './virtual-range';

/** Scrolls a {@link VirtualScrollViewport} from your code, through its `handleRef`. */
export interface VirtualScrollHandle {
  /** Scrolls the item at `index` into view, aligned as asked (`auto` by default). */
  scrollToIndex: (index: number, options?: ScrollToIndexOptions) => void;
  /** Scrolls to `offset` pixels from the start of the list, in either text direction. */
  scrollToOffset: (offset: number, options?: ScrollToOffsetOptions) => void;
  /** The current distance from the start of the list to the viewport's start edge, in pixels. */
  getScrollOffset: () => number;
  /** The items rendered now: from `start` to `end - 1`. */
  getRenderedRange: () => {start: number; end: number};
}

/** The props of {@link VirtualScrollViewport} other than where its items come from. */
export interface VirtualScrollViewportBaseProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children'
> {
  /**
   * The size of every item along the scrolling axis, in pixels: its height in a vertical list,
   * its width in a horizontal one. Give each rendered item exactly this size.
   */
  itemSize: number;
  /**
   * How many items to render beyond each edge of the viewport.
   * @default 3
   */
  overscan?: number;
  /**
   * The axis the list scrolls along. The items of a horizontal list are laid out in a row, from
   * the start of the line (on the right in a right-to-left layout).
   * @default 'vertical'
   */
  orientation?: VirtualScrollOrientation;
  /**
   * The scroll offset to start at, in pixels, applied once when the viewport mounts.
   * @default 0
   */
  initialScrollOffset?: number;
  /**
   * The viewport size, in pixels along the scrolling axis, assumed before it can be measured: on
   * the server and in the first render in the browser.
   * @default 800
   */
  initialViewportSize?: number;
  /**
   * The tab index of the viewport. By default it is `0` while the list is longer than the
   * viewport, so that keyboard users can scroll it, and absent otherwise.
   */
  tabIndex?: number;
  /**
   * Props for the element that holds the rendered items (a `className`, say). Its position is
   * set by the viewport.
   */
  contentProps?: Omit<HTMLAttributes<HTMLDivElement>, 'children'>;
  /** Receives the functions that scroll the viewport to an item or an offset. */
  handleRef?: Ref<VirtualScrollHandle>;
  /**
   * Called after a render that changed the rendered items (and after the first one), with the
   * new range: from `start` to `end - 1`. Use it to load the data of the items coming into view.
   */
  onRangeChange?: (range: {start: number; end: number}) => void;
  /** A ref to the scrolling element. */
  ref?: Ref<HTMLDivElement>;
}

/** Items given as an array, each rendered by `renderItem`. */
export interface VirtualScrollItemsProps<T> {
  /** The items of the list. */
  items: readonly T[];
  /** Renders one item, an element of exactly `itemSize` along the scrolling axis. */
  renderItem: (item: T, index: number) => ReactNode;
  /**
   * The React key of an item; its index by default. Give one when items can be added, removed
   * or reordered, so that each keeps its element (and its state) across the change.
   */
  itemKey?: (item: T, index: number) => Key;
}

/** Items given as a count, each rendered by the `children` function from its index. */
export interface VirtualScrollCountProps {
  /** The number of items in the list. */
  count: number;
  /** Renders the item at an index, an element of exactly `itemSize` along the scrolling axis. */
  children: (index: number) => ReactNode;
  /**
   * The React key of an item; its index by default. Give one when items can be added, removed
   * or reordered, so that each keeps its element (and its state) across the change.
   */
  itemKey?: (index: number) => Key;
}

/**
 * Props of {@link VirtualScrollViewport}: the base props, and either `items` with `renderItem`
 * or `count` with a `children` function.
 */
export type VirtualScrollViewportProps<T> = VirtualScrollViewportBaseProps &
  (VirtualScrollItemsProps<T> | VirtualScrollCountProps);

/** The two ways of giving items, read as one. */
interface ItemSource<T> {
  items?: readonly T[];
  renderItem?: (item: T, index: number) => ReactNode;
  count?: number;
  children?: (index: number) => ReactNode;
  itemKey?: (...args: never[]) => Key;
}

/**
 * A scrolling list of fixed-size items that renders only the items in view, plus a few on either
 * side, however long the list: the viewport of a virtual scroll. Give it a size along the
 * scrolling axis (a height for a vertical list) with a class or a style, and give every item
 * exactly `itemSize` pixels along that axis.
 *
 * It renders a scrolling element, which gets your props, roles and ARIA attributes, and inside
 * it an element as long as the whole list that holds the rendered items, positioned where they
 * belong. The meaning of the items is yours: a `role="list"` on the viewport with
 * `role="listitem"` items, each with `aria-posinset` and `aria-setsize`, tells assistive
 * technology where each rendered item sits in the whole list.
 *
 * ```tsx
 * <VirtualScrollViewport
 *   role="list"
 *   aria-label="Contacts"
 *   className="contacts"
 *   items={contacts}
 *   itemSize={56}
 *   renderItem={(contact, index) => (
 *     <div role="listitem" aria-posinset={index + 1} aria-setsize={contacts.length}>
 *       {contact.name}
 *     </div>
 *   )}
 * />
 * ```
 */
export function VirtualScrollViewport<T>(props: VirtualScrollViewportProps<T>) {
  const {
    items,
    renderItem,
    count: countProp,
    children: renderIndex,
    itemKey,
    itemSize,
    overscan,
    orientation = 'vertical',
    initialScrollOffset,
    initialViewportSize,
    tabIndex,
    contentProps,
    handleRef,
    onRangeChange,
    ref,
    style,
    ...rest
  } = props as VirtualScrollViewportBaseProps & ItemSource<T>;
  const count = items ? items.length : (countProp ?? 0);
  const scroll = useVirtualScroll({
    count,
    itemSize,
    overscan,
    orientation,
    initialScrollOffset,
    initialViewportSize,
  });
  const composedRef = useComposedRefs<HTMLDivElement>(scroll.scrollRef, ref);
  const {start, end, scrollToIndex, scrollToOffset, getScrollOffset} = scroll;

  useImperativeHandle(
    handleRef,
    () => ({
      scrollToIndex,
      scrollToOffset,
      getScrollOffset,
      getRenderedRange: () => ({start, end}),
    }),
    [scrollToIndex, scrollToOffset, getScrollOffset, start, end],
  );

  const rangeChanged = useEffectEvent(() => onRangeChange?.({start, end}));
  useEffect(() => rangeChanged(), [start, end]);

  const vertical = orientation === 'vertical';
  const keyOf = itemKey as ((...args: unknown[]) => Key) | undefined;
  const rendered: ReactNode[] = [];
  for (let index = start; index < end; index++) {
    if (items) {
      const item = items[index] as T;
      rendered.push(
        <Fragment key={keyOf ? keyOf(item, index) : index}>{renderItem?.(item, index)}</Fragment>,
      );
    } else {
      rendered.push(<Fragment key={keyOf ? keyOf(index) : index}>{renderIndex?.(index)}</Fragment>);
    }
  }

  const viewportStyle: CSSProperties = {
    position: 'relative',
    overflow: 'auto',
    // The rendered items change as the list scrolls; the browser must not scroll to follow them.
    overflowAnchor: 'none',
    ...style,
  };
  // Logical insets put a horizontal list's items from the start of the line, so they are in
  // place in a right-to-left layout too.
  const sizerStyle: CSSProperties = vertical
    ? {position: 'relative', height: scroll.totalSize}
    : {position: 'relative', width: scroll.totalSize, height: '100%'};
  const contentStyle: CSSProperties = {
    ...(!vertical && {display: 'flex'}),
    ...contentProps?.style,
    position: 'absolute',
    ...(vertical
      ? {insetInline: 0, top: scroll.offset}
      : {insetBlock: 0, insetInlineStart: scroll.offset}),
  };

  return (
    <div
      {...rest}
      ref={composedRef}
      tabIndex={tabIndex ?? (scroll.isScrollable ? 0 : undefined)}
      data-orientation={orientation}
      style={viewportStyle}
    >
      <div style={sizerStyle}>
        <div {...contentProps} style={contentStyle}>
          {rendered}
        </div>
      </div>
    </div>
  );
}
