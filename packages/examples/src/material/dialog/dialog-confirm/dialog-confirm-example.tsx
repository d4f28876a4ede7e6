import {Button, IconButton} from '@material-react/material/button';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@material-react/material/dialog';
import {Icon} from '@material-react/material/icon';
import deleteIcon from '@material-symbols/svg-400/outlined/delete.svg?raw';
import {useRef, useState} from 'react';
import './dialog-confirm-example.css';

const FILES = ['Budget 2025.xlsx', 'Team photo.jpg', 'Notes from the offsite.docx'];

/**
 * @title Confirmation before deleting
 *
 * An alert dialog: it asks before a file is deleted, and starts with focus on "Cancel", the
 * harmless choice.
 */
export function DialogConfirmExample() {
  const [files, setFiles] = useState(FILES);
  // The file stays set while the dialog closes, so its title does not change as it fades out.
  const [pending, setPending] = useState('');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  // The button that opened the dialog is gone once its file is deleted: focus goes to "Restore
  // all" instead.
  const [deleted, setDeleted] = useState(false);
  const restoreAll = useRef<HTMLElement>(null);

  const ask = (file: string) => {
    setPending(file);
    setDeleted(false);
    setOpen(true);
  };
  const remove = () => {
    setFiles((current) => current.filter((file) => file !== pending));
    setStatus(`Deleted “${pending}”.`);
    setDeleted(true);
    setOpen(false);
  };

  return (
    <div className="dialog-confirm">
      <ul>
        {files.map((file) => (
          <li key={file}>
            <span>{file}</span>
            <IconButton aria-label={`Delete “${file}”`} onClick={() => ask(file)}>
              <Icon svg={deleteIcon} />
            </IconButton>
          </li>
        ))}
      </ul>
      {files.length < FILES.length && (
        <Button ref={restoreAll} variant="outlined" onClick={() => setFiles(FILES)}>
          Restore all
        </Button>
      )}
      <p role="status">{status}</p>
      <Dialog
        role="alertdialog"
        open={open}
        onOpenChange={setOpen}
        restoreFocus={deleted ? restoreAll : true}
      >
        <DialogContent maxWidth={400}>
          <DialogTitle>Delete “{pending}”?</DialogTitle>
          <DialogBody>
            <DialogDescription>
              The file is deleted for everyone it is shared with.
            </DialogDescription>
          </DialogBody>
          <DialogActions>
            <DialogClose asChild>
              <Button data-autofocus>Cancel</Button>
            </DialogClose>
            <Button onClick={remove}>Delete</Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </div>
  );
}
