import {Step, Stepper, StepperNext, StepperPrevious} from '@material-react/material/stepper';
import './stepper-label-position-example.css';

/**
 * @title Stepper with labels under the steps
 *
 * `labelPosition="bottom"` centres each label under its circle, which leaves more room for
 * longer labels in a row.
 */
export function StepperLabelPositionExample() {
  return (
    <Stepper aria-label="Recipe" labelPosition="bottom">
      <Step label="Gather the ingredients">
        <p className="stepper-label-position-text">Flour, water, salt and yeast.</p>
        <div className="stepper-label-position-actions">
          <StepperNext />
        </div>
      </Step>
      <Step label="Knead the dough" optional>
        <p className="stepper-label-position-text">Ten minutes, or let time do it overnight.</p>
        <div className="stepper-label-position-actions">
          <StepperPrevious />
          <StepperNext />
        </div>
      </Step>
      <Step label="Bake">
        <p className="stepper-label-position-text">45 minutes at 230 °C.</p>
        <div className="stepper-label-position-actions">
          <StepperPrevious />
        </div>
      </Step>
    </Stepper>
  );
}
