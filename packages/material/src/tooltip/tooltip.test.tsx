import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {ComponentProps} from 'react';
import {afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {Button, IconButton} from '../button';
import {Menu, MenuContent, MenuItem, MenuTrigger} from '../menu';
import {loadTooltipBubble, Tooltip, type TooltipProps} from './tooltip';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

function Example(props: Partial<TooltipProps>) {
  return (
    <main>
      <Tooltip message="Save the document" {...props}>
        <Button>Save</Button>
      </Tooltip>
      <button>Other</button>
    </main>
  );
}

const saveButton = () => screen.getByRole('button', {name: 'Save'});
const queryTooltip = () => screen.queryByRole('tooltip');

describe('Tooltip', () => {
  // As on a page where a tooltip has been for a moment (see the last test for the first one).
  beforeAll(async () => {
    await loadTooltipBubble();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('describes its element from the start with a hidden description', async () => {
    render(<Example />);
    const describedBy = saveButton().getAttribute('aria-describedby');
    const description = document.getElementById(describedBy ?? '');
    expect(description?.textContent).toBe('Save the document');
    expect(description?.classList.contains('cdk-visually-hidden')).toBe(true);
    expect(queryTooltip()).toBeNull();
    await expectNoAxeViolations();
  });

  it('renders its element once as it mounts', () => {
    // A page has a tooltip on every icon button: mounting one must not render it twice.
    let renders = 0;
    function CountedButton(props: ComponentProps<'button'>) {
      renders++;
      return <button type="button" {...props} />;
    }
    render(
      <Tooltip message="Save the document">
        <CountedButton>Save</CountedButton>
      </Tooltip>,
    );
    expect(renders).toBe(1);
  });

  it('is described by the shown tooltip itself, and by the hidden copy once it hides', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const describedBy = saveButton().getAttribute('aria-describedby')!;
    await user.hover(saveButton());
    const tooltip = await screen.findByRole('tooltip');
    expect(saveButton().getAttribute('aria-describedby')).toBe(describedBy);
    expect(document.getElementById(describedBy)).toBe(tooltip);
    // The text is in the page once, in the tooltip.
    expect(screen.getAllByText('Save the document')).toEqual([tooltip]);
    await expectNoAxeViolations();
    await user.unhover(saveButton());
    expect(queryTooltip()).toBeNull();
    const description = document.getElementById(describedBy);
    expect(description?.textContent).toBe('Save the document');
    expect(description?.classList.contains('cdk-visually-hidden')).toBe(true);
  });

  it('keeps descriptions the element already has', () => {
    render(
      <Tooltip message="Tip">
        <button aria-describedby="hint">Go</button>
      </Tooltip>,
    );
    const ids = screen.getByRole('button', {name: 'Go'}).getAttribute('aria-describedby')!;
    expect(ids.split(' ')).toHaveLength(2);
    expect(ids.split(' ')).toContain('hint');
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.hover(saveButton());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Save the document');
    expect(tooltip.classList.contains('mat-tooltip')).toBe(true);
    expect(tooltip.parentElement?.getAttribute('data-placement')).toBe('bottom');
    await expectNoAxeViolations();
    await user.unhover(saveButton());
    expect(queryTooltip()).toBeNull();
  });

  it('waits for the show delay and the hide delay', async () => {
    // Testing Library's async helpers wait on real timers, so this test fires events directly.
    vi.useFakeTimers();
    render(<Example showDelay={500} hideDelay={200} />);
    fireEvent.pointerEnter(saveButton(), {pointerType: 'mouse'});
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.queryByRole('tooltip', {hidden: true})).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('tooltip', {hidden: true})).toBeTruthy();
    fireEvent.pointerLeave(saveButton(), {pointerType: 'mouse'});
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(screen.getByRole('tooltip', {hidden: true})).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('tooltip', {hidden: true})).toBeNull();
  });

  it('stays while the pointer moves onto the tooltip', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.hover(saveButton());
    const tooltip = await screen.findByRole('tooltip');
    fireEvent.pointerLeave(saveButton(), {pointerType: 'mouse', relatedTarget: tooltip});
    expect(queryTooltip()).toBe(tooltip);
    fireEvent.pointerLeave(tooltip, {pointerType: 'mouse', relatedTarget: document.body});
    expect(queryTooltip()).toBeNull();
  });

  it('shows on keyboard focus, not on a click, and hides on blur', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(document.activeElement).toBe(saveButton());
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    await user.tab();
    expect(queryTooltip()).toBeNull();

    await user.click(saveButton());
    expect(document.activeElement).toBe(saveButton());
    expect(screen.queryByRole('tooltip', {hidden: true})).toBeNull();
  });

  it('hides on Escape without letting Escape reach its containers', async () => {
    const user = userEvent.setup();
    const onContainerKeyDown = vi.fn();
    render(
      <div onKeyDown={onContainerKeyDown}>
        <Example />
      </div>,
    );
    await user.tab();
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    expect(queryTooltip()).toBeNull();
    expect(onContainerKeyDown).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(saveButton());
  });

  it('hides on Escape pressed elsewhere while shown by hover', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.hover(saveButton());
    await screen.findByRole('tooltip');
    fireEvent.keyDown(document.body, {key: 'Escape'});
    await waitFor(() => expect(queryTooltip()).toBeNull());
  });

  it('never shows when disabled, and describes nothing', async () => {
    const user = userEvent.setup();
    render(<Example disabled />);
    expect(saveButton().getAttribute('aria-describedby')).toBeNull();
    await user.hover(saveButton());
    await user.tab();
    expect(document.activeElement).toBe(saveButton());
    expect(screen.queryByRole('tooltip', {hidden: true})).toBeNull();
  });

  it('shows after a long press and hides a while after the finger lifts', async () => {
    vi.useFakeTimers();
    render(<Example />);
    fireEvent.pointerDown(saveButton(), {pointerType: 'touch'});
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.queryByRole('tooltip', {hidden: true})).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('tooltip', {hidden: true})).toBeTruthy();
    fireEvent.pointerUp(saveButton(), {pointerType: 'touch'});
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(screen.getByRole('tooltip', {hidden: true})).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('tooltip', {hidden: true})).toBeNull();
  });

  it('goes on the requested side, before and after following the direction', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Example position="before" />
      </div>,
    );
    await user.hover(saveButton());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.parentElement?.getAttribute('data-placement')).toBe('right');
  });
});

function ThemePicker({onSelect = () => {}}: {onSelect?: () => void}) {
  return (
    <main>
      <Menu>
        <Tooltip message="Select a theme">
          <MenuTrigger asChild>
            <IconButton aria-label="Select a theme" className="picker" />
          </MenuTrigger>
        </Tooltip>
        <MenuContent aria-label="Themes">
          <MenuItem onSelect={onSelect}>Indigo & Pink</MenuItem>
        </MenuContent>
      </Menu>
    </main>
  );
}

describe('Tooltip on a menu trigger', () => {
  it('composes attributes, handlers and refs with MenuTrigger asChild', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<ThemePicker onSelect={onSelect} />);
    const trigger = screen.getByRole('button', {name: 'Select a theme'});
    expect(trigger.className).toBe('mat-icon-button picker');
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(document.getElementById(trigger.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Select a theme',
    );

    await user.hover(trigger);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    await user.click(trigger);
    const menu = await screen.findByRole('menu', {name: 'Themes'});
    // The press hid the tooltip; the menu is anchored to the same element.
    expect(queryTooltip()).toBeNull();
    expect(menu.parentElement?.getAttribute('data-placement')).toBe('bottom-start');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations();

    // Back over the trigger while its menu is open: no tooltip over the menu.
    await user.unhover(trigger);
    await user.hover(trigger);
    expect(screen.queryByRole('tooltip', {hidden: true})).toBeNull();

    await user.click(screen.getByRole('menuitem', {name: 'Indigo & Pink'}));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('works from the keyboard: focus shows it, the menu takes over, Escape comes back', async () => {
    const user = userEvent.setup();
    render(<ThemePicker />);
    const trigger = screen.getByRole('button', {name: 'Select a theme'});
    await user.tab();
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', {name: 'Indigo & Pink'})),
    );
    expect(queryTooltip()).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('shows once its code has arrived when asked to show before', async () => {
    vi.resetModules();
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    vi.doMock('./tooltip-bubble', async (importOriginal) => {
      await arrived;
      return importOriginal();
    });
    const fresh = await import('./tooltip');
    render(
      <fresh.Tooltip message="Print">
        <Button>Print</Button>
      </fresh.Tooltip>,
    );
    const print = screen.getByRole('button', {name: 'Print'});
    fireEvent.pointerEnter(print, {pointerType: 'mouse'});
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(queryTooltip()).toBeNull();
    // The description is there all along.
    expect(document.getElementById(print.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Print',
    );

    arrive();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Print');
    vi.doUnmock('./tooltip-bubble');
  });
});
