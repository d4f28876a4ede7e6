import {fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it} from 'vitest';
import {FormField, Input, Textarea} from './index';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

const field = (element: HTMLElement) => element.closest('.mat-form-field') as HTMLElement;

describe('FormField', () => {
  it('labels the control and links the hint', async () => {
    render(
      <main>
        <FormField label="Email" hint="We never share it">
          <Input type="email" />
        </FormField>
      </main>,
    );
    const input = screen.getByRole('textbox', {name: 'Email'});
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('We never share it');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(field(input).getAttribute('data-appearance')).toBe('fill');
    await expectNoAxeViolations();
  });

  it('replaces the hint with the error and marks the control invalid', async () => {
    render(
      <main>
        <FormField
          label="Email"
          hint="We never share it"
          error="Enter a valid email"
          appearance="outline"
        >
          <Input defaultValue="nope" />
        </FormField>
      </main>,
    );
    const input = screen.getByRole('textbox', {name: 'Email'});
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter a valid email');
    expect(screen.queryByText('We never share it')).toBeNull();
    expect(field(input).hasAttribute('data-invalid')).toBe(true);
    expect(field(input).querySelector('.mat-form-field-border')).not.toBeNull();
    await expectNoAxeViolations();
  });

  it('describes the control with the counter too', () => {
    render(
      <FormField label="Bio" hint="Short" hintEnd="0/20">
        <Textarea />
      </FormField>,
    );
    const ids = screen.getByRole('textbox', {name: 'Bio'}).getAttribute('aria-describedby')!;
    expect(ids.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Short',
      '0/20',
    ]);
  });

  it('floats the label on focus and when the control has a value', async () => {
    const user = userEvent.setup();
    render(
      <FormField label="Name">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', {name: 'Name'});
    expect(field(input).hasAttribute('data-floating')).toBe(false);
    await user.click(input);
    expect(field(input).hasAttribute('data-floating')).toBe(true);
    expect(field(input).hasAttribute('data-focused')).toBe(true);
    await user.type(input, 'Ada');
    await user.tab();
    expect(field(input).hasAttribute('data-focused')).toBe(false);
    expect(field(input).hasAttribute('data-floating')).toBe(true);
    await user.clear(input);
    await user.tab();
    expect(field(input).hasAttribute('data-floating')).toBe(false);
  });

  it('floats the label for a placeholder, a default value and a controlled value', () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <FormField label="Controlled">
            <Input value={value} onChange={(event) => setValue(event.target.value)} />
          </FormField>
          <button onClick={() => setValue('set')}>Set</button>
        </>
      );
    }
    render(
      <>
        <FormField label="Placeholder">
          <Input placeholder="e.g. Ada" />
        </FormField>
        <FormField label="Default">
          <Input defaultValue="Ada" />
        </FormField>
        <Controlled />
      </>,
    );
    expect(
      field(screen.getByRole('textbox', {name: 'Placeholder'})).hasAttribute('data-floating'),
    ).toBe(true);
    expect(
      field(screen.getByRole('textbox', {name: 'Default'})).hasAttribute('data-floating'),
    ).toBe(true);
    const controlled = screen.getByRole('textbox', {name: 'Controlled'});
    expect(field(controlled).hasAttribute('data-floating')).toBe(false);
    fireEvent.click(screen.getByRole('button', {name: 'Set'}));
    expect(field(controlled).hasAttribute('data-floating')).toBe(true);
  });

  it('floats the label for a value the browser filled in', () => {
    render(
      <FormField label="City">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', {name: 'City'}) as HTMLInputElement;
    fireEvent.input(input, {target: {value: 'Lyon'}});
    expect(field(input).hasAttribute('data-floating')).toBe(true);
  });

  it('marks required fields with a hidden asterisk and passes required and disabled on', async () => {
    render(
      <main>
        <FormField label="Name" required disabled>
          <Input />
        </FormField>
      </main>,
    );
    const input = screen.getByRole('textbox', {name: 'Name'}) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(input.disabled).toBe(true);
    const marker = document.querySelector('.mat-form-field-label .mat-form-field-required-marker');
    expect(marker?.getAttribute('aria-hidden')).toBe('true');
    await expectNoAxeViolations();
  });

  it('counts only the control as focus, not a suffix button', async () => {
    const user = userEvent.setup();
    render(
      <FormField label="Password" suffix={<button aria-label="Show password">o</button>}>
        <Input type="password" />
      </FormField>,
    );
    const button = screen.getByRole('button', {name: 'Show password'});
    await user.click(button);
    expect(field(button).hasAttribute('data-focused')).toBe(false);
    await user.click(screen.getByLabelText('Password'));
    expect(field(button).hasAttribute('data-focused')).toBe(true);
    await user.click(button);
    expect(field(button).hasAttribute('data-focused')).toBe(false);
  });

  it('focuses the control when the field container is clicked', async () => {
    const user = userEvent.setup();
    render(
      <FormField label="Amount" prefix="$" suffix="USD">
        <Input />
      </FormField>,
    );
    await user.click(screen.getByText('USD'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', {name: 'Amount'}));
  });

  it('keeps ids the control already has', () => {
    render(
      <FormField label="Name" hint="Hint">
        <Input id="mine" aria-describedby="extra" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', {name: 'Name'});
    expect(input.id).toBe('mine');
    expect(input.getAttribute('aria-describedby')).toMatch(/ extra$/);
  });

  it('sizes an autosize textarea between its row limits', () => {
    render(
      <FormField label="Notes">
        <Textarea autosize minRows={2} maxRows={4} />
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', {name: 'Notes'}) as HTMLTextAreaElement;
    Object.defineProperty(textarea, 'scrollHeight', {configurable: true, value: 500});
    fireEvent.input(textarea, {target: {value: 'a\nb\nc\nd\ne\nf'}});
    expect(textarea.style.height).toBe('96px');
    expect(textarea.style.overflowY).toBe('auto');
    Object.defineProperty(textarea, 'scrollHeight', {configurable: true, value: 10});
    fireEvent.input(textarea, {target: {value: ''}});
    expect(textarea.style.height).toBe('48px');
  });
});
