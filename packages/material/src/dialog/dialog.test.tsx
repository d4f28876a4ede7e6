import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Button} from '../button';
import {FormField, Input} from '../form-field';
import {Dialog, DialogClose, DialogTrigger, type DialogProps} from './dialog';
import {DialogContent, type DialogContentProps} from './dialog-content';
import {DialogActions, DialogBody, DialogDescription, DialogTitle} from './dialog-parts';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

function DeleteDraft({
  contentProps,
  ...dialogProps
}: Partial<DialogProps> & {contentProps?: Partial<DialogContentProps>}) {
  return (
    <main>
      <Dialog {...dialogProps}>
        <DialogTrigger asChild>
          <Button>Delete draft</Button>
        </DialogTrigger>
        <DialogContent {...contentProps}>
          <DialogTitle>Delete the draft?</DialogTitle>
          <DialogBody>
            <DialogDescription>It cannot be restored.</DialogDescription>
          </DialogBody>
          <DialogActions>
            <DialogClose asChild>
              <Button>Cancel</Button>
            </DialogClose>
            <Button>Delete</Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </main>
  );
}

const trigger = () => screen.getByRole('button', {name: 'Delete draft'});
const scrim = () => document.querySelector<HTMLElement>('.mat-dialog-backdrop')!;
const focused = () => document.activeElement;

afterEach(() => {
  document.querySelector('.cdk-overlay-container')?.remove();
  vi.unstubAllGlobals();
});

describe('Dialog', () => {
  it('opens a Material dialog from its trigger, named and described, and closes it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<DeleteDraft role="alertdialog" onOpenChange={onOpenChange} />);
    expect(document.querySelector('.mat-dialog-container')).toBeNull();
    await user.click(trigger());

    const dialog = screen.getByRole('alertdialog', {
      name: 'Delete the draft?',
      description: 'It cannot be restored.',
    });
    expect(dialog.classList.contains('mat-dialog-container')).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.parentElement?.classList.contains('mat-dialog-pane')).toBe(true);
    expect(within(dialog).getByRole('heading', {level: 2}).className).toBe('mat-dialog-title');
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe(screen.getByRole('button', {name: 'Cancel'}));
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    expect(focused()).toBe(trigger());
  });

  it('works controlled, opened by a button of its own', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Rename</Button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent>
              <DialogTitle>Rename</DialogTitle>
              <DialogBody>
                <FormField label="Name">
                  <Input />
                </FormField>
              </DialogBody>
              <DialogActions>
                <Button onClick={() => setOpen(false)}>Save</Button>
              </DialogActions>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Controlled />);
    const rename = screen.getByRole('button', {name: 'Rename'});
    await user.click(rename);
    const name = screen.getByRole('textbox', {name: 'Name'});
    expect(focused()).toBe(name);
    await user.tab();
    expect(focused()).toBe(screen.getByRole('button', {name: 'Save'}));
    await user.tab();
    expect(focused()).toBe(name);
    await user.tab({shift: true});
    expect(focused()).toBe(screen.getByRole('button', {name: 'Save'}));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(rename);
  });

  it('closes on Escape and on the scrim unless closing is turned off', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<DeleteDraft />);
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger());
    await user.click(scrim());
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(<DeleteDraft disableClose />);
    await user.click(trigger());
    await user.keyboard('{Escape}');
    await user.click(scrim());
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('blocks the page and its scrolling while open', async () => {
    const user = userEvent.setup();
    render(<DeleteDraft />);
    await user.click(trigger());
    expect(screen.getByRole('main', {hidden: true}).closest('[inert]')).not.toBeNull();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes nested dialogs one at a time, focus going back to the lower one', async () => {
    const user = userEvent.setup();
    render(
      <Dialog defaultOpen>
        <DialogContent>
          <DialogTitle>Share</DialogTitle>
          <DialogActions>
            <Dialog>
              <DialogTrigger asChild>
                <Button>Advanced</Button>
              </DialogTrigger>
              <DialogContent>
                <DialogTitle>Advanced sharing</DialogTitle>
                <DialogActions>
                  <DialogClose asChild>
                    <Button>Back</Button>
                  </DialogClose>
                </DialogActions>
              </DialogContent>
            </Dialog>
          </DialogActions>
        </DialogContent>
      </Dialog>,
    );
    const advanced = screen.getByRole('button', {name: 'Advanced'});
    await user.click(advanced);
    expect(screen.getByRole('dialog', {name: 'Advanced sharing'})).toBeTruthy();
    const share = screen.getByRole('dialog', {name: 'Share'});
    expect(share.closest('[inert]')).not.toBeNull();
    await expectNoAxeViolations();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', {name: 'Advanced sharing'})).toBeNull();
    expect(share.closest('[inert]')).toBeNull();
    expect(focused()).toBe(advanced);
  });

  it('takes sizes as component tokens and lines up its actions', async () => {
    render(
      <DeleteDraft defaultOpen contentProps={{width: 400, maxWidth: '90vw', minWidth: '20rem'}} />,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.getPropertyValue('--mat-dialog-container-width')).toBe('400px');
    expect(dialog.style.getPropertyValue('--mat-dialog-container-max-width')).toBe('90vw');
    expect(dialog.style.getPropertyValue('--mat-dialog-container-min-width')).toBe('20rem');
    expect(dialog.style.getPropertyValue('--mat-dialog-container-height')).toBe('');
    expect(dialog.hasAttribute('data-full-screen')).toBe(false);
    expect(document.querySelector('.mat-dialog-actions')?.getAttribute('data-align')).toBe('end');
  });

  it('fills the screen always, or while a media query matches', () => {
    const {unmount} = render(<DeleteDraft defaultOpen contentProps={{fullScreen: true}} />);
    expect(screen.getByRole('dialog').hasAttribute('data-full-screen')).toBe(true);
    unmount();

    let narrow = true;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      get matches() {
        return narrow && query === '(max-width: 719.98px)';
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    render(<DeleteDraft defaultOpen contentProps={{fullScreen: '(max-width: 719.98px)'}} />);
    expect(screen.getByRole('dialog').hasAttribute('data-full-screen')).toBe(true);
    act(() => {
      narrow = false;
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByRole('dialog').hasAttribute('data-full-screen')).toBe(false);
  });
});
