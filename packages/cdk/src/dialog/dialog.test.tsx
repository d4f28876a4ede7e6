import {act, fireEvent, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {useRef, useState} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Overlay} from '../overlay';
import {
  CdkDialog,
  CdkDialogClose,
  CdkDialogPortal,
  CdkDialogTrigger,
  type CdkDialogProps,
} from './dialog';
import {
  CdkDialogBackdrop,
  CdkDialogDescription,
  CdkDialogPanel,
  CdkDialogTitle,
} from './dialog-parts';

function Settings(props: Partial<CdkDialogProps> & {panelProps?: object; backdropProps?: object}) {
  const {panelProps, backdropProps, ...dialogProps} = props;
  return (
    <main>
      <button>Before</button>
      <CdkDialog {...dialogProps}>
        <CdkDialogTrigger>Settings</CdkDialogTrigger>
        <CdkDialogPortal>
          <CdkDialogBackdrop data-testid="backdrop" {...backdropProps} />
          <CdkDialogPanel {...panelProps}>
            <CdkDialogTitle>Settings</CdkDialogTitle>
            <CdkDialogDescription>Choose how the app looks.</CdkDialogDescription>
            <label>
              Name <input />
            </label>
            <CdkDialogClose>Done</CdkDialogClose>
          </CdkDialogPanel>
        </CdkDialogPortal>
      </CdkDialog>
      <p>Page text</p>
    </main>
  );
}

const trigger = () => screen.getByRole('button', {name: 'Settings'});
const focused = () => document.activeElement;
const page = () => screen.getByText('Page text').closest('main')!;

afterEach(() => {
  document.querySelector('.cdk-overlay-container')?.remove();
});

describe('CdkDialog', () => {
  it('opens from its trigger into the overlay container, named and described', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Settings onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger().getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');

    await user.click(trigger());
    const dialog = screen.getByRole('dialog', {name: 'Settings'});
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(dialog.closest('.cdk-overlay-container')?.parentElement).toBe(document.body);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('data-state')).toBe('open');
    const description = screen.getByText('Choose how the app looks.');
    expect(dialog.getAttribute('aria-describedby')).toBe(description.id);
    expect(dialog.getAttribute('aria-labelledby')).toBe(
      within(dialog).getByRole('heading', {name: 'Settings'}).id,
    );
    expect(trigger().getAttribute('aria-controls')).toBe(dialog.id);

    await user.click(screen.getByRole('button', {name: 'Done'}));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('follows `open` when controlled and only reports requests', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const {rerender} = render(<Settings open={false} onOpenChange={onOpenChange} />);
    await user.click(trigger());
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<Settings open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('dialog')).toBeTruthy();
    rerender(<Settings open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves focus in, keeps Tab and Shift+Tab inside, and returns focus on close', async () => {
    const user = userEvent.setup();
    render(<Settings />);
    await user.click(trigger());
    const name = screen.getByRole('textbox', {name: 'Name'});
    const done = screen.getByRole('button', {name: 'Done'});
    expect(focused()).toBe(name);
    await user.tab();
    expect(focused()).toBe(done);
    await user.tab();
    expect(focused()).toBe(name);
    await user.tab({shift: true});
    expect(focused()).toBe(done);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(trigger());
  });

  it('focuses a data-autofocus element, an initialFocus ref, or the dialog itself', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<Settings panelProps={{}} initialFocus="dialog" />);
    await user.click(trigger());
    expect(focused()).toBe(screen.getByRole('dialog'));
    unmount();

    function WithRef() {
      const done = useRef<HTMLButtonElement>(null);
      return (
        <CdkDialog initialFocus={done}>
          <CdkDialogTrigger>Open</CdkDialogTrigger>
          <CdkDialogPortal>
            <CdkDialogPanel aria-label="Pick">
              <button data-autofocus>Marked</button>
              <button ref={done}>Referenced</button>
            </CdkDialogPanel>
          </CdkDialogPortal>
        </CdkDialog>
      );
    }
    const second = render(<WithRef />);
    await user.click(screen.getByRole('button', {name: 'Open'}));
    expect(focused()).toBe(screen.getByRole('button', {name: 'Referenced'}));
    second.unmount();

    render(
      <CdkDialog defaultOpen>
        <CdkDialogPortal>
          <CdkDialogPanel aria-label="Pick">
            <button>First</button>
            <button data-autofocus>Marked</button>
          </CdkDialogPanel>
        </CdkDialogPortal>
      </CdkDialog>,
    );
    expect(focused()).toBe(screen.getByRole('button', {name: 'Marked'}));
  });

  it('lets an autoFocus child keep focus and still returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <CdkDialog>
        <CdkDialogTrigger>Rename</CdkDialogTrigger>
        <CdkDialogPortal>
          <CdkDialogPanel aria-label="Rename">
            <button>Cancel</button>
            <input aria-label="New name" autoFocus />
          </CdkDialogPanel>
        </CdkDialogPortal>
      </CdkDialog>,
    );
    const rename = screen.getByRole('button', {name: 'Rename'});
    await user.click(rename);
    expect(focused()).toBe(screen.getByRole('textbox', {name: 'New name'}));
    await user.keyboard('{Escape}');
    expect(focused()).toBe(rename);
  });

  it('closes on a backdrop click, not on a click inside', async () => {
    const user = userEvent.setup();
    render(<Settings />);
    await user.click(trigger());
    await user.click(screen.getByText('Choose how the app looks.'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByTestId('backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(trigger());
  });

  it('stays open on Escape and backdrop clicks when closing is turned off', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const {unmount} = render(<Settings disableClose onOpenChange={onOpenChange} />);
    await user.click(trigger());
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('backdrop'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', {name: 'Done'}));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(<Settings dismissOnEscape={false} />);
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByTestId('backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("respects the user's preventDefault() on Escape and backdrop clicks", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <Settings
        panelProps={{onKeyDown: (event: React.KeyboardEvent) => event.preventDefault()}}
        backdropProps={{onClick}}
      />,
    );
    await user.click(trigger());
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('backdrop'));
    expect(onClick).toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('makes the page inert and stops it scrolling while open', async () => {
    const user = userEvent.setup();
    const root = document.documentElement;
    render(<Settings />);
    await user.click(trigger());
    expect(page().closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    expect(root.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(root.style.overflow).toBe('');
  });

  it('leaves the page scrolling with blockScroll off', async () => {
    const user = userEvent.setup();
    render(<Settings blockScroll={false} />);
    await user.click(trigger());
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('gives each Escape to the topmost overlay, such as a panel opened from the dialog', async () => {
    const user = userEvent.setup();
    function WithPanel() {
      const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
      const [open, setOpen] = useState(false);
      return (
        <CdkDialog defaultOpen>
          <CdkDialogPortal>
            <CdkDialogPanel aria-label="Filters">
              <button ref={setAnchor} onClick={() => setOpen(true)}>
                More
              </button>
              <Overlay open={open} anchor={anchor} onDismiss={() => setOpen(false)}>
                <button>Option</button>
              </Overlay>
            </CdkDialogPanel>
          </CdkDialogPortal>
        </CdkDialog>
      );
    }
    render(<WithPanel />);
    await user.click(screen.getByRole('button', {name: 'More'}));
    expect(screen.getByRole('button', {name: 'Option'}).closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', {name: 'Option'})).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the dialog by an aria-label instead of the title', async () => {
    render(
      <CdkDialog defaultOpen>
        <CdkDialogPortal>
          <CdkDialogPanel aria-label="Preferences">
            <CdkDialogTitle>Settings</CdkDialogTitle>
            <button>OK</button>
          </CdkDialogPanel>
        </CdkDialogPortal>
      </CdkDialog>,
    );
    const dialog = screen.getByRole('dialog', {name: 'Preferences'});
    expect(dialog.hasAttribute('aria-labelledby')).toBe(false);
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
  });

  it('is an alert dialog with role="alertdialog"', async () => {
    render(
      <CdkDialog defaultOpen role="alertdialog">
        <CdkDialogPortal>
          <CdkDialogPanel>
            <CdkDialogTitle>Discard the draft?</CdkDialogTitle>
            <CdkDialogClose>Cancel</CdkDialogClose>
          </CdkDialogPanel>
        </CdkDialogPortal>
      </CdkDialog>,
    );
    expect(screen.getByRole('alertdialog', {name: 'Discard the draft?'})).toBeTruthy();
  });

  it('renders trigger and close buttons as their child with asChild', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <CdkDialog>
        <CdkDialogTrigger asChild>
          <a href="#settings" onClick={onClick}>
            Open settings
          </a>
        </CdkDialogTrigger>
        <CdkDialogPortal>
          <CdkDialogPanel aria-label="Settings">
            <CdkDialogClose asChild>
              <span role="button" tabIndex={0}>
                Close
              </span>
            </CdkDialogClose>
          </CdkDialogPanel>
        </CdkDialogPortal>
      </CdkDialog>,
    );
    const link = screen.getByRole('link', {name: 'Open settings'});
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(link);
    expect(onClick).toHaveBeenCalled();
    await user.click(screen.getByRole('button', {name: 'Close'}));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('throws when a part is used outside a CdkDialog', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CdkDialogTitle>Lost</CdkDialogTitle>)).toThrow(/inside a <CdkDialog>/);
  });

  it('has no axe violations while open', async () => {
    render(<Settings defaultOpen />);
    await act(async () => {});
    // The dialog lives in the overlay container, outside the page's landmarks by design.
    const results = await axe.run(document.body, {rules: {region: {enabled: false}}});
    expect(results.violations.map((v) => [v.id, v.nodes.map((n) => n.html)])).toEqual([]);
  });

  it('releases the page when it unmounts while open', () => {
    const {unmount} = render(<Settings defaultOpen />);
    expect(document.querySelectorAll('[inert]').length).toBeGreaterThan(0);
    unmount();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on an Escape from anywhere, even with focus lost to the body', async () => {
    render(<Settings defaultOpen />);
    act(() => (focused() as HTMLElement).blur());
    fireEvent.keyDown(document.body, {key: 'Escape'});
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
