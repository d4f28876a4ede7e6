import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {FormField} from '../form-field';
import {createDate, toIsoDateString} from './date-math';
import {Datepicker, type DateInputError, type DatepickerProps} from './index';
import {getGridCell} from './calendar.test-utils';

const TODAY = createDate(2024, 0, 10);

function Field(props: Partial<DatepickerProps> & {hint?: string}) {
  const {hint, ...pickerProps} = props;
  return (
    <main>
      <FormField label="Appointment" hint={hint}>
        <Datepicker today={TODAY} locale="en-US" {...pickerProps} />
      </FormField>
      <button type="button">After</button>
    </main>
  );
}

const input = () => screen.getByRole('textbox', {name: 'Appointment'}) as HTMLInputElement;
const toggle = () => screen.getByRole('button', {name: 'Open calendar'});
const dialog = () => screen.getByRole('dialog');
const focusedName = () => document.activeElement?.getAttribute('aria-label');

describe('Datepicker', () => {
  it('is a labelled text input with a toggle that opens a calendar dialog', async () => {
    render(<Field hint="MM/DD/YYYY" />);
    expect(input().tagName).toBe('INPUT');
    expect(input().value).toBe('');
    expect(document.getElementById(input().getAttribute('aria-describedby')!)?.textContent).toBe(
      'MM/DD/YYYY',
    );
    expect(toggle().getAttribute('aria-haspopup')).toBe('dialog');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('opens a modal dialog with focus on today, and closes with Escape back to the toggle', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Field onOpenChange={onOpenChange} />);
    await user.click(toggle());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    const popup = screen.getByRole('dialog', {name: 'Appointment'});
    expect(popup.getAttribute('aria-modal')).toBe('true');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-controls')).toBe(popup.id);
    expect(within(popup).getByRole('grid', {name: 'January 2024'})).toBeTruthy();
    expect(focusedName()).toBe('Wednesday, January 10, 2024');
    // The page behind is out of reach.
    expect(screen.getByRole('main', {hidden: true}).closest('[inert]')).toBeTruthy();
    await expectNoAxeViolations();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(document.activeElement).toBe(toggle());
    expect(input().value).toBe('');
  });

  it('chooses a date in the popup, which closes and fills the input', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Field onValueChange={onValueChange} />);
    await user.click(toggle());
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(createDate(2024, 0, 18));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input().value).toBe('1/18/2024');
    expect(document.activeElement).toBe(toggle());
    // Opened again, it shows the chosen date with focus on it.
    await user.click(toggle());
    expect(focusedName()).toBe('Thursday, January 18, 2024');
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');
    await user.click(getGridCell('Monday, January 1, 2024'));
    expect(input().value).toBe('1/1/2024');
    expect(onValueChange).toHaveBeenCalledTimes(2);
  });

  it('closes when the selected date is chosen again, and on a click outside', async () => {
    const user = userEvent.setup();
    render(<Field defaultValue={createDate(2024, 4, 2)} />);
    expect(input().value).toBe('5/2/2024');
    await user.click(toggle());
    expect(focusedName()).toBe('Thursday, May 2, 2024');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(toggle());
    await user.click(document.querySelector('.mat-datepicker-backdrop')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input().value).toBe('5/2/2024');
  });

  it('opens with Alt+ArrowDown in the input and gives focus back to it', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.click(input());
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(dialog()).toBeTruthy();
    expect(focusedName()).toBe('Wednesday, January 10, 2024');
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(input());
  });

  it('keeps Tab inside the popup and ends it with a close button', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.click(toggle());
    const close = screen.getByRole('button', {name: 'Close calendar'});
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'January 2024'}));
    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('reads typed dates in the locale order and writes them out again on blur', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Field onValueChange={onValueChange} />);
    await user.type(input(), '01-05-2024');
    expect(onValueChange).toHaveBeenLastCalledWith(createDate(2024, 0, 5));
    expect(input().value).toBe('01-05-2024');
    await user.tab();
    expect(input().value).toBe('1/5/2024');
    await user.clear(input());
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('marks text that is no date invalid, keeps it, and reports the error', async () => {
    const user = userEvent.setup();
    const errors: (DateInputError | null)[] = [];
    const onValueChange = vi.fn();
    render(
      <Field
        defaultValue={createDate(2024, 0, 5)}
        onValueChange={onValueChange}
        onInputErrorChange={(error) => errors.push(error)}
      />,
    );
    await user.clear(input());
    await user.type(input(), '2/30/2024');
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().dataset['inputError']).toBe('parse');
    expect(errors.at(-1)).toBe('parse');
    await user.tab();
    expect(input().value).toBe('2/30/2024');
    await user.clear(input());
    await user.type(input(), '2/29/2024');
    expect(errors.at(-1)).toBeNull();
    expect(input().hasAttribute('aria-invalid')).toBe(false);
    expect(onValueChange).toHaveBeenLastCalledWith(createDate(2024, 1, 29));
  });

  it('refuses typed dates outside min–max or refused by the filter', async () => {
    const user = userEvent.setup();
    const errors: (DateInputError | null)[] = [];
    const onValueChange = vi.fn();
    render(
      <Field
        min={createDate(2024, 0, 1)}
        max={createDate(2024, 11, 31)}
        dateFilter={(date) => date.getDay() !== 0}
        onValueChange={onValueChange}
        onInputErrorChange={(error) => errors.push(error)}
      />,
    );
    await user.type(input(), '12/31/2023');
    expect(errors.at(-1)).toBe('min');
    await user.clear(input());
    await user.type(input(), '1/1/2025');
    expect(errors.at(-1)).toBe('max');
    await user.clear(input());
    await user.type(input(), '1/7/2024');
    expect(errors.at(-1)).toBe('filter');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(onValueChange.mock.calls.every(([value]) => value === null)).toBe(true);
    await user.clear(input());
    await user.type(input(), '1/8/2024');
    expect(errors.at(-1)).toBeNull();
    expect(onValueChange).toHaveBeenLastCalledWith(createDate(2024, 0, 8));
  });

  it('shows an error message through the form field', async () => {
    const user = userEvent.setup();
    function WithMessage() {
      const [error, setError] = useState<DateInputError | null>(null);
      return (
        <main>
          <FormField label="Birthday" error={error && 'Enter a date as MM/DD/YYYY'}>
            <Datepicker locale="en-US" onInputErrorChange={setError} />
          </FormField>
        </main>
      );
    }
    render(<WithMessage />);
    const field = screen.getByRole('textbox', {name: 'Birthday'});
    await user.type(field, 'soon');
    expect(screen.getByText('Enter a date as MM/DD/YYYY')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a date as MM/DD/YYYY',
    );
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('can be controlled, and follows a value set from outside', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [date, setDate] = useState<Date | null>(null);
      return (
        <main>
          <FormField label="Appointment">
            <Datepicker locale="en-US" today={TODAY} value={date} onValueChange={setDate} />
          </FormField>
          <p>Value: {date ? toIsoDateString(date) : 'none'}</p>
          <button type="button" onClick={() => setDate(createDate(2025, 11, 24))}>
            Christmas Eve
          </button>
        </main>
      );
    }
    render(<Controlled />);
    await user.type(input(), '3/4/2024');
    expect(screen.getByText('Value: 2024-03-04')).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Christmas Eve'}));
    expect(input().value).toBe('12/24/2025');
    await user.click(toggle());
    expect(focusedName()).toBe('Wednesday, December 24, 2025');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(screen.getByText('Value: 2025-12-23')).toBeTruthy();
    expect(input().value).toBe('12/23/2025');
  });

  it('keeps a controlled value its owner does not change', async () => {
    const user = userEvent.setup();
    render(<Field value={createDate(2024, 0, 5)} onValueChange={() => {}} />);
    await user.click(toggle());
    await user.keyboard('{ArrowRight}{Enter}');
    expect(input().value).toBe('1/5/2024');
  });

  it('can have its popup controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const {rerender} = render(<Field open onOpenChange={onOpenChange} />);
    // Shown once the overlay has placed it under the field.
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(dialog()).toBeTruthy();
    rerender(<Field open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads and writes dates in the locale, and names the calendar in it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Field locale="de-DE" onValueChange={onValueChange} />);
    await user.type(input(), '5.1.2024');
    expect(onValueChange).toHaveBeenLastCalledWith(createDate(2024, 0, 5));
    await user.click(toggle());
    expect(screen.getByRole('grid', {name: 'Januar 2024'})).toBeTruthy();
    expect(focusedName()).toBe('Freitag, 5. Januar 2024');
    await user.keyboard('{Home}{Enter}');
    expect(input().value).toBe('1.1.2024');
  });

  it('submits the date as YYYY-MM-DD through a hidden input', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Booking">
        <FormField label="Arrival">
          <Datepicker locale="en-US" name="arrival" defaultValue={createDate(2024, 6, 4)} />
        </FormField>
      </form>,
    );
    const form = screen.getByRole('form') as HTMLFormElement;
    expect([...new FormData(form).entries()]).toEqual([['arrival', '2024-07-04']]);
    await user.clear(screen.getByRole('textbox', {name: 'Arrival'}));
    expect([...new FormData(form).entries()]).toEqual([['arrival', '']]);
  });

  it('is disabled with its field', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <FormField label="Appointment" disabled>
          <Datepicker locale="en-US" name="when" />
        </FormField>
      </main>,
    );
    expect(input().disabled).toBe(true);
    expect((toggle() as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('lets your handlers run first and prevent the built-in behaviour', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Field
        onValueChange={onValueChange}
        onKeyDown={(event) => {
          if (event.altKey) event.preventDefault();
        }}
        onChange={(event) => {
          if (event.target.value.endsWith('x')) event.preventDefault();
        }}
      />,
    );
    await user.click(input());
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.type(input(), 'x');
    expect(input().value).toBe('');
    await user.type(input(), '1/2/2024');
    expect(onValueChange).toHaveBeenLastCalledWith(createDate(2024, 0, 2));
  });

  it('passes other props and a ref to the input', () => {
    let element: HTMLInputElement | null = null;
    render(
      <Field
        className="custom"
        placeholder="MM/DD/YYYY"
        autoComplete="off"
        panelClassName="custom-panel"
        ref={(node) => {
          element = node;
        }}
      />,
    );
    expect(element).toBe(input());
    expect(input().className).toBe('mat-input mat-datepicker-input custom');
    expect(input().placeholder).toBe('MM/DD/YYYY');
    expect(input().getAttribute('autocomplete')).toBe('off');
  });

  it('takes labels for its toggle and popup', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <Datepicker
          aria-label="Termin"
          locale="de-DE"
          labels={{openCalendar: 'Kalender öffnen', closeCalendar: 'Kalender schließen'}}
        />
      </main>,
    );
    await user.click(screen.getByRole('button', {name: 'Kalender öffnen'}));
    expect(screen.getByRole('dialog', {name: 'Termin'})).toBeTruthy();
    expect(screen.getByRole('button', {name: 'Kalender schließen'})).toBeTruthy();
  });
});
