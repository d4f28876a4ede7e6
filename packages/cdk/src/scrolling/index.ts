export {
  getMaxScrollOffset,
  getScrollOffsetForIndex,
  getVirtualRange,
  type ScrollAlignment,
  type ScrollToIndexInput,
  type VirtualRange,
  type VirtualRangeInput,
  type VirtualScrollOrientation,
} from './virtual-range';
export {
  useVirtualScroll,
  type ScrollToIndexOptions,
  type ScrollToOffsetOptions,
  type VirtualScroll,
  type VirtualScrollOptions,
} from './use-virtual-scroll';
export {
  VirtualScrollViewport,
  type VirtualScrollCountProps,
  type VirtualScrollHandle,
  type VirtualScrollItemsProps,
  type VirtualScrollViewportBaseProps,
  type VirtualScrollViewportProps,
} from './virtual-scroll-viewport';
