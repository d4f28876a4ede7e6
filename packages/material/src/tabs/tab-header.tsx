'use client';

import {getDirection} from '@material-react/cdk/bidi';
import chevronLeft from '@material-symbols/svg-400/outlined/chevron_left.svg?raw';
import chevronRight from '@material-symbols/svg-400/outlined/chevron_right.svg?raw';
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {scrollIntoViewWithin} from '../core/tab-list/scroll-into-view';
import {Icon} from '../icon';

/** How tabs are placed along the header when they do not fill it. */
export type TabAlignment = 'start' | 'center' | 'end';

interface TabHeaderProps {
  /** The element holding the tabs or links. */
  children: ReactNode;
}

interface ScrollState {
  overflowing: boolean;
  atStart: boolean;
  atEnd: boolean;
}

const NO_OVERFLOW: ScrollState = {overflowing: false, atStart: true, atEnd: true};

/**
 * Keeps a focused or active element of a scrolled tab header in view, without scrolling the page.
 * Used by the tab group and the nav bar on focus and selection.
 */
export function scrollTabIntoView(tab: HTMLElement | null | undefined): void {
  scrollIntoViewWithin(tab, tab?.closest<HTMLElement>('.mat-tab-header-scroller'));
}

/**
 * The scrolling strip around a tab list. When the tabs are wider than the header, the header
 * scrolls and shows buttons at its sides that page through the tabs. The buttons are for pointer
 * users only: keyboard users move between tabs with the arrow keys, which scroll the focused tab
 * into view.
 */
export function TabHeader({children}: TabHeaderProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState<ScrollState>(NO_OVERFLOW);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const update = () => {
      const max = scroller.scrollWidth - scroller.clientWidth;
      // scrollLeft is negative in right-to-left text; its size is the distance from the start.
      const position = Math.abs(scroller.scrollLeft);
      const next = {overflowing: max > 1, atStart: position <= 1, atEnd: position >= max - 1};
      setScroll((current) =>
        current.overflowing === next.overflowing &&
        current.atStart === next.atStart &&
        current.atEnd === next.atEnd
          ? current
          : next,
      );
    };
    update();
    scroller.addEventListener('scroll', update, {passive: true});
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(scroller);
    if (scroller.firstElementChild) observer?.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);

  const page = (towards: 'start' | 'end') => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const rtl = getDirection(scroller) === 'rtl';
    const distance = scroller.clientWidth * 0.8;
    const sign = (towards === 'end') !== rtl ? 1 : -1;
    scroller.scrollBy({left: sign * distance, behavior: 'smooth'});
  };

  const pagination = (towards: 'start' | 'end') => (
    <button
      type="button"
      className={`mat-tab-header-pagination mat-tab-header-pagination-${towards === 'start' ? 'before' : 'after'}`}
      // Pointer-only: the arrow keys already reach every tab.
      aria-hidden="true"
      tabIndex={-1}
      disabled={towards === 'start' ? scroll.atStart : scroll.atEnd}
      onClick={() => page(towards)}
    >
      <Icon svg={towards === 'start' ? chevronLeft : chevronRight} />
    </button>
  );

  return (
    <div className="mat-tab-header" data-overflowing={scroll.overflowing ? '' : undefined}>
      {scroll.overflowing && pagination('start')}
      <div className="mat-tab-header-scroller" ref={scrollerRef}>
        {children}
      </div>
      {scroll.overflowing && pagination('end')}
    </div>
  );
}
