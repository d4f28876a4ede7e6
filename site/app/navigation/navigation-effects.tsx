import {Component, useEffect, useLayoutEffect} from 'react';
import {useLocation, useNavigate, useNavigationType, type NavigationType} from 'react-router';
import {reportPageView} from '../analytics/page-views';
import {fragmentTarget} from '../docs/live-edit/edit-fragment';
import {caseSensitiveRedirect} from '../routes/case-sensitive-paths';
import {markRouterStarted} from '../routes/redirect-route';
import {markAppReady} from '../runtime/start-guard';
import {isNavigationWithinComponentView} from './component-view';
import {
  afterLayoutSettles,
  keepPositionWhileLoading,
  keepScrollAt,
  scrollToY,
  stopKeepingScroll,
} from '../runtime/scroll-keeper';
import {leavingPage} from '../runtime/leaving-page';
import {savedPosition, savePosition} from '../runtime/scroll-positions';
import {renderAllParts} from '../runtime/lazy-parts';

/**
 * What happens at the end of every navigation: the page view is reported, the window scrolls
 * (restored on back/forward, to the `#fragment`'s element, kept when the navigation stays within
 * one documentation item, else to the top), and focus moves to the new page's main heading.
 *
 * This replaces React Router's `<ScrollRestoration>`, which resets the scroll on every push
 * navigation unless each link opts out; the site's rule depends on where the navigation came from.
 */
export function NavigationEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();

  useLayoutEffect(() => {
    markRouterStarted();
    markAppReady();
  }, []);

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

  return (
    <ScrollAndFocus
      entryKey={location.key}
      pathname={location.pathname}
      hash={location.hash}
      navigationType={navigationType}
    />
  );
}

interface ScrollAndFocusProps {
  /** The history entry's key, which its scroll position is remembered by. */
  entryKey: string;
  pathname: string;
  hash: string;
  navigationType: NavigationType;
}

/**
 * Remembers each history entry's scroll position (as the visitor leaves it, and when the document
 * is hidden) and sets the position after each navigation.
 *
 * A class, for `getSnapshotBeforeUpdate`: it runs before React changes the page, so it reads the
 * position the visitor left even when the new page is shorter (the browser pulls the position
 * back as soon as the old content goes) or a scroll event has not been delivered yet.
 */
class ScrollAndFocus extends Component<ScrollAndFocusProps> {
  private stopKeepingPositions = () => {};
  /**
   * The entry of the page on screen. Not `this.props.entryKey`: React sets a class's props when it
   * renders, and a navigation whose page is still loading has rendered but not yet shown.
   */
  private shownKey = '';

  private readonly onPageHide = () => {
    savePosition(this.shownKey, window.scrollY);
    // A reload or a later visit through Back loads this document anew: let the browser put the
    // position back as soon as the prerendered page is laid out, before the app starts (which
    // then sets the same position from the remembered ones). Unless the address already shows
    // the next page, still loading: its position is not the one on screen, and it starts at the
    // top.
    const current = (window.history.state as {key?: string} | null)?.key;
    if (current === this.shownKey) window.history.scrollRestoration = 'auto';
  };

  private readonly onPageShow = (event: PageTransitionEvent) => {
    // Back from another document to this one, kept whole in the back/forward cache.
    if (event.persisted) window.history.scrollRestoration = 'manual';
  };

  override componentDidMount() {
    this.shownKey = this.props.entryKey;
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', this.onPageHide);
    window.addEventListener('pageshow', this.onPageShow);
    this.stopKeepingPositions = keepPositionWhileLoading();

    const saved = savedPosition(this.props.entryKey);
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (saved !== undefined && (entry?.type === 'reload' || entry?.type === 'back_forward')) {
      // The same page again: where the visitor was, not where its fragment points.
      keepScrollAt(saved);
    } else if (this.props.hash) {
      scrollToFragment(this.props.hash, {focus: false});
    }
  }

  override componentWillUnmount() {
    window.removeEventListener('pagehide', this.onPageHide);
    window.removeEventListener('pageshow', this.onPageShow);
    this.stopKeepingPositions();
  }

  override getSnapshotBeforeUpdate(previous: ScrollAndFocusProps): number | null {
    if (previous.entryKey === this.props.entryKey) return null;
    // The page as the visitor leaves it, for when they come back to it.
    leavingPage();
    return window.scrollY;
  }

  override componentDidUpdate(previous: ScrollAndFocusProps, _: unknown, left: number | null) {
    if (left === null) return;
    const {entryKey, pathname, hash, navigationType} = this.props;
    this.shownKey = entryKey;
    savePosition(previous.entryKey, left);
    const saved = savedPosition(entryKey);
    const withinView = isNavigationWithinComponentView(previous.pathname, pathname);

    if (navigationType === 'POP' && saved !== undefined) {
      keepScrollAt(saved);
    } else if (hash) {
      scrollToFragment(hash, {focus: true});
    } else if (withinView) {
      keepScrollAt(left);
    } else {
      stopKeepingScroll();
      scrollToY(0);
    }

    if (!hash && !withinView) focusMainHeading();
  }

  override render() {
    return null;
  }
}

/**
 * Scrolls the `#fragment`'s element into view, once the part of the page that holds it has loaded
 * (see `afterLayoutSettles`), and marks it (`data-landed`) so the page can show where the link
 * led. After a client navigation, focus moves there too, so keyboard and screen reader users land
 * on it.
 */
function scrollToFragment(hash: string, {focus}: {focus: boolean}) {
  // A link to an edited example (`#<id>?code=…`) lands on the example.
  let id = fragmentTarget(hash);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the raw text up instead.
  }
  afterLayoutSettles(() => {
    const target = document.getElementById(id);
    if (!target) return;
    // The boxes above it at their own heights, not guessed ones (see `lazy-parts.ts`).
    renderAllParts();
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
  });
}

/** Moves focus to the page's main heading, so screen readers start reading the new page. */
function focusMainHeading() {
  const heading = document.querySelector<HTMLElement>('#main-content h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({preventScroll: true});
}
