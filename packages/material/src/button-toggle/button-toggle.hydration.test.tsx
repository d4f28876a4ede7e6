import formatBold from '@material-symbols/svg-400/outlined/format_bold.svg?raw';
import {prerenderAndHydrate} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it} from 'vitest';
import {Icon} from '../icon';
import {ButtonToggle, ButtonToggleGroup} from './index';

function Toolbar() {
  return (
    <form aria-label="Editor">
      <ButtonToggleGroup aria-label="Alignment" name="align">
        <ButtonToggle value="start" disabled>
          Start
        </ButtonToggle>
        <ButtonToggle value="center">Center</ButtonToggle>
        <ButtonToggle value="end">End</ButtonToggle>
      </ButtonToggleGroup>
      <ButtonToggleGroup multiple aria-label="Style" name="style" defaultValue={['bold']}>
        <ButtonToggle value="bold" aria-label="Bold">
          <Icon svg={formatBold} />
        </ButtonToggle>
        <ButtonToggle value="italic">Italic</ButtonToggle>
      </ButtonToggleGroup>
    </form>
  );
}

describe('hydration', () => {
  let unmount = () => {};
  afterEach(() => unmount());

  it('renders the selection on the server and hydrates without mismatches', async () => {
    const tree = await prerenderAndHydrate(<Toolbar />);
    unmount = tree.unmount;
    expect(tree.recoverableErrors).toEqual([]);
    expect(tree.consoleErrors).toEqual([]);
    expect(tree.html).toContain('role="radiogroup"');
    expect(tree.html).toMatch(
      /<button[^>]*aria-pressed="true"[^>]*aria-label="Bold"|aria-label="Bold"[^>]*aria-pressed="true"/,
    );
    expect(tree.html).toContain('<input type="hidden" name="style" value="bold"/>');
    // The server sets no tab stops: every toggle is tabbable until hydration.
    expect(tree.html).not.toContain('tabindex');

    // Hydrated: one tab stop in the radio group, on the first enabled toggle.
    const radios = screen.getAllByRole('radio');
    expect(radios.map((toggle) => toggle.tabIndex)).toEqual([-1, 0, -1]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', {name: 'End'}));
    expect(screen.getByRole('radio', {name: 'End'}).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('button', {name: 'Italic'}));
    const form = screen.getByRole('form') as HTMLFormElement;
    expect([...new FormData(form).entries()]).toEqual([
      ['align', 'end'],
      ['style', 'bold'],
      ['style', 'italic'],
    ]);
  });
});
