import type {Direction} from '@material-react/cdk/bidi';
import {VirtualScrollViewport, type VirtualScrollHandle} from '@material-react/cdk/scrolling';
import {useRef, useState} from 'react';
import './cdk-scrolling-horizontal-example.css';

/** Ten years of days, from 1 January 2025. */
const START = Date.UTC(2025, 0, 1);
const DAY = 24 * 60 * 60 * 1000;
const DAYS = Math.round((Date.UTC(2035, 0, 1) - START) / DAY);
const CARD_WIDTH = 96;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The parts of a day's date, read in UTC so that every time zone shows the same days. */
function day(index: number) {
  const date = new Date(START + index * DAY);
  return {
    weekday: WEEKDAYS[date.getUTCDay()]!,
    date: date.getUTCDate(),
    month: MONTHS[date.getUTCMonth()]!,
    year: date.getUTCFullYear(),
  };
}

/**
 * @title A horizontal strip of cards
 *
 * Ten years of days as a row of cards 96 pixels wide, with `orientation="horizontal"`. Switch to
 * right to left: the strip starts on the right, and scrolling to a day still works.
 */
export function CdkScrollingHorizontalExample() {
  const [dir, setDir] = useState<Direction>('ltr');
  const handle = useRef<VirtualScrollHandle>(null);
  const yearStart = (year: number) => Math.round((Date.UTC(year, 0, 1) - START) / DAY);

  return (
    <div className="cdk-scrolling-horizontal">
      <div className="cdk-scrolling-horizontal-controls">
        <label className="cdk-scrolling-horizontal-switch">
          <input
            type="checkbox"
            checked={dir === 'rtl'}
            onChange={(event) => setDir(event.target.checked ? 'rtl' : 'ltr')}
          />
          Right to left
        </label>
        {[2025, 2030, 2034].map((year) => (
          <button
            key={year}
            type="button"
            onClick={() => handle.current?.scrollToIndex(yearStart(year), {align: 'start'})}
            className="cdk-scrolling-horizontal-button"
          >
            {`1 Jan ${year}`}
          </button>
        ))}
      </div>
      <div dir={dir} className="cdk-scrolling-horizontal-frame">
        <VirtualScrollViewport
          // A new viewport for each direction: the scroll position starts over at the start.
          key={dir}
          role="list"
          aria-label="Days"
          orientation="horizontal"
          className="cdk-scrolling-horizontal-viewport"
          count={DAYS}
          itemSize={CARD_WIDTH}
          initialViewportSize={720}
          handleRef={handle}
        >
          {(index) => {
            const {weekday, date, month, year} = day(index);
            return (
              <div
                role="listitem"
                aria-posinset={index + 1}
                aria-setsize={DAYS}
                className="cdk-scrolling-horizontal-item"
              >
                <div
                  className="cdk-scrolling-horizontal-card"
                  data-weekend={weekday === 'Sat' || weekday === 'Sun' ? '' : undefined}
                >
                  <span className="cdk-scrolling-horizontal-weekday">{weekday}</span>
                  <span className="cdk-scrolling-horizontal-date">{date}</span>
                  <span className="cdk-scrolling-horizontal-month">{`${month} ${year}`}</span>
                </div>
              </div>
            );
          }}
        </VirtualScrollViewport>
      </div>
    </div>
  );
}
