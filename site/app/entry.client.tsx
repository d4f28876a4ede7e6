import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {HydratedRouter} from 'react-router/dom';
import {getSiteAnalytics} from './analytics/site-analytics';
import {removeServiceWorkers} from './shell/service-workers';

// Analytics and its two trackers exist from the start, before the first page view.
getSiteAnalytics();

// Earlier versions of the site may have installed a service worker that would keep serving
// stale pages: remove every one, and reload once if any was found.
void removeServiceWorkers(navigator.serviceWorker, () => window.location.reload());

try {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      {
        onRecoverableError: (error) => console.error('Recoverable error while hydrating:', error),
      },
    );
  });
} catch (error) {
  console.error('The site failed to start:', error);
}
