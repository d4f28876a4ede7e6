import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {FormField} from '../form-field';
import {createDate, toIsoDateString} from './date-math';
import {
  DateRangePicker,
  type DateInputError,
  type DateRange,
  type DateRangePickerProps,
} from './index';

const TODAY = createDate(2024, 0, 10);

function Field(props: Partial<DateRangePickerProps>) {
  return (
    <main>
      <FormField label="Trip" hint="MM/DD/YYYY – MM/DD/YYYY">
        <DateRangePicker today={TODAY} locale="en-US" {...props} />
      </FormField>
    </main>
  );
}

const start = () => screen.getByRole('textbox', {name: 'Start date'}) as HTMLInputElement;
const end = () => screen.getByRole('textbox', {name: 'End date'}) as HTMLInputElement;
const toggle = () => screen.getByRole('button', {name: 'Open calendar'});
const iso = (range: DateRange) => [range.start, range.end].map((d) => d && toIsoDateString(d));

describe('DateRangePicker', () => {
  it('is a group of two named inputs in the field, with a calendar toggle', async () => {
    render(<Field />);
    const group = screen.getByRole('group', {name: 'Trip'});
    expect(within(group).getAllByRole('textbox')).toEqual([start(), end()]);
    expect(start().placeholder).toBe('Start date');
    expect(document.getElementById(start().getAttribute('aria-describedby')!)?.textContent).toBe(
      'MM/DD/YYYY – MM/DD/YYYY',
    );
    expect(end().getAttribute('aria-describedby')).toBe(start().getAttribute('aria-describedby'));
    // The field's label points at the start input, and floats.
    expect(document.querySelector('label')?.htmlFor).toBe(start().id);
    expect(document.querySelector('.mat-form-field')?.hasAttribute('data-floating')).toBe(true);
    expect(toggle().getAttribute('aria-haspopup')).toBe('dialog');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('chooses a range in the popup, which closes once the end is chosen', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Field onValueChange={onValueChange} />);
    await user.click(toggle());
    const popup = screen.getByRole('dialog', {name: 'Trip'});
    expect(within(popup).getByRole('grid').getAttribute('aria-multiselectable')).toBe('true');
    await expectNoAxeViolations();
    await user.keyboard('{Enter}');
    expect(iso(onValueChange.mock.lastCall![0])).toEqual(['2024-01-10', null]);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(start().value).toBe('1/10/2024');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(iso(onValueChange.mock.lastCall![0])).toEqual(['2024-01-10', '2024-01-17']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(end().value).toBe('1/17/2024');
    expect(document.activeElement).toBe(toggle());
  });

  it('reads typed dates in both inputs, and refuses an end before the start', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const errors: (DateInputError | null)[] = [];
    render(
      <Field onValueChange={onValueChange} onInputErrorChange={(error) => errors.push(error)} />,
    );
    await user.type(start(), '3/10/2024');
    expect(iso(onValueChange.mock.lastCall![0])).toEqual(['2024-03-10', null]);
    await user.type(end(), '3/2/2024');
    expect(end().getAttribute('aria-invalid')).toBe('true');
    expect(errors.at(-1)).toBe('min');
    expect(iso(onValueChange.mock.lastCall![0])).toEqual(['2024-03-10', null]);
    await user.clear(end());
    await user.type(end(), '03/12/2024');
    expect(errors.at(-1)).toBeNull();
    expect(iso(onValueChange.mock.lastCall![0])).toEqual(['2024-03-10', '2024-03-12']);
    await user.tab();
    expect(end().value).toBe('3/12/2024');
    // The calendar opens on the range.
    await user.click(toggle());
    expect(screen.getByRole('grid', {name: 'March 2024'})).toBeTruthy();
    expect(
      [...document.querySelectorAll('[role="grid"] td[aria-selected="true"]')].map(
        (cell) => cell.textContent,
      ),
    ).toEqual(['10', '11', '12']);
  });

  it('can be controlled and submits both dates', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [range, setRange] = useState<DateRange>({
        start: createDate(2024, 5, 1),
        end: createDate(2024, 5, 7),
      });
      return (
        <form aria-label="Booking">
          <FormField label="Stay">
            <DateRangePicker
              locale="en-US"
              today={TODAY}
              value={range}
              onValueChange={setRange}
              startName="from"
              endName="to"
            />
          </FormField>
          <button type="button" onClick={() => setRange({start: null, end: null})}>
            Clear
          </button>
        </form>
      );
    }
    render(<Controlled />);
    const form = screen.getByRole('form') as HTMLFormElement;
    expect(start().value).toBe('6/1/2024');
    expect(end().value).toBe('6/7/2024');
    expect([...new FormData(form).entries()]).toEqual([
      ['from', '2024-06-01'],
      ['to', '2024-06-07'],
    ]);
    await user.click(screen.getByRole('button', {name: 'Clear'}));
    expect(start().value).toBe('');
    expect([...new FormData(form).entries()]).toEqual([
      ['from', ''],
      ['to', ''],
    ]);
  });

  it('opens with Alt+ArrowDown and is disabled with its field', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<Field />);
    await user.click(end());
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(end());
    unmount();
    render(
      <main>
        <FormField label="Trip" disabled>
          <DateRangePicker locale="en-US" />
        </FormField>
      </main>,
    );
    expect(start().disabled).toBe(true);
    expect(end().disabled).toBe(true);
    expect((toggle() as HTMLButtonElement).disabled).toBe(true);
  });

  it('passes other props to the group and its ref to the start input', () => {
    let start: HTMLInputElement | null = null;
    render(
      <Field
        className="custom"
        data-testid="range"
        ref={(element) => {
          start = element;
        }}
      />,
    );
    expect(start).toBe(screen.getByRole('textbox', {name: 'Start date'}));
    expect(screen.getByTestId('range').className).toBe('mat-date-range-input custom');
  });
});
