import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {Radio} from './radio';
import {RadioGroup, type RadioGroupProps} from './radio-group';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

// user-event walks native radio groups with CSS.escape, which jsdom lacks.
if (typeof globalThis.CSS?.escape !== 'function') {
  Object.assign(globalThis, {
    CSS: {escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`)},
  });
}

function Sizes(props: Partial<RadioGroupProps>) {
  return (
    <RadioGroup aria-label="Size" {...props}>
      <Radio value="s">Small</Radio>
      <Radio value="m">Medium</Radio>
      <Radio value="l" disabled>
        Large
      </Radio>
      <Radio value="xl">Extra large</Radio>
    </RadioGroup>
  );
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', {name});

describe('RadioGroup', () => {
  it('is a named radiogroup of native radios sharing one name', async () => {
    render(<Sizes defaultValue="m" />);
    const group = screen.getByRole('radiogroup', {name: 'Size'});
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios).toHaveLength(4);
    expect(new Set(radios.map((input) => input.name)).size).toBe(1);
    expect(radios[0]!.name).not.toBe('');
    expect(group.contains(radios[0]!)).toBe(true);
    expect(radio('Medium').checked).toBe(true);
    expect(radio('Large').disabled).toBe(true);
    await expectNoAxeViolations();
  });

  it('selects on click and reports the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Sizes onValueChange={onValueChange} name="size" />);
    await user.click(screen.getByText('Small'));
    expect(radio('Small').checked).toBe(true);
    expect(radio('Small').name).toBe('size');
    expect(onValueChange).toHaveBeenCalledWith('s');
    await user.click(radio('Medium'));
    expect(radio('Small').checked).toBe(false);
    expect(onValueChange).toHaveBeenLastCalledWith('m');
  });

  it('moves the selection with arrow keys, skipping disabled radios', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Sizes defaultValue="m" onValueChange={onValueChange} />);
    radio('Medium').focus();
    await user.keyboard('{ArrowDown}');
    expect(radio('Extra large').checked).toBe(true);
    expect(document.activeElement).toBe(radio('Extra large'));
    expect(onValueChange).toHaveBeenLastCalledWith('xl');
    await user.keyboard('{ArrowUp}');
    expect(radio('Medium').checked).toBe(true);
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <>
          <Sizes value={value} onValueChange={setValue} />
          <p>Chosen: {value ?? 'nothing'}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getAllByRole<HTMLInputElement>('radio').some((input) => input.checked)).toBe(
      false,
    );
    await user.click(radio('Extra large'));
    expect(screen.getByText('Chosen: xl')).toBeTruthy();
  });

  it('keeps a controlled value the owner does not change', async () => {
    const user = userEvent.setup();
    render(<Sizes value="s" onValueChange={() => {}} />);
    await user.click(radio('Medium'));
    expect(radio('Small').checked).toBe(true);
    expect(radio('Medium').checked).toBe(false);
  });

  it('disables every radio when disabled, and passes required on', () => {
    render(<Sizes disabled required />);
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-disabled')).toBe('true');
    expect(group.getAttribute('aria-required')).toBe('true');
    for (const input of screen.getAllByRole<HTMLInputElement>('radio')) {
      expect(input.disabled).toBe(true);
      expect(input.required).toBe(true);
    }
  });

  it('places labels before the radios when asked, per group or per radio', () => {
    render(
      <RadioGroup aria-label="Side" labelPosition="before">
        <Radio value="a">A</Radio>
        <Radio value="b" labelPosition="after">
          B
        </Radio>
      </RadioGroup>,
    );
    expect(radio('A').closest('label')?.getAttribute('data-label-position')).toBe('before');
    expect(radio('B').closest('label')?.getAttribute('data-label-position')).toBe('after');
  });

  it('renders on the server with the selected radio checked', () => {
    const html = renderToString(<Sizes defaultValue="s" />);
    expect(html).toContain('role="radiogroup"');
    expect(html).toMatch(/checked=""[^>]*value="s"|value="s"[^>]*checked=""/);
  });
});

describe('Radio', () => {
  it('works on its own as a native radio', async () => {
    const user = userEvent.setup();
    render(
      <Radio value="yes" name="alone">
        Alone
      </Radio>,
    );
    await user.click(radio('Alone'));
    expect(radio('Alone').checked).toBe(true);
    await expectNoAxeViolations();
  });
});
