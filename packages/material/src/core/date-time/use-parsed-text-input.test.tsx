import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {useParsedTextInput} from './use-parsed-text-input';

/** Numbers with one decimal, written with the locale's decimal separator: "2.5", or "2,5". */
const separator = (locale: string) => (locale.startsWith('de') ? ',' : '.');
const format = (value: number, locale: string) => value.toFixed(1).replace('.', separator(locale));
function parse(text: string, locale: string): number | null {
  const sep = separator(locale);
  const match = new RegExp(`^\\s*(\\d+)(?:\\${sep}(\\d))?\\s*$`).exec(text);
  return match ? Number(`${match[1]}.${match[2] ?? 0}`) : null;
}

function Amount({
  locale = 'en-US',
  min = 0,
  onInputErrorChange,
}: {
  locale?: string;
  min?: number;
  onInputErrorChange?: (error: string | null) => void;
}) {
  const [value, setValue] = useState<number | null>(null);
  const input = useParsedTextInput<number, 'min'>({
    value,
    onValueChange: setValue,
    locale,
    format,
    parse,
    validate: (amount) => (amount < min ? 'min' : null),
    isEqual: (a, b) => a === b,
    onInputErrorChange,
  });
  return (
    <>
      <input
        aria-label="Amount"
        value={input.text}
        onChange={(event) => input.setText(event.target.value)}
        onBlur={input.reformat}
      />
      <output>{`value ${value}, error ${input.error}, typed ${input.typedValue}`}</output>
      <button type="button" onClick={() => setValue(42)}>
        Set 42
      </button>
    </>
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', {name: 'Amount'});
const status = () => screen.getByRole('status').textContent;

describe('useParsedTextInput', () => {
  it('reads text as it is typed, and writes it in the locale on blur', async () => {
    const user = userEvent.setup();
    render(<Amount />);
    expect(field().value).toBe('');
    await user.type(field(), '2');
    expect(status()).toBe('value 2, error null, typed 2');
    await user.type(field(), '.5');
    expect(status()).toBe('value 2.5, error null, typed 2.5');
    await user.tab();
    expect(field().value).toBe('2.5');
    await user.clear(field());
    await user.type(field(), '3');
    await user.tab();
    expect(field().value).toBe('3.0');
    await user.clear(field());
    expect(status()).toBe('value null, error null, typed null');
  });

  it('keeps text that names no value or one refused, with its error, until it is fixed', async () => {
    const user = userEvent.setup();
    const onInputErrorChange = vi.fn();
    render(<Amount min={10} onInputErrorChange={onInputErrorChange} />);
    await user.type(field(), '12');
    await user.type(field(), 'x');
    expect(status()).toBe('value null, error parse, typed null');
    await user.tab();
    expect(field().value).toBe('12x');
    await user.clear(field());
    await user.type(field(), '5');
    expect(status()).toBe('value null, error min, typed 5');
    await user.type(field(), '0');
    expect(status()).toBe('value 50, error null, typed 50');
    // Each change of error once, in turn: "1" was below the minimum too.
    expect(onInputErrorChange.mock.calls).toEqual([
      ['min'],
      [null],
      ['parse'],
      [null],
      ['min'],
      [null],
    ]);
  });

  it('rewrites the text for a value set from outside, and for a new locale unless it is wrong', async () => {
    const user = userEvent.setup();
    const {rerender} = render(<Amount />);
    await user.type(field(), '7');
    await user.click(screen.getByRole('button', {name: 'Set 42'}));
    expect(field().value).toBe('42.0');
    rerender(<Amount locale="de-DE" />);
    expect(field().value).toBe('42,0');
    await user.clear(field());
    await user.type(field(), '4,5');
    expect(status()).toBe('value 4.5, error null, typed 4.5');
    await user.type(field(), 'x');
    rerender(<Amount locale="en-US" />);
    expect(field().value).toBe('4,5x');
    expect(status()).toBe('value null, error parse, typed null');
  });
});
