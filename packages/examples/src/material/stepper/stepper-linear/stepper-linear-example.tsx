import {Button} from '@material-react/material/button';
import {FormField, Input} from '@material-react/material/form-field';
import {
  Step,
  Stepper,
  StepperNext,
  StepperPrevious,
  useStepper,
} from '@material-react/material/stepper';
import {useState, type ReactNode} from 'react';
import './stepper-linear-example.css';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the value, if anything. */
  problem: string | undefined;
  autoComplete: string;
}

/**
 * A required field of a step. Its error shows once the user leaves the field, or once the step
 * itself shows its error state (the user tried to move past it).
 */
function Field({label, value, onChange, problem, autoComplete}: FieldProps) {
  const {stepIndex, getStepStatus} = useStepper();
  const [touched, setTouched] = useState(false);
  const showError = touched || getStepStatus(stepIndex).error;
  return (
    <FormField label={label} required error={showError ? problem : undefined}>
      <Input
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setTouched(true)}
      />
    </FormField>
  );
}

function Actions({children}: {children: ReactNode}) {
  return <div className="stepper-linear-actions">{children}</div>;
}

function Restart({onRestart}: {onRestart: () => void}) {
  const {reset} = useStepper();
  return (
    <Button
      onClick={() => {
        onRestart();
        reset();
      }}
    >
      Start over
    </Button>
  );
}

const POSTCODE = /^\d{5}$/;

/**
 * @title Linear stepper with validation
 *
 * Each step must be valid before the next one opens: the later headers stay disabled, and "Next"
 * keeps you on a step with missing fields and shows what is wrong.
 */
export function StepperLinearExample() {
  const [name, setName] = useState('');
  const [street, setStreet] = useState('');
  const [postcode, setPostcode] = useState('');
  const [formKey, setFormKey] = useState(0);

  const nameProblem = name.trim() ? undefined : 'Enter your name';
  const streetProblem = street.trim() ? undefined : 'Enter your street';
  const postcodeProblem = POSTCODE.test(postcode) ? undefined : 'Enter a five-digit postcode';

  return (
    <Stepper aria-label="Shipping" linear className="stepper-linear">
      <Step label="Name" isValid={!nameProblem} errorMessage="Name missing">
        <div className="stepper-linear-fields" key={formKey}>
          <Field
            label="Full name"
            autoComplete="name"
            value={name}
            onChange={setName}
            problem={nameProblem}
          />
        </div>
        <Actions>
          <StepperNext />
        </Actions>
      </Step>
      <Step
        label="Address"
        isValid={!streetProblem && !postcodeProblem}
        errorMessage="Address incomplete"
      >
        <div className="stepper-linear-fields" key={formKey}>
          <Field
            label="Street"
            autoComplete="address-line1"
            value={street}
            onChange={setStreet}
            problem={streetProblem}
          />
          <Field
            label="Postcode"
            autoComplete="postal-code"
            value={postcode}
            onChange={setPostcode}
            problem={postcodeProblem}
          />
        </div>
        <Actions>
          <StepperPrevious />
          <StepperNext />
        </Actions>
      </Step>
      <Step label="Confirm">
        <p className="stepper-linear-summary">
          Ship to {name}, {street}, {postcode}.
        </p>
        <Actions>
          <StepperPrevious />
          <Restart
            onRestart={() => {
              setName('');
              setStreet('');
              setPostcode('');
              // Fresh fields: forgets which ones were visited.
              setFormKey((key) => key + 1);
            }}
          />
        </Actions>
      </Step>
    </Stepper>
  );
}
