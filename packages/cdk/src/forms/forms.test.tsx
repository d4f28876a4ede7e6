import {act, fireEvent, render, screen} from '@testing-library/react';
import {useRef, useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {useControllableState} from '../state';
import {FormValue} from './form-value';
import {useFormReset} from './use-form-reset';

interface ChoiceProps {
  name?: string;
  form?: string;
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  required?: boolean;
  disabled?: boolean;
  customError?: string;
  kind?: 'text' | 'choice' | 'checkbox' | 'radio';
  onValidationMessage?: (message: string) => void;
}

/** A control that is no native input: buttons that add or clear letters. */
function Choice({value, defaultValue, onValueChange, ...props}: ChoiceProps) {
  const [letters, setLetters] = useControllableState({
    value,
    defaultValue: defaultValue ?? [],
    onChange: onValueChange,
  });
  const validity = useRef<HTMLInputElement>(null);
  const focusRef = useRef<HTMLButtonElement>(null);
  useFormReset(validity, letters, setLetters, defaultValue);
  return (
    <>
      <button ref={focusRef} type="button" onClick={() => setLetters([...letters, 'a'])}>
        Add: {letters.join('') || 'none'}
      </button>
      <button type="button" onClick={() => setLetters([])}>
        Clear
      </button>
      <FormValue ref={validity} value={letters} focusRef={focusRef} {...props} />
    </>
  );
}

function formData() {
  return [...new FormData(document.querySelector('form')!).entries()];
}

describe('FormValue and useFormReset', () => {
  it('submit the value under its name, one entry each, and nothing without a name', () => {
    const {rerender} = render(
      <form>
        <Choice name="letters" defaultValue={['a', 'b']} />
      </form>,
    );
    expect(formData()).toEqual([
      ['letters', 'a'],
      ['letters', 'b'],
    ]);
    rerender(
      <form>
        <Choice defaultValue={['a', 'b']} />
      </form>,
    );
    expect(formData()).toEqual([]);
  });

  it('submit nothing and block nothing while disabled', () => {
    render(
      <form>
        <Choice name="letters" defaultValue={['a']} required disabled />
      </form>,
    );
    expect(formData()).toEqual([]);
    expect(document.querySelector('form')!.checkValidity()).toBe(true);
  });

  it('make a required value that is missing block the form, and report it until it is given', () => {
    const onValidationMessage = vi.fn();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Choice name="letters" required onValidationMessage={onValidationMessage} />
        <button type="submit">Send</button>
      </form>,
    );
    const form = document.querySelector('form')!;
    expect(form.checkValidity()).toBe(false);
    act(() => form.requestSubmit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onValidationMessage).toHaveBeenLastCalledWith(expect.stringMatching(/.+/));
    // The validity input is no part of what is posted or read out.
    const validity = document.querySelector('[data-form-value]')!;
    expect(validity.getAttribute('aria-hidden')).toBe('true');
    expect(validity.getAttribute('tabindex')).toBe('-1');
    expect(formData()).toEqual([]);

    fireEvent.click(screen.getByRole('button', {name: /^Add/}));
    expect(onValidationMessage).toHaveBeenLastCalledWith('');
    expect(form.checkValidity()).toBe(true);
    act(() => form.requestSubmit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(formData()).toEqual([['letters', 'a']]);
  });

  it('send focus on to the control when validation points at the value', () => {
    render(
      <form>
        <Choice name="letters" required />
      </form>,
    );
    act(() => (document.querySelector('[data-form-value]') as HTMLInputElement).focus());
    expect(document.activeElement).toBe(screen.getByRole('button', {name: /^Add/}));
  });

  it('make a custom error block the form with its message', () => {
    const onValidationMessage = vi.fn();
    render(
      <form>
        <Choice
          defaultValue={['a']}
          customError="Too early"
          onValidationMessage={onValidationMessage}
        />
      </form>,
    );
    const form = document.querySelector('form')!;
    expect(form.checkValidity()).toBe(false);
    expect(onValidationMessage).toHaveBeenCalledWith('Too early');
  });

  it('restore the first value on reset, and clear a reported error', async () => {
    const onValidationMessage = vi.fn();
    render(
      <form>
        <Choice
          name="letters"
          defaultValue={['b']}
          required
          onValidationMessage={onValidationMessage}
        />
      </form>,
    );
    const form = document.querySelector('form')!;
    fireEvent.click(screen.getByRole('button', {name: 'Clear'}));
    act(() => void form.reportValidity());
    expect(onValidationMessage).toHaveBeenLastCalledWith(expect.stringMatching(/.+/));
    fireEvent.click(screen.getByRole('button', {name: /^Add/}));
    await act(async () => form.reset());
    expect(screen.getByRole('button', {name: /^Add/}).textContent).toBe('Add: b');
    expect(formData()).toEqual([['letters', 'b']]);
    expect(onValidationMessage).toHaveBeenLastCalledWith('');
  });

  it('ask a controlled owner for the first value on reset', async () => {
    function Owner() {
      const [letters, setLetters] = useState(['c']);
      return (
        <form>
          <Choice name="letters" value={letters} onValueChange={setLetters} />
        </form>
      );
    }
    render(<Owner />);
    fireEvent.click(screen.getByRole('button', {name: /^Add/}));
    expect(formData()).toEqual([
      ['letters', 'c'],
      ['letters', 'a'],
    ]);
    await act(async () => document.querySelector('form')!.reset());
    expect(formData()).toEqual([['letters', 'c']]);
  });

  it('belong to the form their `form` attribute names', async () => {
    render(
      <>
        <form id="outside" />
        <Choice name="letters" form="outside" defaultValue={['d']} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', {name: 'Clear'}));
    expect(formData()).toEqual([]);
    await act(async () => document.querySelector('form')!.reset());
    expect(formData()).toEqual([['letters', 'd']]);
  });

  it('hold a required value in a native control of its kind, for the browser message to fit', () => {
    const kinds = ['text', 'choice', 'checkbox', 'radio'] as const;
    const {rerender} = render(
      <form>
        {kinds.map((kind) => (
          <FormValue key={kind} kind={kind} value="" required />
        ))}
      </form>,
    );
    const controls = () => [...document.querySelectorAll<HTMLInputElement>('[data-form-value]')];
    expect(controls().map((control) => control.type)).toEqual([
      'text',
      'select-one',
      'checkbox',
      'radio',
    ]);
    expect(controls().every((control) => control.validity.valueMissing)).toBe(true);
    rerender(
      <form>
        {kinds.map((kind) => (
          <FormValue key={kind} kind={kind} value="x" required />
        ))}
      </form>,
    );
    expect(controls().every((control) => control.validity.valid)).toBe(true);
  });

  it('go back to the latest default on reset, as a native input does, and keep validity right', async () => {
    const {rerender} = render(
      <form>
        <Choice name="letters" kind="choice" required defaultValue={['a']} />
      </form>,
    );
    rerender(
      <form>
        <Choice name="letters" kind="choice" required defaultValue={['z']} />
      </form>,
    );
    const form = document.querySelector('form')!;
    await act(async () => form.reset());
    expect(formData()).toEqual([['letters', 'z']]);
    // The validity <select> holds the value after the reset too.
    expect(form.checkValidity()).toBe(true);
  });
});
