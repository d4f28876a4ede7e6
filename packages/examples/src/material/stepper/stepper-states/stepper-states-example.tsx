import {Button} from '@material-react/material/button';
import {Checkbox} from '@material-react/material/checkbox';
import {Step, Stepper, StepperNext, useStepper} from '@material-react/material/stepper';
import {useState} from 'react';
import './stepper-states-example.css';

/**
 * The payment step's buttons. A payment that goes through completes the step and moves on in one
 * click: the stepper carries out `next()` once the new `completed` value has rendered.
 */
function PayButtons({onResult}: {onResult: (declined: boolean) => void}) {
  const {next} = useStepper();
  return (
    <div className="stepper-states-actions">
      <Button
        variant="filled"
        onClick={() => {
          onResult(false);
          next();
        }}
      >
        Pay
      </Button>
      <Button onClick={() => onResult(true)}>Pay with a declined card</Button>
    </div>
  );
}

/**
 * @title Stepper step states
 *
 * A step that cannot be edited once done (check mark), an optional step, and a step whose error
 * and completion the page sets itself, here after a payment.
 */
export function StepperStatesExample() {
  const [accepted, setAccepted] = useState(false);
  const [paid, setPaid] = useState(false);
  const [declined, setDeclined] = useState(false);
  return (
    <Stepper aria-label="Subscription" linear className="stepper-states">
      <Step label="Terms" editable={false} isValid={accepted} errorMessage="Accept the terms">
        <p className="stepper-states-text">Once you move on, this step cannot be changed.</p>
        <Checkbox checked={accepted} onCheckedChange={setAccepted}>
          I accept the terms
        </Checkbox>
        <div className="stepper-states-actions">
          <StepperNext />
        </div>
      </Step>
      <Step label="Newsletter" optional>
        <p className="stepper-states-text">Nothing to fill in here: skip it if you like.</p>
        <div className="stepper-states-actions">
          <StepperNext />
        </div>
      </Step>
      <Step label="Payment" completed={paid} hasError={declined} errorMessage="Card declined">
        <p className="stepper-states-text">
          {declined ? 'Your card was declined. Try another one.' : 'Pay to start the subscription.'}
        </p>
        <PayButtons
          onResult={(wasDeclined) => {
            setDeclined(wasDeclined);
            setPaid(!wasDeclined);
          }}
        />
      </Step>
      <Step label="Receipt">
        <p className="stepper-states-text">Thank you: your subscription starts today.</p>
      </Step>
    </Stepper>
  );
}
