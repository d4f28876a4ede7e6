import {FormField, Input} from '@material-react/material/form-field';
import {useState} from 'react';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(value: string): string | undefined {
  if (!value) return 'Enter your email address';
  if (!EMAIL.test(value)) return 'Enter a valid email address';
  return undefined;
}

/** @title Form field with a hint and an error checked on blur */
export function FormFieldHintErrorExample() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched ? validate(email) : undefined;
  return (
    <FormField label="Email" hint="We send the receipt here" error={error} required>
      <Input
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(true)}
      />
    </FormField>
  );
}
