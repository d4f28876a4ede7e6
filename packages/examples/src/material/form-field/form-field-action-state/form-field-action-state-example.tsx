import {Button} from '@material-react/material/button';
import {FormField, Input} from '@material-react/material/form-field';
import {Option, Select} from '@material-react/material/select';
import {useActionState, useEffect, useRef} from 'react';
import './form-field-action-state-example.css';

interface BookingState {
  /** What was sent, so a refused booking keeps it. */
  values: {name: string; room: string};
  /** What the server refused, by field. */
  errors: {name?: string; room?: string};
  /** How many times the server answered, so each answer is seen as new. */
  answers: number;
  message: string;
}

const INITIAL: BookingState = {values: {name: '', room: ''}, errors: {}, answers: 0, message: ''};

/** Stands in for a server function: it takes the form's data and answers a little later. */
async function bookRoom(previous: BookingState, data: FormData): Promise<BookingState> {
  const values = {name: String(data.get('name') ?? '').trim(), room: String(data.get('room'))};
  await new Promise((resolve) => setTimeout(resolve, 300));
  const answers = previous.answers + 1;
  if (values.room === 'family') {
    const errors = {room: 'The family room is taken on those dates: choose another.'};
    return {values, errors, answers, message: ''};
  }
  const message = `Booked the ${values.room} room for ${values.name}.`;
  return {values: INITIAL.values, errors: {}, answers, message};
}

/** @title Form with a React form action */
export function FormFieldActionStateExample() {
  const [state, action, pending] = useActionState(bookRoom, INITIAL);
  const room = useRef<HTMLDivElement>(null);

  // The browser's own validation stops a submission with an empty field before the action
  // runs; what only the server can tell comes back in the state, and focus goes to it.
  useEffect(() => {
    if (state.errors.room) room.current?.focus();
  }, [state]);

  // React resets the form once the action has run: each field goes back to its default, which
  // is what was sent when the booking was refused.
  return (
    <form
      className="form-field-action-state"
      aria-label="Book a room with a form action"
      action={action}
    >
      <FormField label="Name" required error={state.errors.name}>
        <Input name="name" autoComplete="name" defaultValue={state.values.name} />
      </FormField>
      <FormField label="Room" required error={state.errors.room}>
        <Select ref={room} name="room" defaultValue={state.values.room || null}>
          <Option value="single">Single</Option>
          <Option value="double">Double</Option>
          <Option value="family">Family</Option>
        </Select>
      </FormField>
      <div className="form-field-action-state-actions">
        <Button type="submit" variant="filled" disabled={pending}>
          {pending ? 'Booking…' : 'Book'}
        </Button>
        <output>{state.message}</output>
      </div>
    </form>
  );
}
