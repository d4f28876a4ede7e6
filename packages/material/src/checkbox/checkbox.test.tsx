import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {Checkbox} from './checkbox';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', {name});

describe('Checkbox', () => {
  it('is a native checkbox named by its label, toggled by click and Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox onCheckedChange={onCheckedChange}>Subscribe</Checkbox>);
    const input = box('Subscribe');
    expect(input.type).toBe('checkbox');
    expect(input.checked).toBe(false);
    await user.click(screen.getByText('Subscribe'));
    expect(input.checked).toBe(true);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(input.closest('.mat-checkbox')?.getAttribute('data-state')).toBe('checked');
    input.focus();
    await user.keyboard(' ');
    expect(input.checked).toBe(false);
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    await expectNoAxeViolations();
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [checked, setChecked] = useState(true);
      return (
        <>
          <Checkbox checked={checked} onCheckedChange={setChecked}>
            Wi-Fi
          </Checkbox>
          <p>{checked ? 'on' : 'off'}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(box('Wi-Fi').checked).toBe(true);
    await user.click(box('Wi-Fi'));
    expect(screen.getByText('off')).toBeTruthy();
    expect(box('Wi-Fi').checked).toBe(false);
  });

  it('stays checked when controlled and the owner ignores the change', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <Checkbox checked onCheckedChange={onCheckedChange}>
        Locked
      </Checkbox>,
    );
    await user.click(box('Locked'));
    expect(onCheckedChange).toHaveBeenCalledWith(false);
    expect(box('Locked').checked).toBe(true);
  });

  it('shows the mixed state through the indeterminate property', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const {rerender} = render(
      <Checkbox indeterminate onCheckedChange={onCheckedChange} aria-label="Select all" />,
    );
    const input = box('Select all');
    expect(input.indeterminate).toBe(true);
    expect(input.closest('.mat-checkbox')?.getAttribute('data-state')).toBe('indeterminate');
    await user.click(input);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    // The owner still says "indeterminate", so the checkbox keeps it.
    expect(input.indeterminate).toBe(true);
    rerender(
      <Checkbox indeterminate={false} onCheckedChange={onCheckedChange} aria-label="Select all" />,
    );
    expect(input.indeterminate).toBe(false);
    await expectNoAxeViolations();
  });

  it('passes input props and the ref to the input, class and style to the label', () => {
    const ref = vi.fn();
    render(
      <Checkbox
        ref={ref}
        name="terms"
        value="yes"
        id="terms"
        required
        className="extra"
        style={{margin: 4}}
      >
        Terms
      </Checkbox>,
    );
    const input = box('Terms');
    expect(ref).toHaveBeenCalledWith(input);
    expect(input.name).toBe('terms');
    expect(input.value).toBe('yes');
    expect(input.id).toBe('terms');
    expect(input.required).toBe(true);
    const root = input.closest('label')!;
    expect(root.className).toBe('mat-checkbox extra');
    expect(root.style.margin).toBe('4px');
  });

  it('cannot be toggled when disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <Checkbox disabled onCheckedChange={onCheckedChange}>
        Off
      </Checkbox>,
    );
    await user.click(screen.getByText('Off'));
    expect(box('Off').disabled).toBe(true);
    expect(box('Off').checked).toBe(false);
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(box('Off').closest('label')?.hasAttribute('data-disabled')).toBe(true);
    await expectNoAxeViolations();
  });

  it('puts the label before the box when asked', () => {
    render(<Checkbox labelPosition="before">First</Checkbox>);
    const root = box('First').closest('label')!;
    expect(root.firstElementChild?.className).toBe('mat-checkbox-label');
    expect(root.getAttribute('data-label-position')).toBe('before');
  });

  it('renders on the server', () => {
    const html = renderToString(<Checkbox defaultChecked>Saved</Checkbox>);
    expect(html).toContain('type="checkbox"');
    expect(html).toContain('checked');
  });
});
