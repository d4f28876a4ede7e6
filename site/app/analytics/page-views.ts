import {afterAppStart} from '../shell/start-guard';
import type * as SiteAnalyticsModule from './site-analytics';

let analytics: Promise<typeof SiteAnalyticsModule> | undefined;

/**
 * The site's analytics, a chunk loaded once the app has started: measuring is not what a page
 * needs to become interactive. Its commands queue in `window.dataLayer` in the order they were
 * made (the trackers' configuration first).
 */
function siteAnalytics() {
  analytics ??= afterAppStart(() => import('./site-analytics'));
  return analytics.then((module) => module.getSiteAnalytics());
}

/** Sets up the trackers, ahead of the first page view. */
export function startAnalytics() {
  siteAnalytics().catch(() => {});
}

/** Reports a page view (the title is read now, not when the analytics code has arrived). */
export function reportPageView(url: string, title: string) {
  siteAnalytics().then(
    (site) => site.reportPageView(url, title),
    () => {},
  );
}
