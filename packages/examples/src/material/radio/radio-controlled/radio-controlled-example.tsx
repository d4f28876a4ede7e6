import {Button} from '@material-react/material/button';
import {Radio, RadioGroup} from '@material-react/material/radio';
import {useId, useState} from 'react';
import './radio-controlled-example.css';

const FRUITS = ['Apple', 'Banana', 'Cherry', 'Dragon fruit'];

/**
 * The selected value lives in the component's state: it is shown in the text below and can be
 * changed from outside the group.
 *
 * @title Controlled radio group
 */
export function RadioControlledExample() {
  const [favorite, setFavorite] = useState<string | null>(null);
  const id = useId();
  return (
    <div className="radio-controlled">
      <p id={`${id}-label`} className="radio-controlled-label">
        Your favourite fruit
      </p>
      <RadioGroup aria-labelledby={`${id}-label`} value={favorite} onValueChange={setFavorite}>
        {FRUITS.map((fruit) => (
          <Radio key={fruit} value={fruit}>
            {fruit}
          </Radio>
        ))}
      </RadioGroup>
      <p className="radio-controlled-result" aria-live="polite">
        Your favourite fruit is: <strong>{favorite ?? 'not chosen yet'}</strong>
      </p>
      <Button variant="outlined" disabled={favorite === null} onClick={() => setFavorite(null)}>
        Clear
      </Button>
    </div>
  );
}
