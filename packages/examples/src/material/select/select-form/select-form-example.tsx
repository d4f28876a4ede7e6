import {Button} from '@material-react/material/button';
import {FormField} from '@material-react/material/form-field';
import {Option, Select} from '@material-react/material/select';
import {useState, type FormEvent} from 'react';
import './select-form-example.css';

/** @title Select in a form with validation */
export function SelectFormExample() {
  const [result, setResult] = useState('');

  // The browser's validation runs first: this is only called once a country is chosen.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setResult(`Submitted country=${String(data.get('country'))}`);
  };

  return (
    <form
      className="select-form"
      aria-label="Shipping"
      onSubmit={handleSubmit}
      onReset={() => setResult('')}
    >
      <FormField label="Country" required hint="Where the order ships">
        <Select name="country" onValueChange={() => setResult('')}>
          <Option value="ca">Canada</Option>
          <Option value="fr">France</Option>
          <Option value="jp">Japan</Option>
          <Option value="ng">Nigeria</Option>
        </Select>
      </FormField>
      <div className="select-form-actions">
        <Button type="submit" variant="filled">
          Continue
        </Button>
        <Button type="reset">Reset</Button>
        <output className="select-form-result">{result}</output>
      </div>
    </form>
  );
}
