import {Button} from '@material-react/material/button';
import {FormField, Input} from '@material-react/material/form-field';
import {Option, Select} from '@material-react/material/select';
import {useForm} from '@tanstack/react-form';
import {useRef, useState} from 'react';
import './form-field-tanstack-form-example.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requireName = ({value}: {value: string}) => (value.trim() ? undefined : 'Enter your name.');
const requireEmail = ({value}: {value: string}) =>
  !value ? 'Enter your email address.' : EMAIL.test(value) ? undefined : 'Enter a valid email.';
const requireRoom = ({value}: {value: string | null}) => (value ? undefined : 'Choose a room.');

/** @title Form with TanStack Form */
export function FormFieldTanstackFormExample() {
  const [result, setResult] = useState('');
  // The fields in the order they are on screen: a failed submission focuses the first in error.
  const fields = useRef(new Map<string, HTMLElement | null>());
  const form = useForm({
    defaultValues: {name: '', email: '', room: null as string | null},
    onSubmit: ({value, formApi}) => {
      setResult(`Booked the ${value.room} room for ${value.name}.`);
      formApi.reset();
    },
    onSubmitInvalid: ({formApi}) => {
      const name = [...fields.current.keys()].find(
        (key) => formApi.getFieldMeta(key as 'name')?.errors.length,
      );
      if (name) fields.current.get(name)?.focus();
    },
  });
  const keep = (name: string) => (element: HTMLElement | null) => {
    fields.current.set(name, element);
  };

  return (
    <form
      className="form-field-tanstack-form"
      aria-label="Book a room with TanStack Form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="name" validators={{onChange: requireName, onSubmit: requireName}}>
        {(field) => (
          <FormField label="Name" required error={field.state.meta.errors[0]}>
            <Input
              ref={keep(field.name)}
              name={field.name}
              autoComplete="name"
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
            />
          </FormField>
        )}
      </form.Field>
      <form.Field name="email" validators={{onBlur: requireEmail, onSubmit: requireEmail}}>
        {(field) => (
          <FormField label="Email" required error={field.state.meta.errors[0]}>
            <Input
              ref={keep(field.name)}
              name={field.name}
              type="email"
              autoComplete="email"
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
            />
          </FormField>
        )}
      </form.Field>
      <form.Field name="room" validators={{onChange: requireRoom, onSubmit: requireRoom}}>
        {(field) => (
          <FormField label="Room" required error={field.state.meta.errors[0]}>
            <Select
              ref={keep(field.name)}
              name={field.name}
              value={field.state.value}
              onValueChange={field.handleChange}
              onBlur={field.handleBlur}
            >
              <Option value="single">Single</Option>
              <Option value="double">Double</Option>
              <Option value="family">Family</Option>
            </Select>
          </FormField>
        )}
      </form.Field>
      <div className="form-field-tanstack-form-actions">
        <Button type="submit" variant="filled">
          Book
        </Button>
        <output>{result}</output>
      </div>
    </form>
  );
}
