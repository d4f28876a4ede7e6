/**
 * Keeps the page where it should be while parts of it are still loading.
 *
 * A part whose arrival changes the page's height (a documentation page's content, search results)
 * holds the layout while it loads (`holdLayout`). Meanwhile the page is shorter than it will be:
 * the browser would pull a position near its end back to the short page's end, and when the part
 * arrives above the view, scroll anchoring would push the view further down. So a position
 * restored by Back or Forward, or kept across the tabs of one item, is kept (`keepScrollAt`) until
 * the layout settles: the document gets the height the position needs (`min-height`) and scroll
 * anchoring is off, and once the last hold ends both go and the position is set again, before the
 * browser paints. A visitor who scrolls, types or presses meanwhile takes over.
 *
 * Parts that keep their size while they load (a live example's placeholder, which takes the
 * height the example had, see `kept-heights.ts`) do not hold the layout.
 */

import {renderAllParts} from './lazy-parts';

/**
 * How long at most a position waits for the layout. A part that loads later than this (a
 * connection that hangs) lets the page take its natural height again.
 */
const MAX_WAIT_MS = 20_000;

/** The visitor's own ways of moving the page, which end the wait for the layout. */
const INTENTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'];

let holds = 0;
let settleQueued = false;

/** What to do when the layout settles, while a position is kept. */
let keeping: {settle(): void; stop(): void} | null = null;

/** Whether a part's loading keeps the visitor's position (see {@link keepPositionWhileLoading}). */
let watching = false;

/**
 * Where the page was at its last scroll event. Unlike `scrollY`, it is not yet pulled back when
 * React has just made the page shorter (the browser does that at the next layout), so it is
 * still the position the visitor chose.
 */
let lastScrollY = 0;

/**
 * Holds the layout until the returned function is called (once counts; later calls do nothing).
 *
 * When the last hold ends, a kept position is set again in a microtask: a hold ends while React is
 * still changing the page (a Suspense fallback goes before its content is inserted), and the
 * microtask runs once the whole change is made, before the browser paints it.
 */
export function holdLayout(): () => void {
  holds++;
  if (holds === 1 && watching && !keeping) keepScrollAt(lastScrollY);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--holds > 0 || settleQueued) return;
    settleQueued = true;
    queueMicrotask(() => {
      settleQueued = false;
      if (holds === 0) keeping?.settle();
    });
  };
}

/** Whether no part of the page holds the layout. */
export function isLayoutSettled(): boolean {
  return holds === 0;
}

/**
 * Puts the window at `y` and keeps it there until the page's layout has settled (see the module's
 * description), however late the parts that hold it arrive.
 */
export function keepScrollAt(y: number): void {
  afterLayoutSettles(() => scrollToY(y), y);
}

/**
 * Runs `action` once the page's layout has settled: at once if nothing holds it, else when the
 * last hold ends, unless the visitor has scrolled, typed or pressed meanwhile, or a new
 * navigation has come (see {@link stopKeepingScroll}). With `y`, the window is kept at `y`
 * meanwhile (see {@link keepScrollAt}).
 */
export function afterLayoutSettles(action: () => void, y?: number): void {
  stopKeepingScroll();
  if (holds === 0) {
    action();
    return;
  }
  const root = document.documentElement.style;
  if (y !== undefined) {
    root.minHeight = `${y + window.innerHeight}px`;
    root.overflowAnchor = 'none';
    scrollToY(y);
  }

  const intents = new AbortController();
  let visitorMoved = false;
  for (const type of INTENTS) {
    window.addEventListener(type, () => (visitorMoved = true), {
      capture: true,
      passive: true,
      signal: intents.signal,
    });
  }
  const timeout = window.setTimeout(() => keeping?.settle(), MAX_WAIT_MS);
  const stop = () => {
    intents.abort();
    window.clearTimeout(timeout);
    root.minHeight = '';
    root.overflowAnchor = '';
    keeping = null;
  };
  keeping = {
    stop,
    settle() {
      stop();
      if (!visitorMoved) action();
    },
  };
}

/** Stops keeping the position of the previous navigation (a new one has come). */
export function stopKeepingScroll(): void {
  keeping?.stop();
}

/**
 * Scrolls at once, whatever `scroll-behavior` the page's styles ask for. Below the top, every
 * box of the page is rendered first (see `lazy-parts.ts`), so that `y` means the place it meant
 * when it was measured.
 */
export function scrollToY(y: number): void {
  if (y > 0) renderAllParts();
  window.scrollTo({top: y, left: 0, behavior: 'instant'});
}

/**
 * From now on, when a part of the page starts holding the layout while no position is kept (a
 * part that has to load again, such as content still hydrating when the visitor moved on), keeps
 * the visitor's last position, so the page does not jump to a shorter end. Returns the function
 * that stops it.
 */
export function keepPositionWhileLoading(): () => void {
  lastScrollY = window.scrollY;
  const onScroll = () => (lastScrollY = window.scrollY);
  window.addEventListener('scroll', onScroll, {passive: true});
  watching = true;
  return () => {
    window.removeEventListener('scroll', onScroll);
    watching = false;
    stopKeepingScroll();
  };
}
