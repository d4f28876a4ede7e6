import {Button} from '@material-react/material/button';
import {ProgressSpinner} from '@material-react/material/progress-spinner';
import {useState} from 'react';
import './progress-spinner-value-label-example.css';

/** The daily goal, in minutes. */
const GOAL = 30;

/**
 * @title Spinner with its value in the middle
 *
 * A large determinate spinner shows a goal's progress with the numbers inside the ring. The
 * numbers are drawn for the eye only; screen readers get the same through `aria-valuetext`.
 */
export function ProgressSpinnerValueLabelExample() {
  const [minutes, setMinutes] = useState(10);
  const reached = minutes >= GOAL;

  return (
    <div className="progress-spinner-value-label">
      <div className="progress-spinner-value-label-ring">
        <ProgressSpinner
          aria-label="Exercise today"
          aria-valuetext={`${minutes} of ${GOAL} minutes`}
          value={(minutes / GOAL) * 100}
          diameter={120}
          strokeWidth={10}
        />
        <span className="progress-spinner-value-label-text" aria-hidden="true">
          <span className="progress-spinner-value-label-number">{minutes}</span>
          of {GOAL} min
        </span>
      </div>
      <div className="progress-spinner-value-label-side">
        <p role="status" className="progress-spinner-value-label-status">
          {reached ? 'Goal reached. Well done!' : `${GOAL - minutes} minutes to go today.`}
        </p>
        <div className="progress-spinner-value-label-actions">
          <Button variant="tonal" onClick={() => setMinutes(minutes + 10)}>
            Log 10 minutes
          </Button>
          <Button onClick={() => setMinutes(0)}>Start a new day</Button>
        </div>
      </div>
    </div>
  );
}
