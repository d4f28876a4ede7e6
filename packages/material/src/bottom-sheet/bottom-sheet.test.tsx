import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {useRef, useState} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Button} from '../button';
import {
  BottomSheet,
  BottomSheetBody,
  BottomSheetClose,
  BottomSheetContent,
  BottomSheetDescription,
  BottomSheetTitle,
  BottomSheetTrigger,
  type BottomSheetContentProps,
  type BottomSheetProps,
} from './index';

function ShareSheet({
  contentProps,
  ...sheetProps
}: Partial<BottomSheetProps> & {contentProps?: Partial<BottomSheetContentProps>}) {
  return (
    <main>
      <BottomSheet {...sheetProps}>
        <BottomSheetTrigger asChild>
          <Button>Share</Button>
        </BottomSheetTrigger>
        <BottomSheetContent {...contentProps}>
          <BottomSheetTitle>Share “Porto.jpg”</BottomSheetTitle>
          <BottomSheetBody>
            <BottomSheetDescription>Anyone you share with can see it.</BottomSheetDescription>
            <button type="button">Copy link</button>
            <BottomSheetClose>Cancel</BottomSheetClose>
          </BottomSheetBody>
        </BottomSheetContent>
      </BottomSheet>
    </main>
  );
}

const trigger = () => screen.getByRole('button', {name: 'Share'});
const sheet = () => screen.getByRole('dialog');
const scrim = () => document.querySelector<HTMLElement>('.mat-bottom-sheet-backdrop')!;
const handle = () => screen.getByRole('button', {name: 'Close sheet'});
const focused = () => document.activeElement;

afterEach(() => {
  document.querySelector('.cdk-overlay-container')?.remove();
});

describe('BottomSheet', () => {
  it('opens a modal sheet from its trigger, named and described, and closes it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<ShareSheet onOpenChange={onOpenChange} />);
    expect(trigger().getAttribute('aria-haspopup')).toBe('dialog');
    expect(document.querySelector('.mat-bottom-sheet-container')).toBeNull();
    await user.click(trigger());

    const dialog = screen.getByRole('dialog', {
      name: 'Share “Porto.jpg”',
      description: 'Anyone you share with can see it.',
    });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.classList.contains('mat-bottom-sheet-container')).toBe(true);
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(dialog.parentElement?.classList.contains('mat-bottom-sheet-pane')).toBe(true);
    expect(within(dialog).getByRole('heading', {level: 2}).className).toBe(
      'mat-bottom-sheet-title',
    );
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(trigger().getAttribute('aria-controls')).toBe(dialog.id);
    // Focus starts on the first action, not on the drag handle above it.
    expect(focused()).toBe(screen.getByRole('button', {name: 'Copy link'}));
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(focused()).toBe(trigger());
  });

  it('closes on Escape and on the scrim, giving focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<ShareSheet />);
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(trigger());

    await user.click(trigger());
    // A press on the scrim keeps focus in the sheet until the click closes it.
    await user.click(scrim());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(trigger());
  });

  it('has a drag handle button that closes the sheet by click or keyboard', async () => {
    const user = userEvent.setup();
    render(<ShareSheet />);
    await user.click(trigger());
    expect(handle().closest('.mat-bottom-sheet-drag-zone')).not.toBeNull();
    // The handle is the first stop of the focus trap; Shift+Tab from the first action reaches it.
    await user.tab({shift: true});
    expect(focused()).toBe(handle());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(trigger());

    await user.click(trigger());
    await user.click(handle());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the handle as asked, or leaves it out', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<ShareSheet contentProps={{dragHandleLabel: 'Fermer'}} />);
    await user.click(trigger());
    expect(screen.getByRole('button', {name: 'Fermer'}).className).toBe('mat-bottom-sheet-handle');
    unmount();

    render(<ShareSheet defaultOpen contentProps={{dragHandle: false}} />);
    expect(sheet().querySelector('.mat-bottom-sheet-drag-zone')).toBeNull();
    expect(screen.queryByRole('button', {name: 'Close sheet'})).toBeNull();
  });

  it('cycles focus inside the sheet', async () => {
    const user = userEvent.setup();
    render(<ShareSheet defaultOpen />);
    expect(focused()).toBe(screen.getByRole('button', {name: 'Copy link'}));
    await user.tab();
    expect(focused()).toBe(screen.getByRole('button', {name: 'Cancel'}));
    await user.tab();
    expect(focused()).toBe(handle());
    await user.tab();
    expect(focused()).toBe(screen.getByRole('button', {name: 'Copy link'}));
  });

  it('makes the page inert and keeps it from scrolling while open', async () => {
    const user = userEvent.setup();
    render(<ShareSheet />);
    await user.click(trigger());
    expect(screen.getByRole('main', {hidden: true}).closest('[inert]')).not.toBeNull();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('keeps Escape, the scrim and the handle from closing it with disableClose', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<ShareSheet defaultOpen disableClose onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('button', {name: 'Close sheet'})).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(scrim());
    expect(sheet()).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('works controlled: it reports requests and follows `open`', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const {rerender} = render(<ShareSheet open={false} onOpenChange={onOpenChange} />);
    await user.click(trigger());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<ShareSheet open onOpenChange={onOpenChange} />);
    expect(sheet()).toBeTruthy();
    // Nothing closes a controlled sheet but `open`: Escape and the handle only ask.
    await user.keyboard('{Escape}');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    expect(sheet()).toBeTruthy();
    rerender(<ShareSheet open onOpenChange={onOpenChange} />);
    await user.click(handle());
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [false]]);
    expect(sheet()).toBeTruthy();

    rerender(<ShareSheet open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from code without a trigger, and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    function FromCode() {
      const [open, setOpen] = useState(false);
      const [choice, setChoice] = useState('nothing');
      return (
        <main>
          <button type="button" onClick={() => setOpen(true)}>
            More options
          </button>
          <p>Chose {choice}</p>
          <BottomSheet open={open} onOpenChange={setOpen}>
            <BottomSheetContent aria-label="Options">
              <BottomSheetBody>
                <button
                  type="button"
                  onClick={() => {
                    setChoice('rename');
                    setOpen(false);
                  }}
                >
                  Rename
                </button>
              </BottomSheetBody>
            </BottomSheetContent>
          </BottomSheet>
        </main>
      );
    }
    render(<FromCode />);
    const more = screen.getByRole('button', {name: 'More options'});
    await user.click(more);
    expect(screen.getByRole('dialog', {name: 'Options'})).toBeTruthy();
    expect(focused()).toBe(screen.getByRole('button', {name: 'Rename'}));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Chose rename')).toBeTruthy();
    expect(focused()).toBe(more);
  });

  it('is named by aria-label or aria-labelledby instead of its title', () => {
    const {unmount} = render(<ShareSheet defaultOpen contentProps={{'aria-label': 'Send'}} />);
    expect(sheet().getAttribute('aria-label')).toBe('Send');
    expect(sheet().hasAttribute('aria-labelledby')).toBe(false);
    unmount();

    render(
      <>
        <span id="sheet-name">Send to</span>
        <ShareSheet defaultOpen contentProps={{'aria-labelledby': 'sheet-name'}} />
      </>,
    );
    expect(screen.getByRole('dialog', {name: 'Send to'})).toBeTruthy();
  });

  it('moves focus where it is told when it opens', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<ShareSheet defaultOpen initialFocus="first-tabbable" />);
    expect(focused()).toBe(handle());
    unmount();

    render(
      <BottomSheet defaultOpen>
        <BottomSheetContent aria-label="Note">
          <BottomSheetBody>
            <p>Saved.</p>
          </BottomSheetBody>
        </BottomSheetContent>
      </BottomSheet>,
    );
    // Nothing to focus below the handle: the sheet itself takes focus.
    expect(focused()).toBe(screen.getByRole('dialog', {name: 'Note'}));
    await user.keyboard('{Escape}');

    function Marked() {
      const input = useRef<HTMLInputElement>(null);
      return (
        <BottomSheet defaultOpen initialFocus={input}>
          <BottomSheetContent aria-label="Rename">
            <button type="button">Cancel</button>
            <input aria-label="Name" ref={input} />
            <button type="button" data-autofocus>
              Save
            </button>
          </BottomSheetContent>
        </BottomSheet>
      );
    }
    render(<Marked />);
    expect(focused()).toBe(screen.getByRole('textbox', {name: 'Name'}));
  });

  it('prefers an element with data-autofocus', () => {
    render(
      <BottomSheet defaultOpen>
        <BottomSheetContent aria-label="Rename">
          <button type="button">Cancel</button>
          <button type="button" data-autofocus>
            Save
          </button>
        </BottomSheetContent>
      </BottomSheet>,
    );
    expect(focused()).toBe(screen.getByRole('button', {name: 'Save'}));
  });

  it('forwards refs, classes and props, and runs your handlers first', async () => {
    const user = userEvent.setup();
    const ref = {current: null as HTMLDivElement | null};
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <BottomSheet defaultOpen>
        <BottomSheetContent ref={ref} className="mine" data-testid="sheet" aria-label="Share">
          <BottomSheetBody className="body" data-testid="body">
            <BottomSheetClose onClick={onClick}>Cancel</BottomSheetClose>
          </BottomSheetBody>
        </BottomSheetContent>
      </BottomSheet>,
    );
    const element = screen.getByTestId('sheet');
    expect(ref.current).toBe(element);
    expect(element.className).toBe('cdk-dialog-panel mat-bottom-sheet-container mine');
    expect(screen.getByTestId('body').className).toBe('mat-bottom-sheet-body body');
    // The handler called preventDefault(): the sheet stays open.
    await user.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('waits for its closing animation, and goes at once without one (reduced motion)', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const animation = {
      finished,
      effect: {getComputedTiming: () => ({endTime: 200})},
    } as unknown as Animation;
    Object.defineProperty(Element.prototype, 'getAnimations', {
      configurable: true,
      value: function (this: Element) {
        const closing = this.getAttribute('data-state') === 'closed';
        return closing && this.classList.contains('mat-bottom-sheet-container') ? [animation] : [];
      },
    });
    try {
      render(<ShareSheet />);
      await user.click(trigger());
      await user.keyboard('{Escape}');
      // The sheet slides down: still there, closed and inert, while the page is usable again.
      expect(sheet().getAttribute('data-state')).toBe('closed');
      expect(sheet().closest('[inert]')).not.toBeNull();
      expect(focused()).toBe(trigger());
      await act(async () => finish());
      expect(document.querySelector('.mat-bottom-sheet-container')).toBeNull();
    } finally {
      delete (Element.prototype as {getAnimations?: unknown}).getAnimations;
    }
    // With no animation running, as when the user asks for reduced motion, it goes at once.
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(document.querySelector('.mat-bottom-sheet-container')).toBeNull();
  });

  it('turns its animations and transitions off for reduced motion', () => {
    const css = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), 'bottom-sheet.css'),
      'utf8',
    );
    const reduced = /@media \(prefers-reduced-motion: reduce\) \{([^@]*)\}/.exec(css)?.[1] ?? '';
    expect(reduced).toContain('.mat-bottom-sheet-backdrop');
    expect(reduced).toContain(".mat-bottom-sheet-container:where([data-state='closed'])");
    expect(reduced).toMatch(/animation: none;\s*transition: none;/);
    // And motion is only ever in the sheet's own rules, which the block above overrides.
    expect(css).toMatch(/\.mat-bottom-sheet-container \{[^}]*animation: mat-bottom-sheet-enter/);
  });

  it('throws a clear error for a part outside a BottomSheet', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<BottomSheetContent aria-label="Lost" />)).toThrow(
      '<BottomSheetContent> must be used inside a <BottomSheet>.',
    );
  });
});
