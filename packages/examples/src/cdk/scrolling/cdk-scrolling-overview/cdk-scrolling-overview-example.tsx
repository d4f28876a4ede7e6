import {getVirtualRange, VirtualScrollViewport} from '@material-react/cdk/scrolling';
import {useState} from 'react';
import './cdk-scrolling-overview-example.css';

const COUNT = 10_000;
const ROW_HEIGHT = 48;
/** The height the viewport has in the example's CSS, assumed until it is measured. */
const VIEWPORT_HEIGHT = 384;

const FIRST_NAMES = ['Amara', 'Bruno', 'Chen', 'Dalia', 'Emil', 'Farah', 'Goran', 'Hana', 'Ines'];
const LAST_NAMES = ['Okafor', 'Silva', 'Wei', 'Haddad', 'Novak', 'Rahimi', 'Petrov', 'Sato'];

/** A made-up but stable name for each row, the same on the server and in the browser. */
function contactName(index: number): string {
  const first = FIRST_NAMES[index % FIRST_NAMES.length];
  const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length];
  return `${first} ${last}`;
}

const format = (value: number) => value.toLocaleString('en-US');

/**
 * @title Virtual scrolling of 10,000 rows
 *
 * A `VirtualScrollViewport` with ten thousand rows of 48 pixels. Scroll it, with the pointer or
 * the keyboard: only the rows in view and a few on either side are in the DOM.
 */
export function CdkScrollingOverviewExample() {
  // The range of the first render, which the server renders too.
  const [range, setRange] = useState(() =>
    getVirtualRange({
      count: COUNT,
      itemSize: ROW_HEIGHT,
      viewportSize: VIEWPORT_HEIGHT,
      scrollOffset: 0,
      overscan: 3,
    }),
  );
  return (
    <div className="cdk-scrolling-overview">
      <VirtualScrollViewport
        role="list"
        aria-label="Contacts"
        className="cdk-scrolling-overview-viewport"
        count={COUNT}
        itemSize={ROW_HEIGHT}
        initialViewportSize={VIEWPORT_HEIGHT}
        onRangeChange={(next) => setRange((previous) => ({...previous, ...next}))}
      >
        {(index) => (
          <div
            role="listitem"
            aria-posinset={index + 1}
            aria-setsize={COUNT}
            className="cdk-scrolling-overview-row"
          >
            <span className="cdk-scrolling-overview-number">{format(index + 1)}</span>
            <span>{contactName(index)}</span>
          </div>
        )}
      </VirtualScrollViewport>
      <p className="cdk-scrolling-overview-status">
        {`${range.end - range.start} of ${format(COUNT)} rows in the DOM: rows ${format(range.start + 1)} to ${format(range.end)}`}
      </p>
    </div>
  );
}
