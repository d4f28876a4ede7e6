import {Button} from '@material-react/material/button';
import {FormField} from '@material-react/material/form-field';
import {Option, Select} from '@material-react/material/select';
import {useState, type FormEvent} from 'react';
import './select-form-example.css';

/** @title Select in a form with validation */
export function SelectFormExample() {
  const [country, setCountry] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [result, setResult] = useState('');
  const error = submitted && !country ? 'Choose the country you ship to' : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const data = new FormData(event.currentTarget);
    setResult(country ? `Submitted country=${String(data.get('country'))}` : '');
  };

  return (
    <form className="select-form" aria-label="Shipping" noValidate onSubmit={handleSubmit}>
      <FormField label="Country" required error={error}>
        <Select
          name="country"
          value={country}
          onValueChange={(value) => {
            setCountry(value);
            setResult('');
          }}
        >
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
        <output className="select-form-result">{result}</output>
      </div>
    </form>
  );
}
