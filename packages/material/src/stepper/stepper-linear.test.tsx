import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState, type SyntheticEvent} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {
  Step,
  Stepper,
  StepperNext,
  StepperPrevious,
  useStepper,
  type StepperOrientation,
} from './index';

/** A three-step form: a name (required), a phone number (optional) and a summary. */
function SignUp({
  linear = true,
  orientation = 'horizontal',
  editable = true,
  onSelectedIndexChange,
}: {
  linear?: boolean;
  orientation?: StepperOrientation;
  editable?: boolean;
  onSelectedIndexChange?: (index: number) => void;
}) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  return (
    <main>
      <Stepper
        aria-label="Sign up"
        linear={linear}
        orientation={orientation}
        onSelectedIndexChange={onSelectedIndexChange}
      >
        <Step
          label="Name"
          isValid={name.trim() !== ''}
          errorMessage="Enter your name"
          editable={editable}
        >
          <label>
            Your name
            <input value={name} onChange={(event) => setName(event.target.value)} />
          </label>
          <StepperNext />
        </Step>
        <Step label="Phone" optional isValid={phone === '' || /^\d+$/.test(phone)}>
          <label>
            Phone number
            <input value={phone} onChange={(event) => setPhone(event.target.value)} />
          </label>
          <StepperPrevious />
          <StepperNext />
        </Step>
        <Step label="Done">
          <p>Welcome, {name}.</p>
          <StepperPrevious />
          <ResetButton onReset={() => setName('')} />
        </Step>
      </Stepper>
    </main>
  );
}

function ResetButton({onReset}: {onReset: () => void}) {
  const {reset} = useStepper();
  return (
    <button
      type="button"
      onClick={() => {
        onReset();
        reset();
      }}
    >
      Start over
    </button>
  );
}

const header = (name: string) => screen.getByRole('tab', {name});
const selected = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
const visibleButton = (name: string) => screen.getByRole('button', {name});

describe('Stepper, linear', () => {
  it('marks the steps that cannot be reached yet as disabled and refuses them', async () => {
    const user = userEvent.setup();
    const onSelectedIndexChange = vi.fn();
    render(<SignUp onSelectedIndexChange={onSelectedIndexChange} />);
    expect(header('Name').hasAttribute('aria-disabled')).toBe(false);
    expect(header('Phone').getAttribute('aria-disabled')).toBe('true');
    expect(header('Done').getAttribute('aria-disabled')).toBe('true');
    await user.click(header('Done'));
    expect(selected()).toBe(header('Name'));
    expect(onSelectedIndexChange).not.toHaveBeenCalled();
    // The refused try shows the blocking step's error.
    expect(header('Name').getAttribute('data-state')).toBe('error');
    expect(description(header('Name'))).toBe('Enter your name');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('keeps Next on an invalid step, which then shows its error until it is fixed', async () => {
    const user = userEvent.setup();
    render(<SignUp />);
    expect(header('Name').hasAttribute('data-error')).toBe(false);
    await user.click(visibleButton('Next'));
    expect(selected()).toBe(header('Name'));
    expect(header('Name').hasAttribute('data-error')).toBe(true);
    expect(screen.getByText('Enter your name')).toBeTruthy();

    await user.type(screen.getByRole('textbox', {name: 'Your name'}), 'Ada');
    expect(header('Name').hasAttribute('data-error')).toBe(false);
    expect(header('Phone').hasAttribute('aria-disabled')).toBe(false);
    // The optional step does not block the one after it.
    expect(header('Done').hasAttribute('aria-disabled')).toBe(false);
    await user.click(visibleButton('Next'));
    expect(selected()).toBe(header('Phone'));
    // Focus follows to the new step's header.
    expect(document.activeElement).toBe(header('Phone'));
  });

  it('completes steps the user moves on from, with a pencil and a spoken "Completed"', async () => {
    const user = userEvent.setup();
    render(<SignUp />);
    await user.type(screen.getByRole('textbox', {name: 'Your name'}), 'Ada');
    expect(header('Name').getAttribute('data-state')).toBe('number');
    await user.click(header('Phone'));
    expect(header('Name').getAttribute('data-state')).toBe('edit');
    expect(header('Name').hasAttribute('data-completed')).toBe(true);
    expect(description(header('Name'))).toBe('Completed');
    expect(header('Name').querySelector('svg.mat-step-icon-content')).toBeTruthy();
    // Steps after it can be reached once it is completed; going back is always allowed.
    await user.click(header('Done'));
    expect(selected()).toBe(header('Done'));
    expect(description(header('Phone'))).toBe('Optional, Completed');
    await user.click(header('Name'));
    expect(selected()).toBe(header('Name'));
    // The selected step shows its number again, while it is edited.
    expect(header('Name').getAttribute('data-state')).toBe('number');
  });

  it('lets the user past an invalid optional step, then shows its error', async () => {
    const user = userEvent.setup();
    render(<SignUp />);
    await user.type(screen.getByRole('textbox', {name: 'Your name'}), 'Ada');
    await user.click(visibleButton('Next'));
    await user.type(screen.getByRole('textbox', {name: 'Phone number'}), 'abc');
    await user.click(header('Done'));
    expect(selected()).toBe(header('Done'));
    expect(header('Phone').getAttribute('data-state')).toBe('error');
    expect(description(header('Phone'))).toBe('Error');
    expect(header('Phone').hasAttribute('data-completed')).toBe(false);
  });

  it('blocks the steps after one that became invalid again', async () => {
    const user = userEvent.setup();
    render(<SignUp />);
    const name = screen.getByRole('textbox', {name: 'Your name'});
    await user.type(name, 'Ada');
    await user.click(header('Done'));
    expect(selected()).toBe(header('Done'));
    await user.click(header('Name'));
    await user.clear(name);
    expect(header('Done').getAttribute('aria-disabled')).toBe('true');
    // Passed before and invalid now: in error at once.
    expect(header('Name').getAttribute('data-state')).toBe('error');
    await user.click(header('Done'));
    expect(selected()).toBe(header('Name'));
  });

  it('moves with next, previous and reset', async () => {
    const user = userEvent.setup();
    const onSelectedIndexChange = vi.fn();
    render(<SignUp onSelectedIndexChange={onSelectedIndexChange} />);
    await user.type(screen.getByRole('textbox', {name: 'Your name'}), 'Ada');
    await user.click(visibleButton('Next'));
    await user.click(visibleButton('Next'));
    expect(selected()).toBe(header('Done'));
    expect(screen.getByText('Welcome, Ada.')).toBeTruthy();
    await user.click(visibleButton('Back'));
    expect(selected()).toBe(header('Phone'));
    await user.click(visibleButton('Next'));
    await user.click(visibleButton('Start over'));
    expect(selected()).toBe(header('Name'));
    expect(onSelectedIndexChange.mock.calls.map(([index]) => index)).toEqual([1, 2, 1, 2, 0]);
    // Everything is forgotten: no completed steps, no errors, the later steps locked again.
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('data-state'))).toEqual([
      'number',
      'number',
      'number',
    ]);
    expect(header('Phone').getAttribute('aria-disabled')).toBe('true');
  });

  it('works the same way vertically', async () => {
    const user = userEvent.setup();
    render(<SignUp orientation="vertical" />);
    const name = () => screen.getByRole('button', {name: 'Name'});
    const done = () => screen.getByRole('button', {name: 'Done'});
    expect(done().getAttribute('aria-disabled')).toBe('true');
    await user.click(done());
    expect(name().getAttribute('aria-current')).toBe('step');
    expect(name().getAttribute('data-state')).toBe('error');
    await user.type(screen.getByRole('textbox', {name: 'Your name'}), 'Ada');
    await user.click(done());
    expect(done().getAttribute('aria-current')).toBe('step');
    expect(name().getAttribute('data-state')).toBe('edit');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('skips disabled headers with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<SignUp />);
    header('Name').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(header('Name'));
  });
});

describe('Stepper, not linear', () => {
  it('lets the user jump anywhere and shows the errors of the steps skipped while invalid', async () => {
    const user = userEvent.setup();
    render(<SignUp linear={false} />);
    expect(header('Done').hasAttribute('aria-disabled')).toBe(false);
    await user.click(header('Done'));
    expect(selected()).toBe(header('Done'));
    expect(header('Name').getAttribute('data-state')).toBe('error');
    // Never visited: neither completed nor in error.
    expect(header('Phone').getAttribute('data-state')).toBe('number');
  });
});

describe('Stepper, editable', () => {
  it('locks a completed step that is not editable: a check mark, and no way back', async () => {
    const user = userEvent.setup();
    render(<SignUp editable={false} />);
    await user.type(screen.getByRole('textbox', {name: 'Your name'}), 'Ada');
    await user.click(visibleButton('Next'));
    expect(header('Name').getAttribute('data-state')).toBe('done');
    expect(header('Name').getAttribute('aria-disabled')).toBe('true');
    expect(description(header('Name'))).toBe('Completed');
    await user.click(header('Name'));
    expect(selected()).toBe(header('Phone'));
    await user.click(visibleButton('Back'));
    expect(selected()).toBe(header('Phone'));
    // The arrow keys skip it too.
    header('Phone').focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(header('Done'));
  });
});

describe('Step states you control', () => {
  it('shows hasError with its message, and completed as you set it', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <Stepper aria-label="Upload" linear defaultSelectedIndex={1}>
          <Step label="Files" completed>
            Files
          </Step>
          <Step label="Check" hasError errorMessage="2 files are too large" completed={false}>
            <StepperNext />
          </Step>
          <Step label="Send">Send</Step>
        </Stepper>
      </main>,
    );
    expect(header('Files').getAttribute('data-state')).toBe('edit');
    expect(header('Check').getAttribute('data-state')).toBe('error');
    expect(description(header('Check'))).toBe('2 files are too large');
    // Not completed: the linear stepper keeps the user there.
    expect(header('Send').getAttribute('aria-disabled')).toBe('true');
    await user.click(visibleButton('Next'));
    expect(selected()).toBe(header('Check'));
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('translates its words with labels', () => {
    render(
      <Stepper
        aria-label="Inscription"
        labels={{optional: 'Facultatif', completed: 'Terminé', error: 'Erreur'}}
      >
        <Step label="Nom" completed>
          Nom
        </Step>
        <Step label="Téléphone" optional>
          Téléphone
        </Step>
        <Step label="Fin" hasError>
          Fin
        </Step>
      </Stepper>,
    );
    expect(description(header('Nom'))).toBe('Terminé');
    expect(description(header('Téléphone'))).toBe('Facultatif');
    expect(description(header('Fin'))).toBe('Erreur');
  });
});

describe('Stepper buttons and hook', () => {
  it('lets your onClick run first and keep the step', async () => {
    const user = userEvent.setup();
    const prevent = vi.fn((event: SyntheticEvent) => event.preventDefault());
    render(
      <Stepper aria-label="Steps">
        <Step label="One">
          <StepperNext onClick={prevent}>Continue</StepperNext>
        </Step>
        <Step label="Two">
          <StepperPrevious variant="outlined" />
        </Step>
      </Stepper>,
    );
    const next = visibleButton('Continue');
    expect(next.getAttribute('data-variant')).toBe('filled');
    await user.click(next);
    expect(prevent).toHaveBeenCalledTimes(1);
    expect(selected()).toBe(header('One'));
  });

  it('tells a step its index and the status of every step', async () => {
    const user = userEvent.setup();
    function Status() {
      const {stepIndex, selectedIndex, stepCount, getStepStatus, select} = useStepper();
      return (
        <>
          <p>
            Step {stepIndex + 1} of {stepCount}, selected {selectedIndex + 1}, first{' '}
            {getStepStatus(0).completed ? 'completed' : 'open'}
          </p>
          <button type="button" onClick={() => select(0)}>
            First
          </button>
        </>
      );
    }
    render(
      <Stepper aria-label="Steps">
        <Step label="One">
          <StepperNext />
        </Step>
        <Step label="Two">
          <Status />
        </Step>
      </Stepper>,
    );
    await user.click(visibleButton('Next'));
    expect(screen.getByText('Step 2 of 2, selected 2, first completed')).toBeTruthy();
    await user.click(visibleButton('First'));
    expect(selected()).toBe(header('One'));
  });

  it('carries out a move after the props changed in the same handler have rendered', async () => {
    const user = userEvent.setup();
    function Page() {
      const [accepted, setAccepted] = useState(false);
      return (
        <Stepper aria-label="Terms" linear>
          <Step label="Read" completed={accepted}>
            <AcceptInside onAccept={() => setAccepted(true)} />
          </Step>
          <Step label="Sign">Sign</Step>
        </Stepper>
      );
    }
    function AcceptInside({onAccept}: {onAccept: () => void}) {
      const {next} = useStepper();
      return (
        <button
          type="button"
          onClick={() => {
            onAccept();
            next();
          }}
        >
          Accept
        </button>
      );
    }
    render(<Page />);
    await user.click(visibleButton('Accept'));
    expect(selected()).toBe(header('Sign'));
    expect(header('Read').getAttribute('data-state')).toBe('edit');
    expect(header('Read').hasAttribute('data-error')).toBe(false);
  });

  it('carries out several moves of one handler in turn', async () => {
    const user = userEvent.setup();
    const onSelectedIndexChange = vi.fn();
    function Twice() {
      const {next} = useStepper();
      return (
        <button
          type="button"
          onClick={() => {
            next();
            next();
          }}
        >
          Skip ahead
        </button>
      );
    }
    render(
      <Stepper aria-label="Steps" linear onSelectedIndexChange={onSelectedIndexChange}>
        <Step label="One">
          <Twice />
        </Step>
        <Step label="Two">Two</Step>
        <Step label="Three">Three</Step>
      </Stepper>,
    );
    await user.click(visibleButton('Skip ahead'));
    // The second move starts from the step the first one reached, which it may leave (valid).
    expect(selected()).toBe(header('Three'));
    expect(onSelectedIndexChange.mock.calls).toEqual([[1], [2]]);
    expect(header('One').getAttribute('data-state')).toBe('edit');
    expect(header('Two').getAttribute('data-state')).toBe('edit');
  });

  it('throws for a hook or button outside a step', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<StepperNext />)).toThrow(
      'useStepper must be called inside the content of a Step.',
    );
  });
});
