import {
  VirtualScrollViewport,
  type ScrollAlignment,
  type VirtualScrollHandle,
} from '@material-react/cdk/scrolling';
import {useId, useRef, useState} from 'react';
import './cdk-scrolling-scroll-to-example.css';

const COUNT = 10_000;

const ALIGNMENTS: readonly {align: ScrollAlignment; label: string}[] = [
  {align: 'start', label: 'To the top'},
  {align: 'center', label: 'To the middle'},
  {align: 'end', label: 'To the bottom'},
  {align: 'auto', label: 'Into view'},
];

/**
 * @title Scrolling to a row
 *
 * The viewport's `handleRef` gives `scrollToIndex`. Pick a row and an alignment: `start`,
 * `center` and `end` put the row at that place, `auto` scrolls only as far as needed to show it.
 */
export function CdkScrollingScrollToExample() {
  const id = useId();
  const handle = useRef<VirtualScrollHandle>(null);
  const [value, setValue] = useState('5000');
  const [smooth, setSmooth] = useState(false);
  const [target, setTarget] = useState<number | null>(null);
  const row = Number(value);
  const valid = Number.isInteger(row) && row >= 1 && row <= COUNT;

  const scrollTo = (align: ScrollAlignment) => {
    if (!valid) return;
    handle.current?.scrollToIndex(row - 1, {align, behavior: smooth ? 'smooth' : 'auto'});
    setTarget(row - 1);
  };

  return (
    <div className="cdk-scrolling-scroll-to">
      <div className="cdk-scrolling-scroll-to-controls">
        <label className="cdk-scrolling-scroll-to-field">
          Row
          <input
            type="number"
            min={1}
            max={COUNT}
            value={value}
            aria-invalid={!valid}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setValue(event.target.value)}
            className="cdk-scrolling-scroll-to-input"
          />
        </label>
        <div role="group" aria-label="Scroll the row" className="cdk-scrolling-scroll-to-buttons">
          {ALIGNMENTS.map(({align, label}) => (
            <button
              key={align}
              type="button"
              disabled={!valid}
              onClick={() => scrollTo(align)}
              className="cdk-scrolling-scroll-to-button"
            >
              {label}
            </button>
          ))}
        </div>
        <label className="cdk-scrolling-scroll-to-smooth">
          <input
            type="checkbox"
            checked={smooth}
            onChange={(event) => setSmooth(event.target.checked)}
          />
          Smooth scrolling
        </label>
      </div>
      <p id={`${id}-hint`} className="cdk-scrolling-scroll-to-hint">
        {valid
          ? `Rows 1 to ${COUNT.toLocaleString('en-US')}`
          : `Enter a row from 1 to ${COUNT.toLocaleString('en-US')}`}
      </p>
      <VirtualScrollViewport
        role="list"
        aria-label="Numbered rows"
        className="cdk-scrolling-scroll-to-viewport"
        count={COUNT}
        itemSize={40}
        overscan={5}
        initialViewportSize={320}
        handleRef={handle}
      >
        {(index) => (
          <div
            role="listitem"
            aria-posinset={index + 1}
            aria-setsize={COUNT}
            aria-current={index === target ? 'true' : undefined}
            className="cdk-scrolling-scroll-to-row"
          >
            {`Row ${index + 1}`}
          </div>
        )}
      </VirtualScrollViewport>
    </div>
  );
}
