import {Button} from '@material-react/material/button';
import {Tooltip, type TooltipPosition} from '@material-react/material/tooltip';
import {useId, useState} from 'react';
import './tooltip-position-example.css';

const POSITIONS: TooltipPosition[] = ['above', 'below', 'left', 'right', 'before', 'after'];

/** @title Tooltip positions */
export function TooltipPositionExample() {
  const [position, setPosition] = useState<TooltipPosition>('above');
  const selectId = useId();
  return (
    <div className="tooltip-position">
      <label htmlFor={selectId}>Tooltip position</label>
      <select
        id={selectId}
        value={position}
        onChange={(event) => setPosition(event.target.value as TooltipPosition)}
      >
        {POSITIONS.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
      <Tooltip message={`Shown ${position}`} position={position}>
        <Button variant="outlined">Hover or focus me</Button>
      </Tooltip>
    </div>
  );
}
