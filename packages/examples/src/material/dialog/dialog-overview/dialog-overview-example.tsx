import {Button} from '@material-react/material/button';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@material-react/material/dialog';
import {useState} from 'react';
import './dialog-overview-example.css';

/**
 * @title Dialog with a title, text and actions
 *
 * The dialog opens over a scrim; Escape, a click on the scrim or "Not now" close it, and focus
 * goes back to the button.
 */
export function DialogOverviewExample() {
  const [backup, setBackup] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <div className="dialog-overview">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="tonal">Back up photos</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Turn on photo backup?</DialogTitle>
          <DialogBody>
            <DialogDescription>
              Photos taken on this device are copied to your account over Wi-Fi, so you can see them
              anywhere and keep them if the device is lost.
            </DialogDescription>
          </DialogBody>
          <DialogActions>
            <DialogClose asChild>
              <Button>Not now</Button>
            </DialogClose>
            <Button
              onClick={() => {
                setBackup(true);
                setOpen(false);
              }}
            >
              Turn on
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
      <p>Photo backup is {backup ? 'on' : 'off'}.</p>
    </div>
  );
}
