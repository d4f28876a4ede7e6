import {Button} from '@material-react/material/button';
import {Checkbox} from '@material-react/material/checkbox';
import {useSnackBar} from '@material-react/material/snack-bar';
import {useRef, useState} from 'react';
import './snack-bar-retry-example.css';

/**
 * @title An error that waits for the user
 *
 * A failed save opens a snack bar with `duration: 0`, so it stays until it is dealt with, and
 * `politeness: 'assertive'`, so a screen reader reads it at once. Its "Retry" action only
 * repeats what the "Save notes" button does, so keyboard users lose nothing if they never reach
 * it. A success message is polite and goes away by itself.
 */
export function SnackBarRetryExample() {
  const snackBar = useSnackBar();
  const [offline, setOffline] = useState(true);
  const [lastSaved, setLastSaved] = useState('never');
  const saves = useRef(0);
  // Read when a save runs, which may be long after this render (from the snack bar's action).
  const offlineRef = useRef(offline);
  const changeOffline = (value: boolean) => {
    offlineRef.current = value;
    setOffline(value);
  };

  const save = () => {
    if (offlineRef.current) {
      const ref = snackBar.open('Could not save your notes: no connection.', 'Retry', {
        duration: 0,
        politeness: 'assertive',
      });
      void ref.onAction().then(save);
      return;
    }
    saves.current += 1;
    setLastSaved(`version ${saves.current}`);
    snackBar.open('Notes saved.');
  };

  return (
    <div className="snack-bar-retry">
      <Checkbox checked={offline} onCheckedChange={changeOffline}>
        Pretend the connection is lost
      </Checkbox>
      <Button variant="filled" onClick={save}>
        Save notes
      </Button>
      <p className="snack-bar-retry-saved">Last saved: {lastSaved}</p>
    </div>
  );
}
