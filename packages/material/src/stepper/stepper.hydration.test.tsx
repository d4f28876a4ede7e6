import {prerenderAndHydrate} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import {Step, Stepper, StepperNext} from './index';

function Checkout() {
  const [email, setEmail] = useState('');
  return (
    <main>
      <Stepper aria-label="Checkout" linear>
        <Step label="Email" isValid={email.includes('@')} errorMessage="Enter an email address">
          <label>
            Email
            <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </label>
          <StepperNext />
        </Step>
        <Step label="Confirm">
          <p>We will write to {email}.</p>
        </Step>
      </Stepper>
      <Stepper aria-label="Guide" orientation="vertical" defaultSelectedIndex={1}>
        <Step label="Read">Read the guide.</Step>
        <Step label="Try">Try it out.</Step>
      </Stepper>
    </main>
  );
}

describe('hydration', () => {
  let unmount = () => {};
  afterEach(() => unmount());

  it('renders the steps on the server and hydrates without mismatches', async () => {
    const tree = await prerenderAndHydrate(<Checkout />);
    unmount = tree.unmount;
    expect(tree.recoverableErrors).toEqual([]);
    expect(tree.consoleErrors).toEqual([]);
    expect(tree.html).toContain('role="tablist"');
    expect(tree.html).toContain('aria-current="step"');

    const confirm = screen.getByRole('tab', {name: 'Confirm'});
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', {name: 'Next'}));
    expect(screen.getByRole('tab', {name: 'Email'}).getAttribute('data-state')).toBe('error');
    await user.type(screen.getByRole('textbox', {name: 'Email'}), 'ada@example.com');
    await user.click(screen.getByRole('button', {name: 'Next'}));
    expect(confirm.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('We will write to ada@example.com.')).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Read'}));
    expect(screen.getByRole('button', {name: 'Read'}).getAttribute('aria-current')).toBe('step');
  });
});
