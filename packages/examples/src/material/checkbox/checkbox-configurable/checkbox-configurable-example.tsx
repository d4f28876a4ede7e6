import {Checkbox} from '@material-react/material/checkbox';
import {RadioGroup, Radio} from '@material-react/material/radio';
import {useId, useState} from 'react';
import './checkbox-configurable-example.css';

/**
 * Change the state, the label side and whether the checkbox is disabled, and see the result.
 *
 * @title Configurable checkbox
 */
export function CheckboxConfigurableExample() {
  const [checked, setChecked] = useState(false);
  const [indeterminate, setIndeterminate] = useState(false);
  const [disabled, setDisabled] = useState(false);
  const [labelPosition, setLabelPosition] = useState<'before' | 'after'>('after');
  const id = useId();

  return (
    <div className="checkbox-configurable">
      <div role="group" className="checkbox-configurable-panel" aria-labelledby={`${id}-settings`}>
        <h3 id={`${id}-settings`} className="checkbox-configurable-title">
          Settings
        </h3>
        <Checkbox checked={checked} onCheckedChange={setChecked}>
          Checked
        </Checkbox>
        <Checkbox checked={indeterminate} onCheckedChange={setIndeterminate}>
          Indeterminate
        </Checkbox>
        <Checkbox checked={disabled} onCheckedChange={setDisabled}>
          Disabled
        </Checkbox>
        <p id={`${id}-position`} className="checkbox-configurable-caption">
          Label position
        </p>
        <RadioGroup
          aria-labelledby={`${id}-position`}
          orientation="horizontal"
          value={labelPosition}
          onValueChange={(value) => setLabelPosition(value === 'before' ? 'before' : 'after')}
        >
          <Radio value="after">After</Radio>
          <Radio value="before">Before</Radio>
        </RadioGroup>
      </div>
      <div role="group" className="checkbox-configurable-panel" aria-labelledby={`${id}-result`}>
        <h3 id={`${id}-result`} className="checkbox-configurable-title">
          Result
        </h3>
        <Checkbox
          checked={checked}
          indeterminate={indeterminate}
          disabled={disabled}
          labelPosition={labelPosition}
          onCheckedChange={(value) => {
            setChecked(value);
            setIndeterminate(false);
          }}
        >
          I&apos;m a checkbox
        </Checkbox>
      </div>
    </div>
  );
}
