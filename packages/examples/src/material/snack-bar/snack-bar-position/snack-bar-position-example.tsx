import {Button} from '@material-react/material/button';
import {
  useSnackBar,
  type SnackBarHorizontalPosition,
  type SnackBarVerticalPosition,
} from '@material-react/material/snack-bar';
import {useId, useState} from 'react';
import './snack-bar-position-example.css';

const HORIZONTAL: SnackBarHorizontalPosition[] = ['start', 'center', 'end', 'left', 'right'];
const VERTICAL: SnackBarVerticalPosition[] = ['top', 'bottom'];

/** @title Snack bar position */
export function SnackBarPositionExample() {
  const id = useId();
  const snackBar = useSnackBar();
  const [horizontalPosition, setHorizontal] = useState<SnackBarHorizontalPosition>('center');
  const [verticalPosition, setVertical] = useState<SnackBarVerticalPosition>('bottom');

  return (
    <div className="snack-bar-position">
      <div className="snack-bar-position-fields">
        <label htmlFor={`${id}-horizontal`}>Horizontal position</label>
        <select
          id={`${id}-horizontal`}
          value={horizontalPosition}
          onChange={(event) => setHorizontal(event.target.value as SnackBarHorizontalPosition)}
        >
          {HORIZONTAL.map((position) => (
            <option key={position}>{position}</option>
          ))}
        </select>
        <label htmlFor={`${id}-vertical`}>Vertical position</label>
        <select
          id={`${id}-vertical`}
          value={verticalPosition}
          onChange={(event) => setVertical(event.target.value as SnackBarVerticalPosition)}
        >
          {VERTICAL.map((position) => (
            <option key={position}>{position}</option>
          ))}
        </select>
      </div>
      <Button
        variant="filled"
        onClick={() =>
          snackBar.open(`Shown at the ${verticalPosition} ${horizontalPosition}`, 'Dismiss', {
            horizontalPosition,
            verticalPosition,
          })
        }
      >
        Show snack bar
      </Button>
    </div>
  );
}
