import {Button} from '@material-react/material/button';
import {Tooltip} from '@material-react/material/tooltip';
import {useId, useState} from 'react';
import './tooltip-delay-example.css';

/** A delay typed by the user, as a whole number of milliseconds from 0 to 5000. */
function toDelay(value: string): number {
  const number = Math.round(Number(value));
  return Number.isFinite(number) ? Math.min(Math.max(number, 0), 5000) : 0;
}

/** @title Tooltip with show and hide delays */
export function TooltipDelayExample() {
  const [showDelay, setShowDelay] = useState('500');
  const [hideDelay, setHideDelay] = useState('1000');
  const id = useId();
  return (
    <div className="tooltip-delay">
      <label htmlFor={`${id}-show`}>Show delay (ms)</label>
      <input
        id={`${id}-show`}
        type="number"
        min={0}
        max={5000}
        step={100}
        value={showDelay}
        onChange={(event) => setShowDelay(event.target.value)}
      />
      <label htmlFor={`${id}-hide`}>Hide delay (ms)</label>
      <input
        id={`${id}-hide`}
        type="number"
        min={0}
        max={5000}
        step={100}
        value={hideDelay}
        onChange={(event) => setHideDelay(event.target.value)}
      />
      <Tooltip
        message="Delayed tooltip"
        showDelay={toDelay(showDelay)}
        hideDelay={toDelay(hideDelay)}
      >
        <Button variant="outlined">Hover me</Button>
      </Tooltip>
    </div>
  );
}
