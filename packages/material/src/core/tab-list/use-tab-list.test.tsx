import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {useRovingTabStop} from './tab-list-state';
import {useTabList, type TabListOptions} from './use-tab-list';

/** Tabs and a field in one element, as the stepper has them. */
function Tabs({
  keys,
  selected = 0,
  disabled = [],
  orientation,
}: {
  keys: string[];
  selected?: number;
  disabled?: string[];
  orientation?: TabListOptions['orientation'];
}) {
  const stop = useRovingTabStop({
    keys,
    isEnabled: (index) => !disabled.includes(keys[index]!),
    selected,
  });
  const {ref, onKeyDown, onBlur} = useTabList({itemSelector: '[data-tab]', orientation}, stop);
  return (
    <div ref={ref} onKeyDown={onKeyDown}>
      {keys.map((key, index) => (
        <button
          key={key}
          type="button"
          data-tab=""
          aria-disabled={disabled.includes(key) || undefined}
          tabIndex={index === stop.tabStop ? 0 : -1}
          onFocus={() => stop.setFocusedKey(key)}
          onBlur={onBlur}
        >
          {key}
        </button>
      ))}
      <input aria-label="Field" />
    </div>
  );
}

const tab = (name: string) => screen.getByRole('button', {name});
const tabStops = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('tabindex') === '0');

describe('useTabList with useRovingTabStop', () => {
  it('moves focus among the tabs, keeps the focused one the tab stop until focus leaves them', async () => {
    const user = userEvent.setup();
    render(<Tabs keys={['A', 'B', 'C']} />);
    await user.tab();
    expect(document.activeElement).toBe(tab('A'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('B'));
    expect(tabStops()).toEqual([tab('B')]);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(tab('C'));

    // Focus in other content puts the tab stop back on the selected tab, and its keys are its own.
    await user.click(screen.getByRole('textbox', {name: 'Field'}));
    expect(tabStops()).toEqual([tab('A')]);
    await user.keyboard('{ArrowRight}{Home}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', {name: 'Field'}));
  });

  it('moves with Up and Down in a column, and skips disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Tabs keys={['A', 'B', 'C']} disabled={['B']} orientation="vertical" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('A'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(tab('C'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(tab('A'));
  });

  it('falls back to the first enabled tab, and follows the focused tab by its key', async () => {
    const user = userEvent.setup();
    const {rerender} = render(<Tabs keys={['A', 'B', 'C']} selected={0} disabled={['A']} />);
    expect(tabStops()).toEqual([tab('B')]);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('C'));
    // C moves from the end to the start; neither the selected tab nor the last index takes over.
    rerender(<Tabs keys={['C', 'B', 'A']} selected={1} disabled={['A']} />);
    expect(document.activeElement).toBe(tab('C'));
    expect(tabStops()).toEqual([tab('C')]);
  });
});
