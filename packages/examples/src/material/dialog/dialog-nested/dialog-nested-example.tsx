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
import './dialog-nested-example.css';

/**
 * @title Dialog opened from a dialog
 *
 * The second dialog stacks on the first: Escape closes only the top one, and focus goes back to
 * the button in the first dialog that opened it.
 */
export function DialogNestedExample() {
  const [visibility, setVisibility] = useState<'private' | 'public'>('private');
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="dialog-nested">
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="tonal">Share album</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Share “Summer 2024”</DialogTitle>
          <DialogBody>
            <DialogDescription>
              {visibility === 'public'
                ? 'The album is public: anyone with the link can see it.'
                : 'The album is private: only you can see it.'}
            </DialogDescription>
          </DialogBody>
          <DialogActions align="start">
            {/* One button for both changes, so focus has somewhere to come back to. */}
            <Button
              onClick={() => {
                if (visibility === 'public') setVisibility('private');
                else setConfirming(true);
              }}
            >
              {visibility === 'public' ? 'Make private' : 'Make public'}
            </Button>
            <Dialog role="alertdialog" open={confirming} onOpenChange={setConfirming}>
              <DialogContent maxWidth={360}>
                <DialogTitle>Make the album public?</DialogTitle>
                <DialogBody>
                  <DialogDescription>
                    Anyone with the link will see all 48 photos.
                  </DialogDescription>
                </DialogBody>
                <DialogActions>
                  <DialogClose asChild>
                    <Button data-autofocus>Cancel</Button>
                  </DialogClose>
                  <Button
                    onClick={() => {
                      setVisibility('public');
                      setConfirming(false);
                    }}
                  >
                    Make public
                  </Button>
                </DialogActions>
              </DialogContent>
            </Dialog>
            <span className="dialog-nested-spacer" />
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          </DialogActions>
        </DialogContent>
      </Dialog>
      <p>The album is {visibility}.</p>
    </div>
  );
}
