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
import './dialog-scrolling-content-example.css';

const SECTIONS = [
  {
    title: 'Your account',
    text: 'You are responsible for what happens under your account. Keep your password to yourself and tell us at once if you think someone else has used it.',
  },
  {
    title: 'Your content',
    text: 'What you upload stays yours. You give us the right to store it, copy it between our servers and show it to the people you share it with, and nothing more.',
  },
  {
    title: 'Acceptable use',
    text: 'Do not use the service to break the law, to send messages people did not ask for, or to get into accounts or systems that are not yours.',
  },
  {
    title: 'Storage limits',
    text: 'Each plan comes with a storage limit. When you reach it, new uploads are paused until you free some room or move to a larger plan.',
  },
  {
    title: 'Changes to the service',
    text: 'We add and remove features over time. When a change takes away something you rely on, we tell you at least thirty days before it happens.',
  },
  {
    title: 'Closing your account',
    text: 'You can close your account whenever you like. We keep your files for thirty days afterwards, in case you change your mind, and then delete them.',
  },
  {
    title: 'Contact',
    text: 'Questions about these terms go to the support team, who answer within two working days.',
  },
];

/**
 * @title Dialog with scrolling content
 *
 * When the content is taller than the window, only the body scrolls: the title and the actions
 * stay in view.
 */
export function DialogScrollingContentExample() {
  const [accepted, setAccepted] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <div className="dialog-scrolling-content">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outlined">Read the terms</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Terms of service</DialogTitle>
          {/* Focusable, so the keyboard can scroll it; it takes focus first when the dialog opens. */}
          <DialogBody
            className="dialog-scrolling-content-body"
            tabIndex={0}
            role="region"
            aria-label="Terms"
          >
            <DialogDescription>
              Please read these terms before you start using the service.
            </DialogDescription>
            {SECTIONS.map((section) => (
              <section key={section.title}>
                <h3>{section.title}</h3>
                <p>{section.text}</p>
              </section>
            ))}
          </DialogBody>
          <DialogActions>
            <DialogClose asChild>
              <Button>Decline</Button>
            </DialogClose>
            <Button
              onClick={() => {
                setAccepted(true);
                setOpen(false);
              }}
            >
              Accept
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
      <p>{accepted ? 'You accepted the terms.' : 'You have not accepted the terms yet.'}</p>
    </div>
  );
}
