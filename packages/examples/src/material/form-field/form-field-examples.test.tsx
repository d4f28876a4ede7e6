import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {act, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {ComponentType} from 'react';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {FormFieldActionStateExample} from './form-field-action-state/form-field-action-state-example';
import {FormFieldReactHookFormExample} from './form-field-react-hook-form/form-field-react-hook-form-example';
import {FormFieldTanstackFormExample} from './form-field-tanstack-form/form-field-tanstack-form-example';

const LIBRARY_FORMS: [string, ComponentType][] = [
  ['react-hook-form', FormFieldReactHookFormExample],
  ['tanstack-form', FormFieldTanstackFormExample],
];

function errors() {
  return [...document.querySelectorAll('.mat-form-field-error')].map((error) => error.textContent);
}

describe('form examples', () => {
  it.each(LIBRARY_FORMS)(
    '%s: an empty submission shows each error in its field and focuses the first',
    async (_name, Example) => {
      const user = userEvent.setup();
      renderInMain(Example);
      await user.click(screen.getByRole('button', {name: 'Book'}));
      await waitFor(() =>
        expect(errors()).toEqual([
          'Enter your name.',
          'Enter your email address.',
          'Choose a room.',
        ]),
      );
      expect(document.activeElement).toBe(screen.getByRole('textbox', {name: /Name/}));
      await expectNoAxeViolations(document.body, {requireLandmarks: true});

      await user.type(screen.getByRole('textbox', {name: /Name/}), 'Ada');
      await user.type(screen.getByRole('textbox', {name: /Email/}), 'ada@example.com');
      await user.click(screen.getByRole('button', {name: 'Book'}));
      // The select is the first field still in error.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox')));
      await user.click(screen.getByRole('combobox'));
      await user.click(screen.getByRole('option', {name: 'Double'}));
      await user.click(screen.getByRole('button', {name: 'Book'}));
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toBe('Booked the double room for Ada.'),
      );
      expect(errors()).toEqual([]);
      // The form starts over.
      expect((screen.getByRole('textbox', {name: /Name/}) as HTMLInputElement).value).toBe('');
    },
  );

  it('action: the browser stops an empty form, and a refusal keeps what was sent', async () => {
    const user = userEvent.setup();
    renderInMain(FormFieldActionStateExample);
    const form = document.querySelector('form')!;
    expect(form.checkValidity()).toBe(false);
    await user.type(screen.getByRole('textbox', {name: /Name/}), 'Ada');
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', {name: 'Family'}));
    await user.click(screen.getByRole('button', {name: 'Book'}));
    await waitFor(() =>
      expect(errors()).toEqual(['The family room is taken on those dates: choose another.']),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect((screen.getByRole('textbox', {name: /Name/}) as HTMLInputElement).value).toBe('Ada');
    expect(screen.getByRole('combobox').textContent).toBe('Family');
    expect(document.activeElement).toBe(screen.getByRole('combobox'));

    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', {name: 'Single'}));
    await user.click(screen.getByRole('button', {name: 'Book'}));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Booked the single room for Ada.'),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect((screen.getByRole('textbox', {name: /Name/}) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('combobox').textContent).toBe('');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });
});
