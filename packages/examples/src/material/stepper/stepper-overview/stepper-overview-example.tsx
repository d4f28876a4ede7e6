import {Button} from '@material-react/material/button';
import {FormField, Input} from '@material-react/material/form-field';
import {
  Step,
  Stepper,
  StepperNext,
  StepperPrevious,
  useStepper,
} from '@material-react/material/stepper';
import {useState} from 'react';
import './stepper-overview-example.css';

/** The last step's button: starts again with empty fields. */
function StartOver({onClear}: {onClear: () => void}) {
  const {reset} = useStepper();
  return (
    <Button
      onClick={() => {
        onClear();
        reset();
      }}
    >
      Start over
    </Button>
  );
}

/**
 * @title Stepper overview
 *
 * A short form in three steps. Click a header, or use the buttons in each step, to move around.
 */
export function StepperOverviewExample() {
  const [name, setName] = useState('');
  const [city, setCity] = useState('');
  return (
    <Stepper aria-label="Delivery details" className="stepper-overview">
      <Step label="Your name">
        <FormField label="Name">
          <Input
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <div className="stepper-overview-actions">
          <StepperNext />
        </div>
      </Step>
      <Step label="Your address">
        <FormField label="City">
          <Input
            autoComplete="address-level2"
            value={city}
            onChange={(event) => setCity(event.target.value)}
          />
        </FormField>
        <div className="stepper-overview-actions">
          <StepperPrevious />
          <StepperNext />
        </div>
      </Step>
      <Step label="Done">
        <p className="stepper-overview-summary">
          {name || 'Someone'} in {city || 'an unknown city'}: all set.
        </p>
        <div className="stepper-overview-actions">
          <StepperPrevious />
          <StartOver
            onClear={() => {
              setName('');
              setCity('');
            }}
          />
        </div>
      </Step>
    </Stepper>
  );
}
