import {Radio, RadioGroup} from '@material-react/material/radio';
import {useId} from 'react';
import './radio-overview-example.css';

/**
 * Pick one season. Tab enters the group at the selected radio, arrow keys move the selection.
 *
 * @title Radio group
 */
export function RadioOverviewExample() {
  const id = useId();
  return (
    <div className="radio-overview">
      <p id={`${id}-label`} className="radio-overview-label">
        Pick a season
      </p>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        name="season"
        defaultValue="spring"
        orientation="horizontal"
      >
        <Radio value="winter">Winter</Radio>
        <Radio value="spring">Spring</Radio>
        <Radio value="summer">Summer</Radio>
        <Radio value="autumn" disabled>
          Autumn (sold out)
        </Radio>
      </RadioGroup>
    </div>
  );
}
