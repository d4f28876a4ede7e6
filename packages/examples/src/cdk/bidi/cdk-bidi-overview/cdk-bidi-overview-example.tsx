import {DirectionProvider, useDirection, type Direction} from '@material-react/cdk/bidi';
import {useId, useState} from 'react';
import './cdk-bidi-overview-example.css';

const DIRECTIONS: readonly {value: Direction; label: string}[] = [
  {value: 'ltr', label: 'Left to right'},
  {value: 'rtl', label: 'Right to left'},
];

/**
 * @title Switching the text direction
 *
 * A `DirectionProvider` and a matching `dir` attribute around some content. Choose a direction:
 * the browser mirrors the layout, and `useDirection()` inside reports the new value.
 */
export function CdkBidiOverviewExample() {
  // The English text below has no final period: right to left would show it on the left.
  const [dir, setDir] = useState<Direction>('ltr');
  const name = useId();
  return (
    <div className="cdk-bidi-overview">
      <fieldset className="cdk-bidi-overview-choice">
        <legend>Text direction</legend>
        {DIRECTIONS.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={dir === option.value}
              onChange={() => setDir(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <DirectionProvider dir={dir}>
        <div dir={dir} className="cdk-bidi-overview-preview">
          <DirectionReport />
          <div className="cdk-bidi-overview-message">
            <span className="cdk-bidi-overview-avatar" aria-hidden="true">
              RM
            </span>
            <div className="cdk-bidi-overview-text">
              <strong>Rana Mansour</strong>
              <span>Shared the quarterly report with you</span>
            </div>
            <span className="cdk-bidi-overview-time">Yesterday</span>
          </div>
        </div>
      </DirectionProvider>
    </div>
  );
}

/** Renders for the direction of the nearest provider. */
function DirectionReport() {
  const direction = useDirection();
  return (
    <p className="cdk-bidi-overview-report">
      <code>useDirection()</code> returns <code data-direction="">{direction}</code>
    </p>
  );
}
