import {Button} from '@material-react/material/button';
import {Slider} from '@material-react/material/slider';
import {SlideToggle} from '@material-react/material/slide-toggle';
import {useId, useState, type FormEvent} from 'react';
import './slider-forms-and-disabled-example.css';

/**
 * @title Forms, commits and disabled sliders
 *
 * With a `name`, a hidden input submits the value with the form. `onValueCommit` reports the value
 * once a drag ends or a key is pressed, rather than at every step. A disabled slider can't be
 * moved and submits nothing.
 */
export function SliderFormsAndDisabledExample() {
  const id = useId();
  const [autoBrightness, setAutoBrightness] = useState(true);
  const [saved, setSaved] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entries = [...new FormData(event.currentTarget).entries()];
    setSubmitted(entries.map(([key, value]) => `${key}=${String(value)}`).join(', ') || 'nothing');
  };

  return (
    <form className="slider-forms-and-disabled" aria-label="Display settings" onSubmit={submit}>
      <p id={`${id}-size`} className="slider-forms-and-disabled-label">
        Screen timeout (minutes)
      </p>
      <Slider
        aria-labelledby={`${id}-size`}
        name="timeout"
        min={1}
        max={30}
        defaultValue={5}
        discrete
        formatValue={(value) => `${value} min`}
        onValueCommit={setSaved}
      />
      <p className="slider-forms-and-disabled-note" aria-live="polite">
        {saved === null ? 'Not changed yet.' : `Saved: ${saved} minutes.`}
      </p>
      <p id={`${id}-brightness`} className="slider-forms-and-disabled-label">
        Brightness
      </p>
      <Slider
        aria-labelledby={`${id}-brightness`}
        name="brightness"
        defaultValue={70}
        disabled={autoBrightness}
      />
      <SlideToggle checked={autoBrightness} onCheckedChange={setAutoBrightness}>
        Adjust brightness automatically
      </SlideToggle>
      <div className="slider-forms-and-disabled-actions">
        <Button variant="filled" type="submit">
          Save settings
        </Button>
      </div>
      <p className="slider-forms-and-disabled-note" aria-live="polite">
        {submitted === null ? 'Not submitted yet.' : `Submitted: ${submitted}`}
      </p>
    </form>
  );
}
