import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {FormField} from '../form-field';
import {Timepicker, type TimeInputError, type TimepickerProps} from './index';

function Field(props: Partial<TimepickerProps> & {hint?: string}) {
  const {hint, ...pickerProps} = props;
  return (
    <main>
      <FormField label="Start" hint={hint}>
        <Timepicker locale="en-US" {...pickerProps} />
      </FormField>
      <button type="button">After</button>
    </main>
  );
}

// Engines may write a narrow no-break space before AM/PM.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const input = () => screen.getByRole('combobox', {name: 'Start'}) as HTMLInputElement;
const toggle = () => screen.getByRole('button', {name: 'Open time options'});
const optionTexts = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => plain(option.textContent));
const activeOption = () =>
  plain(document.getElementById(input().getAttribute('aria-activedescendant') ?? '')?.textContent);
const text = () => plain(input().value);

describe('Timepicker', () => {
  it('is a labelled combobox with a toggle, and opens a listbox of times every 30 minutes', async () => {
    const user = userEvent.setup();
    render(<Field hint="Like 9:30 AM" />);
    expect(input().tagName).toBe('INPUT');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-controls')).toBeNull();
    expect(input().getAttribute('aria-autocomplete')).toBe('none');
    expect(document.getElementById(input().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Like 9:30 AM',
    );
    expect(toggle().getAttribute('aria-haspopup')).toBe('listbox');
    expect(screen.queryByRole('listbox')).toBeNull();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});

    await user.click(toggle());
    const listbox = screen.getByRole('listbox', {name: 'Start'});
    expect(document.activeElement).toBe(input());
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-controls')).toBe(listbox.id);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(optionTexts()).toHaveLength(48);
    expect(optionTexts().slice(0, 3)).toEqual(['12:00 AM', '12:30 AM', '1:00 AM']);
    expect(optionTexts().at(-1)).toBe('11:30 PM');
    await expectNoAxeViolations();

    // The toggle closes it again, and focus stays in the input.
    await user.click(toggle());
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(input());
  });

  it('keeps the toggle out of the Tab sequence: Tab goes from the input past it', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.tab();
    expect(document.activeElement).toBe(input());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'After'}));
    await user.tab({shift: true});
    expect(document.activeElement).toBe(input());
    expect(toggle().getAttribute('tabindex')).toBe('-1');
    // With the list open, Tab closes it on the way.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'After'}));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens with the arrows, moves the active option, chooses with Enter and closes with Escape', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Field onValueChange={onValueChange} />);
    await user.click(input());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('12:00 AM');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe('1:00 AM');
    const active = document.getElementById(input().getAttribute('aria-activedescendant')!)!;
    expect(active.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    expect(onValueChange).not.toHaveBeenCalled();

    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('11:30 PM');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    const chosen = onValueChange.mock.lastCall![0] as Date;
    expect([chosen.getHours(), chosen.getMinutes(), chosen.getSeconds()]).toEqual([23, 0, 0]);
    expect(text()).toBe('11:00 PM');

    // Opened again, the chosen time is the active and selected option.
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('11:00 PM');
    const selected = screen.getByRole('option', {name: /^11:00.PM$/});
    expect(selected.hasAttribute('data-selected')).toBe(true);
    await user.click(screen.getByRole('option', {name: /^9:30.AM$/}));
    expect(text()).toBe('9:30 AM');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves the active option to the typed time, without filtering the list', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Field onValueChange={onValueChange} />);
    await user.type(input(), '9:30');
    expect(optionTexts()).toHaveLength(48);
    expect(activeOption()).toBe('9:30 AM');
    await user.keyboard('{Backspace}{Backspace}15');
    // 9:15 is not in the list: nothing is active, but the value follows the text.
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    const typed = onValueChange.mock.lastCall![0] as Date;
    expect([typed.getHours(), typed.getMinutes()]).toEqual([9, 15]);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(text()).toBe('9:15 AM');

    await user.clear(input());
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    await user.type(input(), '2130');
    expect(activeOption()).toBe('9:30 PM');
    await user.keyboard('{Enter}');
    expect(text()).toBe('9:30 PM');
  });

  it('bounds the options with min, max and interval, and flags typed times out of range', async () => {
    const user = userEvent.setup();
    const onInputErrorChange = vi.fn<(error: TimeInputError | null) => void>();
    const onValueChange = vi.fn();
    render(
      <Field
        interval="15m"
        min="09:00"
        max={new Date(2024, 0, 1, 10, 10)}
        onInputErrorChange={onInputErrorChange}
        onValueChange={onValueChange}
      />,
    );
    await user.click(toggle());
    expect(optionTexts()).toEqual(['9:00 AM', '9:15 AM', '9:30 AM', '9:45 AM', '10:00 AM']);

    await user.type(input(), '8:45');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('data-input-error')).toBe('min');
    expect(onInputErrorChange).toHaveBeenLastCalledWith('min');
    expect(onValueChange).not.toHaveBeenCalled();
    await user.clear(input());
    await user.type(input(), '10:30');
    expect(onInputErrorChange).toHaveBeenLastCalledWith('max');
    await user.clear(input());
    await user.type(input(), 'soon');
    expect(onInputErrorChange).toHaveBeenLastCalledWith('parse');
    // Invalid text stays as typed on blur.
    await user.tab();
    expect(input().value).toBe('soon');
    expect(input().getAttribute('aria-invalid')).toBe('true');

    await user.clear(input());
    expect(onInputErrorChange).toHaveBeenLastCalledWith(null);
    await user.type(input(), '1005');
    expect(input().hasAttribute('aria-invalid')).toBe(false);
    await user.tab();
    expect(text()).toBe('10:05 AM');
  });

  it('lists explicit options in range, once each', async () => {
    const user = userEvent.setup();
    render(<Field options={['12:00', '08:00', '13:30', '12:00', 'lunch']} max="13:00" />);
    await user.click(toggle());
    expect(optionTexts()).toEqual(['12:00 PM', '8:00 AM']);
  });

  it('keeps the day of a controlled value and follows changes from outside', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState<Date | null>(new Date(2024, 6, 4, 8, 0));
      return (
        <main>
          <FormField label="Start">
            <Timepicker
              locale="en-US"
              value={value}
              onValueChange={(next) => {
                onValueChange(next);
                setValue(next);
              }}
            />
          </FormField>
          <button type="button" onClick={() => setValue(new Date(2024, 6, 5, 14, 45))}>
            Later
          </button>
        </main>
      );
    }
    render(<Controlled />);
    expect(text()).toBe('8:00 AM');
    // A click opens the list on the value's time.
    await user.click(input());
    expect(activeOption()).toBe('8:00 AM');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2024, 6, 4, 8, 30));
    expect(text()).toBe('8:30 AM');
    await user.click(screen.getByRole('button', {name: 'Later'}));
    expect(text()).toBe('2:45 PM');
  });

  it('ignores choices while a controlled value stays', async () => {
    const user = userEvent.setup();
    render(<Field value={new Date(2024, 0, 1, 12, 0)} />);
    await user.click(toggle());
    await user.click(screen.getByRole('option', {name: /^1:00.PM$/}));
    expect(text()).toBe('12:00 PM');
  });

  it('writes and reads times in the given locale, and submits HH:mm with a name', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Booking">
        <FormField label="Start">
          <Timepicker locale="de-DE" name="start" defaultValue={new Date(2024, 0, 1, 9, 0)} />
        </FormField>
      </form>,
    );
    expect(input().value).toBe('09:00');
    await user.click(toggle());
    expect(optionTexts().slice(0, 2)).toEqual(['00:00', '00:30']);
    expect(screen.getByRole('listbox').getAttribute('lang')).toBe('de-DE');
    expect(activeOption()).toBe('09:00');
    await user.keyboard('{Escape}');
    await user.clear(input());
    await user.type(input(), '21.30');
    await user.tab();
    expect(input().value).toBe('21:30');
    const form = screen.getByRole('form') as HTMLFormElement;
    expect([...new FormData(form).entries()]).toEqual([['start', '21:30']]);
  });

  it('is disabled inside a disabled form field', async () => {
    const user = userEvent.setup();
    render(
      <FormField label="Start" disabled>
        <Timepicker />
      </FormField>,
    );
    expect(input().disabled).toBe(true);
    expect((toggle() as HTMLButtonElement).disabled).toBe(true);
    await user.click(toggle());
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("runs the user's handlers first, and preventDefault stops its own", async () => {
    const user = userEvent.setup();
    const onKeyDown = vi.fn((event: React.KeyboardEvent) => {
      if (event.key === 'ArrowDown') event.preventDefault();
    });
    render(<Field onKeyDown={onKeyDown} />);
    await user.click(input());
    await user.keyboard('{Escape}{ArrowDown}');
    expect(onKeyDown).toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('11:30 PM');
  });

  it('forwards its ref and extra props, and follows a right-to-left page', async () => {
    const user = userEvent.setup();
    const ref = vi.fn();
    render(
      <div dir="rtl">
        <Timepicker aria-label="Start" ref={ref} data-testid="picker" />
      </div>,
    );
    expect(ref).toHaveBeenCalledWith(input());
    expect(input().dataset['testid']).toBe('picker');
    await user.click(toggle());
    // Without a field label, the list is named by the input's own name.
    const listbox = screen.getByRole('listbox', {name: 'Start'});
    expect(listbox.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });
});
