import {ProgressBar, type ProgressBarMode} from '@material-react/material/progress-bar';
import {useId, useState} from 'react';
import './progress-bar-configurable-example.css';

const MODES: ProgressBarMode[] = ['determinate', 'indeterminate', 'buffer', 'query'];

/** @title Configurable progress bar */
export function ProgressBarConfigurableExample() {
  const id = useId();
  const [mode, setMode] = useState<ProgressBarMode>('determinate');
  const [value, setValue] = useState(50);
  const [bufferValue, setBufferValue] = useState(75);
  return (
    <div className="progress-bar-configurable">
      <fieldset className="progress-bar-configurable-modes">
        <legend>Mode</legend>
        {MODES.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={option}
              checked={mode === option}
              onChange={() => setMode(option)}
            />
            {option}
          </label>
        ))}
      </fieldset>
      <label className="progress-bar-configurable-slider">
        Progress: {value}%
        <input
          type="range"
          min={0}
          max={100}
          value={value}
          disabled={mode === 'indeterminate' || mode === 'query'}
          onChange={(event) => setValue(event.target.valueAsNumber)}
        />
      </label>
      <label className="progress-bar-configurable-slider">
        Buffer: {bufferValue}%
        <input
          type="range"
          min={0}
          max={100}
          value={bufferValue}
          disabled={mode !== 'buffer'}
          onChange={(event) => setBufferValue(event.target.valueAsNumber)}
        />
      </label>
      <div className="progress-bar-configurable-result">
        <span id={`${id}-label`}>Result</span>
        <ProgressBar
          aria-labelledby={`${id}-label`}
          mode={mode}
          value={value}
          bufferValue={bufferValue}
        />
      </div>
    </div>
  );
}
