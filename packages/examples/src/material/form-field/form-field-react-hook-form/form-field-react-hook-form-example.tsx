import {Button} from '@material-react/material/button';
import {FormField, Input} from '@material-react/material/form-field';
import {Option, Select} from '@material-react/material/select';
import {useState} from 'react';
import {useController, useForm} from 'react-hook-form';
import './form-field-react-hook-form-example.css';

interface Booking {
  name: string;
  email: string;
  room: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** @title Form with React Hook Form */
export function FormFieldReactHookFormExample() {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: {errors},
  } = useForm<Booking>({defaultValues: {name: '', email: '', room: null}});
  // In the order of the form: a failed submission focuses the first field in error.
  const name = register('name', {required: 'Enter your name.'});
  const email = register('email', {
    required: 'Enter your email address.',
    pattern: {value: EMAIL, message: 'Enter an email address such as ada@example.com.'},
  });
  // The select is no native input: a controller binds it. It stays the field's direct child, so
  // the field knows to name it by reference.
  const {
    field: {ref: roomRef, ...room},
  } = useController({name: 'room', control, rules: {required: 'Choose a room.'}});
  const [result, setResult] = useState('');

  // React Hook Form checks the rules and, when one fails, focuses the first field in error: the
  // inputs through `register`'s ref, the select through the controller's.
  const book = handleSubmit((booking) => {
    setResult(`Booked the ${booking.room} room for ${booking.name}.`);
    reset();
  });

  return (
    <form
      className="form-field-react-hook-form"
      aria-label="Book a room with React Hook Form"
      noValidate
      onSubmit={(event) => void book(event)}
    >
      <FormField label="Name" required error={errors.name?.message}>
        <Input autoComplete="name" {...name} />
      </FormField>
      <FormField label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...email} />
      </FormField>
      <FormField label="Room" required error={errors.room?.message}>
        <Select
          ref={roomRef}
          name={room.name}
          value={room.value}
          onValueChange={room.onChange}
          onBlur={room.onBlur}
        >
          <Option value="single">Single</Option>
          <Option value="double">Double</Option>
          <Option value="family">Family</Option>
        </Select>
      </FormField>
      <div className="form-field-react-hook-form-actions">
        <Button type="submit" variant="filled">
          Book
        </Button>
        <output>{result}</output>
      </div>
    </form>
  );
}
