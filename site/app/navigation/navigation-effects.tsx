import {useEffect, useLayoutEffect, useRef} from 'react';
import {useLocation, useNavigate, useNavigationType} from 'react-router';
import {reportPageView} from '../analytics/page-views';
import {fragmentTarget} from '../docs/live-edit/edit-fragment';
import {caseSensitiveRedirect} from '../routes/case-sensitive-paths';
import {markRouterStarted} from '../routes/redirect-route';
import {markAppReady} from '../shell/start-guard';
import {isNavigationWithinComponentView} from './component-view';
import {ScrollPositions} from './scroll-positions';

/**
 * What happens at the end of every navigation: the page view is reported, the window scrolls
 * (restored on back/forward, to the `#fragment`'s element, or to the top unless the navigation
 * stays within one documentation item), and focus moves to the new page's main heading.
 *
 * This replaces React Router's `<ScrollRestoration>`, which resets the scroll on every push
 * navigation unless each link opts out; the site's rule depends on where the navigation came from.
 */
export function NavigationEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const previous = useRef<{pathname: string; key: string} | null>(null);
  const positions = useRef<ScrollPositions | null>(null);

  useLayoutEffect(() => {
    markRouterStarted();
    markAppReady();
    const saved = (positions.current = new ScrollPositions(() => window.sessionStorage));
    window.history.scrollRestoration = 'manual';
    // Scroll events arrive after a navigation has committed, so they read the current entry's key
    // from the ref rather than from a stale closure.
    const onScroll = () => {
      if (previous.current) saved.set(previous.current.key, window.scrollY);
    };
    const persist = () => saved.persist();
    window.addEventListener('scroll', onScroll, {passive: true});
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = {pathname: location.pathname, key: location.key};
    const isFirstLoad = from === null;
    const withinView = !!from && isNavigationWithinComponentView(from.pathname, location.pathname);
    // A scroll made before the page came to life had no listener to record it.
    if (isFirstLoad && !isReload()) positions.current?.set(location.key, window.scrollY);
    // The last scroll before leaving may not have had its event yet (they come once a frame):
    // take the position the page had when the navigation committed. Unless the new page is too
    // short for it, in which case the browser has already pulled it back to the new maximum.
    if (from) {
      const {scrollY, innerHeight} = window;
      const newMaximum = document.documentElement.scrollHeight - innerHeight;
      if (scrollY < newMaximum) positions.current?.set(from.key, scrollY);
    }
    const saved = positions.current?.get(location.key);

    if (navigationType === 'POP' && saved !== undefined && (!isFirstLoad || isReload())) {
      window.scrollTo(0, saved);
    } else if (location.hash) {
      scrollToFragment(location.hash, {focus: !isFirstLoad});
    } else if (!isFirstLoad && !withinView) {
      window.scrollTo(0, 0);
    }

    if (!isFirstLoad && !location.hash && !withinView) focusMainHeading();
  }, [location.key, location.pathname, location.hash, navigationType]);

  useEffect(() => {
    // A client navigation to another casing of a fixed route (a direct visit is handled before
    // hydration, in entry.client) is replaced by its target and not reported as a page view.
    const redirectTarget = caseSensitiveRedirect(location.pathname);
    if (redirectTarget) {
      void navigate(redirectTarget, {replace: true});
      return;
    }
    reportPageView(location.pathname + location.search, document.title);
  }, [location.pathname, location.search, navigate]);

  return null;
}

function isReload(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload';
}

/** How long a `#fragment` may wait for its element (a lazy part of the page) to appear. */
const FRAGMENT_WAIT_MS = 5000;

/** Stops waiting for the previous navigation's fragment, when a new navigation comes first. */
let stopWaitingForFragment = () => {};

/**
 * Scrolls the `#fragment`'s element into view, waiting for it if the part of the page that holds
 * it is still loading, and marks it (`data-landed`) so the page can show where the link led. After
 * a client navigation, focus moves there too, so keyboard and screen reader users land on it.
 */
function scrollToFragment(hash: string, {focus}: {focus: boolean}) {
  stopWaitingForFragment();
  // A link to an edited example (`#<id>?code=…`) lands on the example.
  let id = fragmentTarget(hash);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the raw text up instead.
  }
  const land = (target: HTMLElement) => {
    target.scrollIntoView();
    for (const previous of document.querySelectorAll('[data-landed]')) {
      previous.removeAttribute('data-landed');
    }
    target.setAttribute('data-landed', '');
    if (!focus) return;
    if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) {
      target.setAttribute('tabindex', '-1');
    }
    target.focus({preventScroll: true});
  };
  const found = document.getElementById(id);
  if (found) {
    land(found);
    return;
  }
  const observer = new MutationObserver(() => {
    const target = document.getElementById(id);
    if (!target) return;
    stop();
    // Let the rest of the content render first, so the element keeps its place.
    requestAnimationFrame(() => land(target));
  });
  const timeout = window.setTimeout(() => stop(), FRAGMENT_WAIT_MS);
  const stop = (stopWaitingForFragment = () => {
    observer.disconnect();
    window.clearTimeout(timeout);
  });
  observer.observe(document.body, {childList: true, subtree: true});
}

/** Moves focus to the page's main heading, so screen readers start reading the new page. */
function focusMainHeading() {
  const heading = document.querySelector<HTMLElement>('#main-content h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({preventScroll: true});
}
