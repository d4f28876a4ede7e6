import {Analytics, TRACKERS} from './analytics';

let siteAnalytics: Analytics | null = null;

/** The site's analytics, created (with both trackers) the first time it is asked for. */
export function getSiteAnalytics(): Analytics {
  if (!siteAnalytics) {
    siteAnalytics = new Analytics(TRACKERS, window);
    siteAnalytics.start();
  }
  return siteAnalytics;
}
