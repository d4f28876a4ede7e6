import {Checkbox} from '@material-react/material/checkbox';
import {Radio, RadioGroup} from '@material-react/material/radio';
import {SlideToggle} from '@material-react/material/slide-toggle';
import {useId, useState} from 'react';
import './slide-toggle-configurable-example.css';

/**
 * Change whether the toggle is on, disabled or shows icons, and which side its label is on.
 *
 * @title Configurable slide toggle
 */
export function SlideToggleConfigurableExample() {
  const [checked, setChecked] = useState(false);
  const [disabled, setDisabled] = useState(false);
  const [hideIcon, setHideIcon] = useState(false);
  const [labelPosition, setLabelPosition] = useState<'before' | 'after'>('after');
  const id = useId();

  return (
    <div className="slide-toggle-configurable">
      <div
        role="group"
        className="slide-toggle-configurable-panel"
        aria-labelledby={`${id}-settings`}
      >
        <h3 id={`${id}-settings`} className="slide-toggle-configurable-title">
          Settings
        </h3>
        <Checkbox checked={checked} onCheckedChange={setChecked}>
          Checked
        </Checkbox>
        <Checkbox checked={disabled} onCheckedChange={setDisabled}>
          Disabled
        </Checkbox>
        <Checkbox checked={hideIcon} onCheckedChange={setHideIcon}>
          Hide icon
        </Checkbox>
        <p id={`${id}-position`} className="slide-toggle-configurable-caption">
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
      <div
        role="group"
        className="slide-toggle-configurable-panel"
        aria-labelledby={`${id}-result`}
      >
        <h3 id={`${id}-result`} className="slide-toggle-configurable-title">
          Result
        </h3>
        <SlideToggle
          checked={checked}
          onCheckedChange={setChecked}
          disabled={disabled}
          hideIcon={hideIcon}
          labelPosition={labelPosition}
        >
          Slide me!
        </SlideToggle>
        <p className="slide-toggle-configurable-caption">The toggle is {checked ? 'on' : 'off'}.</p>
      </div>
    </div>
  );
}
