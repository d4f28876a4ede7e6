import {ProgressBar, type ProgressBarMode} from '@material-react/material/progress-bar';
import {useId} from 'react';
import './progress-bar-overview-example.css';

const BARS: Array<{mode: ProgressBarMode; label: string; value?: number; bufferValue?: number}> = [
  {mode: 'determinate', label: 'Determinate: uploading, 40% done', value: 40},
  {mode: 'indeterminate', label: 'Indeterminate: loading results'},
  {mode: 'buffer', label: 'Buffer: playing, 30% played, 65% loaded', value: 30, bufferValue: 65},
  {mode: 'query', label: 'Query: waiting for the server'},
];

/** @title Progress bar modes */
export function ProgressBarOverviewExample() {
  const id = useId();
  return (
    <div className="progress-bar-overview">
      {BARS.map(({mode, label, value, bufferValue}) => (
        <div key={mode} className="progress-bar-overview-row">
          <span id={`${id}-${mode}`} className="progress-bar-overview-label">
            {label}
          </span>
          <ProgressBar
            aria-labelledby={`${id}-${mode}`}
            mode={mode}
            value={value}
            bufferValue={bufferValue}
          />
        </div>
      ))}
    </div>
  );
}
