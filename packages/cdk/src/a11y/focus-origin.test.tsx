import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {useFocusOrigin} from './focus-origin';

function Probe() {
  const {focusOrigin, isFocusVisible, focusProps} = useFocusOrigin();
  return (
    <button {...focusProps} data-origin={focusOrigin ?? 'none'} data-focus-visible={isFocusVisible}>
      Probe
    </button>
  );
}

describe('useFocusOrigin', () => {
  it('tells keyboard, mouse and program focus apart', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Probe />
        <button>Other</button>
      </>,
    );
    const probe = screen.getByRole('button', {name: 'Probe'});
    expect(probe.dataset['origin']).toBe('none');

    await user.tab();
    expect(probe.dataset['origin']).toBe('keyboard');
    expect(probe.dataset['focusVisible']).toBe('true');

    await user.click(screen.getByRole('button', {name: 'Other'}));
    expect(probe.dataset['origin']).toBe('none');

    await user.click(probe);
    expect(probe.dataset['origin']).toBe('mouse');
    expect(probe.dataset['focusVisible']).toBe('false');

    act(() => screen.getByRole('button', {name: 'Other'}).focus());
    // Let the interaction expire, then focus from script.
    await new Promise((resolve) => setTimeout(resolve, 5));
    act(() => probe.focus());
    expect(probe.dataset['origin']).toBe('program');
  });
});
