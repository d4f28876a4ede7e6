import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {SlideToggle} from './slide-toggle';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

describe('SlideToggle', () => {
  it('is a switch named by its label, toggled by click, label click, Space and Enter', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<SlideToggle onCheckedChange={onCheckedChange}>Dark mode</SlideToggle>);
    const toggle = screen.getByRole('switch', {name: 'Dark mode'});
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByText('Dark mode'));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(onCheckedChange).toHaveBeenCalledTimes(4);
    expect(toggle.closest('.mat-slide-toggle')?.getAttribute('data-state')).toBe('unchecked');
    await expectNoAxeViolations();
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <>
          <SlideToggle checked={on} onCheckedChange={setOn}>
            Notifications
          </SlideToggle>
          <p>{on ? 'Notifications on' : 'Notifications off'}</p>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('switch'));
    expect(screen.getByText('Notifications off')).toBeTruthy();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <SlideToggle disabled defaultChecked onCheckedChange={onCheckedChange}>
        Locked
      </SlideToggle>,
    );
    await user.click(screen.getByRole('switch', {name: 'Locked'}));
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await expectNoAxeViolations();
  });

  it('uses its own aria-label over the visible label', () => {
    render(<SlideToggle aria-label="Bluetooth" />);
    expect(screen.getByRole('switch', {name: 'Bluetooth'})).toBeTruthy();
  });

  it('shows icons unless hidden, and submits a value while on', async () => {
    const user = userEvent.setup();
    const {container, rerender} = render(
      <SlideToggle name="wifi" aria-label="Wi-Fi">
        Wi-Fi
      </SlideToggle>,
    );
    expect(container.querySelector('.mat-slide-toggle-icon')).not.toBeNull();
    expect(container.querySelector('input[name="wifi"]')).toBeNull();
    await user.click(screen.getByRole('switch'));
    expect(container.querySelector<HTMLInputElement>('input[name="wifi"]')?.value).toBe('on');
    rerender(
      <SlideToggle name="wifi" hideIcon aria-label="Wi-Fi">
        Wi-Fi
      </SlideToggle>,
    );
    expect(container.querySelector('.mat-slide-toggle-icon')).toBeNull();
  });

  it('renders on the server', () => {
    const html = renderToString(<SlideToggle defaultChecked>Sync</SlideToggle>);
    expect(html).toContain('role="switch"');
    expect(html).toContain('aria-checked="true"');
  });
});
