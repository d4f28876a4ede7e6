import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it} from 'vitest';
import {FocusTrap, focusInitialElement, useFocusTrap} from './focus-trap';

function Dialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <FocusTrap role="dialog" aria-label="Settings">
          <button>First</button>
          <button disabled>Disabled</button>
          <input aria-label="Name" />
          <button onClick={() => setOpen(false)}>Close</button>
        </FocusTrap>
      )}
      <button>Outside</button>
    </>
  );
}

describe('FocusTrap', () => {
  it('moves focus in, cycles Tab inside and restores focus when released', async () => {
    const user = userEvent.setup();
    render(<Dialog />);
    const opener = screen.getByRole('button', {name: 'Open'});
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'First'}));

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', {name: 'Name'}));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Close'}));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'First'}));
    await user.tab({shift: true});
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Close'}));

    await user.click(screen.getByRole('button', {name: 'Close'}));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('pulls focus back when it escapes', async () => {
    const user = userEvent.setup();
    render(<Dialog />);
    await user.click(screen.getByRole('button', {name: 'Open'}));
    screen.getByRole('button', {name: 'Outside'}).focus();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'First'}));
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    render(
      <>
        <FocusTrap enabled={false}>
          <button>Inside</button>
        </FocusTrap>
        <button>After</button>
      </>,
    );
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'After'}));
  });

  it('follows a container that changes while the trap is on', async () => {
    function Swapping({second}: {second: boolean}) {
      const trap = useFocusTrap<HTMLDivElement>({autoFocus: false});
      return second ? (
        <div key="second" ref={trap}>
          <button>Second</button>
        </div>
      ) : (
        <div key="first" ref={trap}>
          <button>First</button>
        </div>
      );
    }
    const {rerender} = render(
      <>
        <Swapping second={false} />
        <button>Outside</button>
      </>,
    );
    rerender(
      <>
        <Swapping second />
        <button>Outside</button>
      </>,
    );
    // Focus that escapes is pulled back into the new container, not the detached one.
    screen.getByRole('button', {name: 'Outside'}).focus();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Second'}));
  });
});

describe('focusInitialElement', () => {
  it('focuses the data-autofocus element, else the first tabbable one, else the container', () => {
    const {container} = render(
      <>
        <div data-testid="marked">
          <button>First</button>
          <button data-autofocus>Marked</button>
        </div>
        <div data-testid="plain">
          <p>Text</p>
          <button disabled>Disabled</button>
          <a href="#next">Next</a>
        </div>
        <div data-testid="empty">
          <p>Nothing to focus</p>
        </div>
      </>,
    );
    focusInitialElement(screen.getByTestId('marked'));
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Marked'}));
    focusInitialElement(screen.getByTestId('plain'));
    expect(document.activeElement).toBe(screen.getByRole('link', {name: 'Next'}));
    const empty = screen.getByTestId('empty');
    focusInitialElement(empty);
    expect(document.activeElement).toBe(empty);
    expect(empty.getAttribute('tabindex')).toBe('-1');
    expect(container.contains(document.activeElement)).toBe(true);
  });
});
