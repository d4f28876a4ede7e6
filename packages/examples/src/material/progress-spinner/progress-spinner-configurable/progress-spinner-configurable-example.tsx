import {ProgressSpinner, type ProgressSpinnerMode} from '@material-react/material/progress-spinner';
import {useId, useState} from 'react';
import './progress-spinner-configurable-example.css';

const MODES: ProgressSpinnerMode[] = ['determinate', 'indeterminate'];

/** @title Configurable progress spinner */
export function ProgressSpinnerConfigurableExample() {
  const id = useId();
  const [mode, setMode] = useState<ProgressSpinnerMode>('determinate');
  const [value, setValue] = useState(50);
  const [diameter, setDiameter] = useState(48);
  return (
    <div className="progress-spinner-configurable">
      <div className="progress-spinner-configurable-controls">
        <fieldset>
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
        <label>
          Progress: {value}%
          <input
            type="range"
            min={0}
            max={100}
            value={value}
            disabled={mode === 'indeterminate'}
            onChange={(event) => setValue(event.target.valueAsNumber)}
          />
        </label>
        <label>
          Diameter: {diameter}px
          <input
            type="range"
            min={16}
            max={96}
            step={8}
            value={diameter}
            onChange={(event) => setDiameter(event.target.valueAsNumber)}
          />
        </label>
      </div>
      <div className="progress-spinner-configurable-result">
        <ProgressSpinner aria-label="Result" mode={mode} value={value} diameter={diameter} />
      </div>
    </div>
  );
}
