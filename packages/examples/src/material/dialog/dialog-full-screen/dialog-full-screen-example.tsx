import {Button, IconButton} from '@material-react/material/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogTitle,
  DialogTrigger,
} from '@material-react/material/dialog';
import {FormField, Input, Textarea} from '@material-react/material/form-field';
import {Icon} from '@material-react/material/icon';
import closeIcon from '@material-symbols/svg-400/outlined/close.svg?raw';
import {useState, type FormEvent} from 'react';
import './dialog-full-screen-example.css';

/** Windows narrower than this show the dialog full screen. */
const NARROW = '(max-width: 719.98px)';

/**
 * @title Full-screen dialog on narrow screens
 *
 * Below 720px the dialog fills the screen, with its close button and its action in a bar at the
 * top; on wider screens it is a basic dialog. Resize the window to see both.
 */
export function DialogFullScreenExample() {
  const [open, setOpen] = useState(false);
  const [event, setEvent] = useState<string | null>(null);
  const save = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    const title = new FormData(formEvent.currentTarget).get('title');
    setEvent(typeof title === 'string' && title.trim() ? title.trim() : 'Untitled event');
    setOpen(false);
  };
  return (
    <div className="dialog-full-screen">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="filled">New event</Button>
        </DialogTrigger>
        <DialogContent fullScreen={NARROW} width={560}>
          <form className="dialog-full-screen-form" onSubmit={save}>
            <div className="dialog-full-screen-bar">
              <DialogClose asChild>
                <IconButton aria-label="Close">
                  <Icon svg={closeIcon} />
                </IconButton>
              </DialogClose>
              <DialogTitle className="dialog-full-screen-title">New event</DialogTitle>
              <Button type="submit">Save</Button>
            </div>
            <DialogBody className="dialog-full-screen-fields">
              <FormField label="Title">
                <Input name="title" data-autofocus />
              </FormField>
              <FormField label="Where">
                <Input name="place" />
              </FormField>
              <FormField label="Notes">
                <Textarea name="notes" autosize minRows={3} />
              </FormField>
            </DialogBody>
          </form>
        </DialogContent>
      </Dialog>
      <p>{event ? `Saved “${event}”.` : 'No event yet.'}</p>
    </div>
  );
}
