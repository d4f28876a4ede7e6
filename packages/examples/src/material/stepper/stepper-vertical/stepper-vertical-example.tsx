import {Step, Stepper, StepperNext, StepperPrevious} from '@material-react/material/stepper';
import './stepper-vertical-example.css';

const STEPS = [
  {label: 'Create a project', text: 'Choose a name and a region for your new project.'},
  {label: 'Invite your team', text: 'Add the people who will work on the project with you.'},
  {label: 'Deploy', text: 'Connect a repository and publish the first version.'},
];

/**
 * @title Vertical stepper
 *
 * Each step's content opens under its header: good for narrow screens and longer steps. The Up
 * and Down arrow keys move between the headers.
 */
export function StepperVerticalExample() {
  return (
    <Stepper aria-label="Project setup" orientation="vertical" className="stepper-vertical">
      {STEPS.map((step, index) => (
        <Step key={step.label} label={step.label}>
          <p className="stepper-vertical-text">{step.text}</p>
          <div className="stepper-vertical-actions">
            {index > 0 && <StepperPrevious />}
            {index < STEPS.length - 1 && <StepperNext />}
          </div>
        </Step>
      ))}
    </Stepper>
  );
}
