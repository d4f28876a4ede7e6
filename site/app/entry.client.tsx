import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {HydratedRouter} from 'react-router/dom';
import {startAnalytics} from './analytics/page-views';
import {keyEveryHistoryEntry} from './runtime/history-keys';
import {caseSensitiveRedirect} from './routes/case-sensitive-paths';
import {afterAppStart} from './runtime/start-guard';

// Analytics and its two trackers are set up before the first page view (once the app runs).
startAnalytics();

// Earlier versions of the site may have installed a service worker that would keep serving
// stale pages: remove every one, and reload once if any was found. A chunk of its own, once the
// app has started: a page has no need of it to become interactive.
afterAppStart(() => import('./runtime/service-workers'))
  .then(({removeServiceWorkers}) =>
    removeServiceWorkers(navigator.serviceWorker, () => window.location.reload()),
  )
  .catch(() => {});

function reportStartFailure(error: unknown) {
  console.error('The site failed to start:', error);
}

// The router matches static segments ignoring case, but only section keys may: another casing of
// `/guides` or `/categories` leaves for its target before anything renders.
const redirectTarget = caseSensitiveRedirect(window.location.pathname);
if (redirectTarget) {
  window.location.replace(redirectTarget);
} else {
  // Before the router reads its first location: every entry's scroll position is kept by its key.
  keyEveryHistoryEntry();
  try {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
        {
          onRecoverableError: (error) => console.error('Recoverable error while hydrating:', error),
          // An error that escapes every error boundary leaves the page as prerendered: say why.
          onUncaughtError: reportStartFailure,
        },
      );
    });
  } catch (error) {
    reportStartFailure(error);
  }
}
