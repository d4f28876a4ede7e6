import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {useListNavigation} from './use-list-navigation';

function Toolbar({roving = false, skipDisabled}: {roving?: boolean; skipDisabled?: boolean}) {
  const {ref, onKeyDown} = useListNavigation({
    itemSelector: 'button',
    orientation: 'horizontal',
    wrap: true,
    rovingTabIndex: roving,
    skipDisabled,
  });
  return (
    <div role="toolbar" aria-label="Text" ref={ref} onKeyDown={onKeyDown}>
      <button tabIndex={0}>Bold</button>
      <button tabIndex={-1} aria-disabled="true">
        Italic
      </button>
      <button tabIndex={-1}>Underline</button>
      <button tabIndex={-1} data-text-value="Strike">
        S
      </button>
    </div>
  );
}

describe('useListNavigation', () => {
  it('moves focus with arrows, skipping disabled items and wrapping', async () => {
    const user = userEvent.setup();
    render(<Toolbar />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Bold'}));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Underline'}));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Bold'}));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'S'}));
  });

  it('stops on disabled items too when asked not to skip them', async () => {
    const user = userEvent.setup();
    render(<Toolbar skipDisabled={false} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Italic'}));
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Italic'}));
    await user.keyboard('{Home}i');
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Italic'}));
  });

  it('types ahead against data-text-value', async () => {
    const user = userEvent.setup();
    render(<Toolbar />);
    await user.tab();
    await user.keyboard('s');
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'S'}));
  });

  it('keeps a roving tabindex on the focused item', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Toolbar roving />
        <button>After</button>
      </>,
    );
    await user.tab();
    await user.keyboard('{End}');
    const strike = screen.getByRole('button', {name: 'S'});
    expect(strike.tabIndex).toBe(0);
    expect(screen.getByRole('button', {name: 'Bold'}).tabIndex).toBe(-1);
    await user.tab();
    await user.tab({shift: true});
    expect(document.activeElement).toBe(strike);
  });
});
