import {Button} from '@material-react/material/button';
import {Radio, RadioGroup} from '@material-react/material/radio';
import {useId, useRef, useState, type FormEvent} from 'react';
import './radio-form-example.css';

const OPTIONS = [
  {value: 'standard', label: 'Standard · free', description: 'Delivered in 3 to 5 working days.'},
  {value: 'express', label: 'Express · €6.90', description: 'Delivered the next working day.'},
  {
    value: 'pickup',
    label: 'Pick up · free',
    description: 'Ready tomorrow after 14:00 at the Elm Street shop.',
  },
];

/**
 * @title Radio group in a form with validation
 *
 * Each option has a line of details tied to its radio with `aria-describedby`. Nothing is chosen
 * at first; submitting without a choice shows an error that describes the group and puts focus
 * on its first radio.
 */
export function RadioFormExample() {
  const id = useId();
  const [delivery, setDelivery] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [result, setResult] = useState('');
  const firstRadio = useRef<HTMLInputElement>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (delivery === null) {
      setError('Choose how you want to receive your order.');
      setResult('');
      firstRadio.current?.focus();
      return;
    }
    const data = new FormData(event.currentTarget);
    setResult(`Submitted: delivery=${String(data.get('delivery'))}`);
  };

  return (
    <form className="radio-form" aria-label="Delivery" noValidate onSubmit={handleSubmit}>
      <p id={`${id}-label`} className="radio-form-label">
        Delivery option
      </p>
      <RadioGroup
        name="delivery"
        required
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        value={delivery}
        onValueChange={(value) => {
          setDelivery(value);
          setError('');
          setResult('');
        }}
      >
        {OPTIONS.map((option, index) => (
          <div key={option.value} className="radio-form-option">
            <Radio
              ref={index === 0 ? firstRadio : undefined}
              value={option.value}
              aria-describedby={`${id}-${option.value}`}
            >
              {option.label}
            </Radio>
            <p id={`${id}-${option.value}`} className="radio-form-description">
              {option.description}
            </p>
          </div>
        ))}
      </RadioGroup>
      <p id={`${id}-error`} className="radio-form-error">
        {error}
      </p>
      <div className="radio-form-actions">
        <Button type="submit" variant="filled">
          Continue to payment
        </Button>
        <output className="radio-form-result">{result}</output>
      </div>
    </form>
  );
}
