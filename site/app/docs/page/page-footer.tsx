import {useId, useState, useSyncExternalStore} from 'react';
import {useLocation} from 'react-router';
import {SITE_CONFIG} from '../../config';
import type {DocSource} from '../content/doc-content';

/** Where the answers of this visit are kept: one answer per page per visit. */
const FEEDBACK_KEY = 'docs-feedback:';

/** The stored answers change only through this page's own buttons, which re-render it. */
const subscribeToNothing = () => () => {};

function answeredBefore(path: string): boolean {
  try {
    return sessionStorage.getItem(FEEDBACK_KEY + path) !== null;
  } catch {
    return false;
  }
}

function rememberAnswer(path: string, helpful: boolean) {
  try {
    sessionStorage.setItem(FEEDBACK_KEY + path, helpful ? 'yes' : 'no');
  } catch {
    // Storage refused: the answer is still reported, and the page still thanks the visitor.
  }
}

/**
 * One formatter for every page: `toLocaleDateString` with options builds a new one each call,
 * 0.2-0.8 ms of each client navigation's render on a slow host, against microseconds to reuse one.
 */
let dateFormat: Intl.DateTimeFormat | undefined;

/** `2026-11-20` as an English date, in UTC (the day the file changed). */
function formatDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  dateFormat ??= new Intl.DateTimeFormat('en', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return dateFormat.format(parsed);
}

/**
 * "Was this page helpful?": Yes or No reports a `page_feedback` event (with the page's path and
 * the answer, to both trackers, queued like page views) and thanks the visitor, once per page and
 * visit.
 */
export function PageFeedback() {
  const {pathname} = useLocation();
  const questionId = useId();
  // An answer of this visit is read once the page has hydrated: the prerendered page asks.
  const answeredEarlier = useSyncExternalStore(
    subscribeToNothing,
    () => answeredBefore(pathname),
    () => false,
  );
  const [answeredOn, setAnsweredOn] = useState<string | null>(null);
  const answered = answeredEarlier || answeredOn === pathname;

  const answer = (helpful: boolean) => {
    rememberAnswer(pathname, helpful);
    setAnsweredOn(pathname);
    import('../../analytics/site-analytics').then(
      ({getSiteAnalytics}) => getSiteAnalytics().reportFeedback(pathname, helpful),
      () => {},
    );
  };

  return (
    <div className="docs-page-feedback" role="group" aria-labelledby={questionId}>
      <p id={questionId} className="docs-page-feedback-question">
        Was this page helpful?
      </p>
      <p className="docs-page-feedback-thanks" role="status">
        {answered ? 'Thank you for your feedback.' : ''}
      </p>
      {!answered && (
        <div className="docs-page-feedback-answers">
          <button type="button" className="docs-page-feedback-answer" onClick={() => answer(true)}>
            Yes
          </button>
          <button type="button" className="docs-page-feedback-answer" onClick={() => answer(false)}>
            No
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The end of an overview or a guide: a link to edit its markdown on the repository, the date it
 * last changed, and the feedback question.
 */
export function PageFooter({source}: {source: DocSource | undefined}) {
  return (
    <footer className="docs-page-footer">
      {source && (
        <p className="docs-page-footer-source">
          <a
            className="docs-page-footer-edit"
            href={`${SITE_CONFIG.repositoryUrl}/edit/main/${source.path}`}
          >
            Edit this page
          </a>
          <span className="docs-page-footer-date">
            Last updated <time dateTime={source.lastUpdated}>{formatDate(source.lastUpdated)}</time>
          </span>
        </p>
      )}
      <PageFeedback />
    </footer>
  );
}
