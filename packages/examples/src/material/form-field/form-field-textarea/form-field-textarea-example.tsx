import {FormField, Textarea} from '@material-react/material/form-field';
import {useState} from 'react';

const MAX_LENGTH = 200;

/** @title Autosizing textarea with a character counter */
export function FormFieldTextareaExample() {
  const [message, setMessage] = useState('');
  return (
    <FormField
      label="Message"
      appearance="outline"
      hint="Grows up to six lines"
      hintEnd={`${message.length}/${MAX_LENGTH}`}
    >
      <Textarea
        autosize
        minRows={2}
        maxRows={6}
        maxLength={MAX_LENGTH}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
    </FormField>
  );
}
