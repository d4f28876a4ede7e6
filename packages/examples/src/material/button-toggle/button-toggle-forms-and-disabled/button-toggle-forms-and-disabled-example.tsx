import {Button} from '@material-react/material/button';
import {ButtonToggle, ButtonToggleGroup} from '@material-react/material/button-toggle';
import {SlideToggle} from '@material-react/material/slide-toggle';
import {useId, useState, type FormEvent} from 'react';
import './button-toggle-forms-and-disabled-example.css';

/**
 * @title Forms and disabled toggles
 *
 * With a `name`, hidden inputs submit the selected values with the form. A disabled toggle is
 * skipped by the keyboard; a disabled group submits nothing.
 */
export function ButtonToggleFormsAndDisabledExample() {
  const id = useId();
  const [pickUp, setPickUp] = useState(false);
  const [submitted, setSubmitted] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entries = [...new FormData(event.currentTarget).entries()];
    setSubmitted(entries.map(([key, value]) => `${key}=${String(value)}`).join(', ') || 'nothing');
  };

  return (
    <form className="button-toggle-forms-and-disabled" aria-label="Order" onSubmit={submit}>
      <p id={`${id}-delivery`} className="button-toggle-forms-and-disabled-label">
        Delivery
      </p>
      <ButtonToggleGroup
        aria-labelledby={`${id}-delivery`}
        name="delivery"
        defaultValue="standard"
        disabled={pickUp}
      >
        <ButtonToggle value="standard">Standard</ButtonToggle>
        <ButtonToggle value="express">Express</ButtonToggle>
        <ButtonToggle value="same-day" disabled>
          Same day (unavailable)
        </ButtonToggle>
      </ButtonToggleGroup>
      <SlideToggle checked={pickUp} onCheckedChange={setPickUp}>
        Pick up in store instead
      </SlideToggle>
      <p id={`${id}-extras`} className="button-toggle-forms-and-disabled-label">
        Extras
      </p>
      <ButtonToggleGroup
        multiple
        aria-labelledby={`${id}-extras`}
        name="extras"
        defaultValue={['receipt']}
      >
        <ButtonToggle value="gift-wrap">Gift wrap</ButtonToggle>
        <ButtonToggle value="receipt">Paper receipt</ButtonToggle>
        <ButtonToggle value="card">Greeting card</ButtonToggle>
      </ButtonToggleGroup>
      <div className="button-toggle-forms-and-disabled-actions">
        <Button variant="filled" type="submit">
          Place order
        </Button>
      </div>
      <p className="button-toggle-forms-and-disabled-result" aria-live="polite">
        {submitted === null ? 'Not submitted yet.' : `Submitted: ${submitted}`}
      </p>
    </form>
  );
}
