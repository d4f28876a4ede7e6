import {DirectionProvider, useDirection, type Direction} from '@material-react/cdk/bidi';
import {useId, useState} from 'react';
import './cdk-bidi-logical-layout-example.css';

const PAGES = 5;

/**
 * @title Icons and spacing for both directions
 *
 * The same pager in both directions: CSS logical properties place and space its parts, and
 * `useDirection()` decides which way its arrows point.
 */
export function CdkBidiLogicalLayoutExample() {
  return (
    <div className="cdk-bidi-logical-layout">
      <Panel dir="ltr" caption="Left to right" />
      <Panel dir="rtl" caption="Right to left" />
    </div>
  );
}

function Panel({dir, caption}: {dir: Direction; caption: string}) {
  // The English text below has no final period: right to left would show it on the left.
  return (
    <DirectionProvider dir={dir}>
      <figure dir={dir} className="cdk-bidi-logical-layout-panel">
        <figcaption>{caption}</figcaption>
        <p className="cdk-bidi-logical-layout-note">Drafts are kept for 30 days, then deleted</p>
        <Pager />
      </figure>
    </DirectionProvider>
  );
}

/** Previous and next buttons whose arrows point back and forward in the reading direction. */
function Pager() {
  const [page, setPage] = useState(2);
  const status = useId();
  return (
    <div className="cdk-bidi-logical-layout-pager">
      <button
        type="button"
        className="cdk-bidi-logical-layout-button"
        aria-describedby={status}
        disabled={page === 1}
        onClick={() => setPage(page - 1)}
      >
        <Arrow towards="start" />
        Previous
      </button>
      <span id={status} className="cdk-bidi-logical-layout-status">
        Page {page} of {PAGES}
      </span>
      <button
        type="button"
        className="cdk-bidi-logical-layout-button"
        data-next=""
        aria-describedby={status}
        disabled={page === PAGES}
        onClick={() => setPage(page + 1)}
      >
        Next
        <Arrow towards="end" />
      </button>
    </div>
  );
}

/**
 * An arrow pointing to the start or the end of the line: left or right depending on the
 * direction it renders in.
 */
function Arrow({towards}: {towards: 'start' | 'end'}) {
  const direction = useDirection();
  const left = (towards === 'start') === (direction === 'ltr');
  return (
    <svg
      className="cdk-bidi-logical-layout-arrow"
      data-points={left ? 'left' : 'right'}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
    >
      <path d={left ? 'M19 12H6m6-6-6 6 6 6' : 'M5 12h13m-6-6 6 6-6 6'} />
    </svg>
  );
}
