import {Button} from '@material-react/material/button';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogTitle,
  DialogTrigger,
} from '@material-react/material/dialog';
import {FormField, Input} from '@material-react/material/form-field';
import {useState, type FormEvent} from 'react';
import './dialog-form-example.css';

/** A contact, what the dialog returns. */
interface Contact {
  name: string;
  email: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form inside the dialog. It is mounted each time the dialog opens, so it starts empty. */
function ContactForm({onSave}: {onSave: (contact: Contact) => void}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const nameError = submitted && !name.trim() ? 'Enter a name' : undefined;
  const emailError = submitted && !EMAIL.test(email) ? 'Enter a valid email address' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (name.trim() && EMAIL.test(email)) onSave({name: name.trim(), email});
  };

  return (
    <form className="dialog-form-form" noValidate onSubmit={submit}>
      <DialogTitle>New contact</DialogTitle>
      <DialogBody className="dialog-form-fields">
        <FormField label="Name" error={nameError} required>
          <Input
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <FormField label="Email" error={emailError} required>
          <Input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
      </DialogBody>
      <DialogActions>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button type="submit">Save</Button>
      </DialogActions>
    </form>
  );
}

/**
 * @title Dialog with a form that returns a result
 *
 * The form checks its fields when it is submitted; Save (or Enter) closes the dialog and adds the
 * contact to the list, Cancel closes it without one.
 */
export function DialogFormExample() {
  const [open, setOpen] = useState(false);
  const [contacts, setContacts] = useState<Contact[]>([]);
  return (
    <div className="dialog-form">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="filled">Add contact</Button>
        </DialogTrigger>
        <DialogContent width={400}>
          <ContactForm
            onSave={(contact) => {
              setContacts((current) => [...current, contact]);
              setOpen(false);
            }}
          />
        </DialogContent>
      </Dialog>
      {contacts.length === 0 ? (
        <p>No contacts yet.</p>
      ) : (
        <ul aria-label="Contacts">
          {contacts.map((contact, index) => (
            <li key={index}>
              {contact.name} &lt;{contact.email}&gt;
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
