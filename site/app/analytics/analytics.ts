/**
 * Page-view analytics through the standard gtag command queue. Two trackers are created at start;
 * each page view is sent to both. Tracker ids come from the build's environment: with none set,
 * no script is loaded from the network, but the commands are still queued in `window.dataLayer`
 * (where a tag manager, or a test, can read them).
 */

export interface TrackerConfig {
  /** The gtag group the tracker belongs to; page views are sent to every group. */
  readonly group: string;
  /** The measurement id, e.g. `G-XXXXXXX`; without one the tracker only queues. */
  readonly id?: string | undefined;
}

export interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  document: Document;
}

export const TRACKERS: readonly TrackerConfig[] = [
  {group: 'docs', id: import.meta.env.VITE_ANALYTICS_DOCS_ID || undefined},
  {group: 'library', id: import.meta.env.VITE_ANALYTICS_LIBRARY_ID || undefined},
];

export class Analytics {
  private previousUrl: string | null = null;
  private gtag: (...args: unknown[]) => void = () => {};

  constructor(
    private readonly trackers: readonly TrackerConfig[],
    private readonly target: AnalyticsWindow,
  ) {}

  /** Creates the command queue and the trackers; loads gtag.js only when an id is configured. */
  start(): void {
    const target = this.target;
    const dataLayer = (target.dataLayer = target.dataLayer || []);
    // gtag.js reads `arguments` objects from the queue, not arrays.
    this.gtag = target.gtag =
      target.gtag ||
      function gtag() {
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments);
      };
    this.gtag('js', new Date());
    for (const tracker of this.trackers) {
      if (tracker.id) {
        this.gtag('config', tracker.id, {groups: tracker.group, send_page_view: false});
      }
    }
    const firstId = this.trackers.find((tracker) => tracker.id)?.id;
    if (firstId) {
      const script = target.document.createElement('script');
      script.async = true;
      script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(firstId)}`;
      target.document.head.appendChild(script);
    }
  }

  /**
   * Reports a page view for a URL (path and query), unless it is the URL reported last.
   * Returns whether a page view was reported.
   */
  reportPageView(url: string, title?: string): boolean {
    if (url === this.previousUrl) return false;
    this.previousUrl = url;
    this.gtag('event', 'page_view', {
      page_path: url,
      page_title: title,
      send_to: this.trackers.map((tracker) => tracker.group),
    });
    return true;
  }

  /**
   * Reports a visitor's answer to "Was this page helpful?" as a `page_feedback` event, with the
   * page's path and the answer (`yes` or `no`), to both trackers.
   */
  reportFeedback(path: string, helpful: boolean): void {
    this.gtag('event', 'page_feedback', {
      page_path: path,
      answer: helpful ? 'yes' : 'no',
      send_to: this.trackers.map((tracker) => tracker.group),
    });
  }

  /**
   * Reports a search that led to a chosen result, as gtag's recommended `search` event, to both
   * trackers. Blank terms are not reported; returns whether the event was sent.
   */
  reportSearch(term: string): boolean {
    const searchTerm = term.trim();
    if (!searchTerm) return false;
    this.gtag('event', 'search', {
      search_term: searchTerm,
      send_to: this.trackers.map((tracker) => tracker.group),
    });
    return true;
  }
}
