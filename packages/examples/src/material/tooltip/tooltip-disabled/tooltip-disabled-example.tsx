import {Button} from '@material-react/material/button';
import {Tooltip} from '@material-react/material/tooltip';
import {useState} from 'react';
import './tooltip-disabled-example.css';

/** @title Tooltip that can be disabled */
export function TooltipDisabledExample() {
  const [disabled, setDisabled] = useState(false);
  return (
    <div className="tooltip-disabled">
      <label>
        <input
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />
        Disable the tooltip
      </label>
      <Tooltip message="Saves a copy to your drive" disabled={disabled}>
        <Button variant="filled">Save copy</Button>
      </Tooltip>
    </div>
  );
}
