import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {OverlayPortal} from '../overlay';
import {CdkDialog, CdkDialogClose, CdkDialogPortal, CdkDialogTrigger} from './dialog';
import {CdkDialogBackdrop, CdkDialogPanel, CdkDialogTitle} from './dialog-parts';
import {useDialogState} from './dialog-state';
import {useDialog} from './use-dialog';

afterEach(() => {
  document.querySelector('.cdk-overlay-container')?.remove();
});

const focused = () => document.activeElement;

function NestedDialogs() {
  return (
    <>
      <main>
        <p>Page text</p>
      </main>
      <CdkDialog>
        <CdkDialogTrigger>Edit profile</CdkDialogTrigger>
        <CdkDialogPortal data-testid="outer-pane">
          <CdkDialogBackdrop />
          <CdkDialogPanel>
            <CdkDialogTitle>Profile</CdkDialogTitle>
            <CdkDialog role="alertdialog">
              <CdkDialogTrigger>Delete account</CdkDialogTrigger>
              <CdkDialogPortal>
                <CdkDialogBackdrop data-testid="inner-backdrop" />
                <CdkDialogPanel>
                  <CdkDialogTitle>Delete the account?</CdkDialogTitle>
                  <CdkDialogClose>Keep it</CdkDialogClose>
                </CdkDialogPanel>
              </CdkDialogPortal>
            </CdkDialog>
            <CdkDialogClose>Close</CdkDialogClose>
          </CdkDialogPanel>
        </CdkDialogPortal>
      </CdkDialog>
    </>
  );
}

describe('nested dialogs', () => {
  it('stack: Escape closes only the top one and focus goes back to the lower one', async () => {
    const user = userEvent.setup();
    render(<NestedDialogs />);
    await user.click(screen.getByRole('button', {name: 'Edit profile'}));
    const deleteButton = screen.getByRole('button', {name: 'Delete account'});
    await user.click(deleteButton);

    const outer = screen.getByRole('dialog', {hidden: true});
    const inner = screen.getByRole('alertdialog', {name: 'Delete the account?'});
    expect(focused()).toBe(screen.getByRole('button', {name: 'Keep it'}));
    // The lower dialog is behind the top one: inert, outside the focus trap.
    expect(screen.getByTestId('outer-pane').hasAttribute('inert')).toBe(true);
    expect(inner.closest('[inert]')).toBeNull();
    expect(screen.getByText('Page text').closest('[inert]')).not.toBeNull();
    await user.tab();
    expect(focused()).toBe(screen.getByRole('button', {name: 'Keep it'}));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', {name: 'Profile'})).toBe(outer);
    expect(screen.getByTestId('outer-pane').hasAttribute('inert')).toBe(false);
    expect(focused()).toBe(deleteButton);
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(screen.getByRole('button', {name: 'Edit profile'}));
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes only the top one on a click on its backdrop', async () => {
    const user = userEvent.setup();
    render(<NestedDialogs />);
    await user.click(screen.getByRole('button', {name: 'Edit profile'}));
    await user.click(screen.getByRole('button', {name: 'Delete account'}));
    await user.click(screen.getByTestId('inner-backdrop'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', {name: 'Profile'})).toBeTruthy();
  });
});

function HookDialog({onOpenChange}: {onOpenChange?: (open: boolean) => void}) {
  const state = useDialogState({onOpenChange});
  const dialog = useDialog(state, {role: 'alertdialog'});
  return (
    <>
      <button {...dialog.triggerProps}>Delete</button>
      {dialog.isRendered && (
        <OverlayPortal>
          <div {...dialog.paneProps} data-testid="pane">
            <div {...dialog.backdropProps} />
            <div {...dialog.dialogProps}>
              <h2 {...dialog.titleProps}>Delete the file?</h2>
              <p {...dialog.descriptionProps}>It cannot be restored.</p>
              <button {...dialog.closeProps}>Cancel</button>
            </div>
          </div>
        </OverlayPortal>
      )}
    </>
  );
}

describe('useDialog', () => {
  it('gives props for markup of your own', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<HookDialog onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', {name: 'Delete'}));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Delete the file?',
      description: 'It cannot be restored.',
    });
    expect(screen.getByTestId('pane').className).toBe('cdk-overlay-pane cdk-dialog-pane');
    expect(focused()).toBe(screen.getByRole('button', {name: 'Cancel'}));
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await user.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(focused()).toBe(screen.getByRole('button', {name: 'Delete'}));
  });

  it('keeps the pane rendered, inert and closed, until its closing animation ends', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const animation = {
      effect: {getComputedTiming: () => ({endTime: 150})},
      finished,
    } as unknown as Animation;
    // jsdom has no Web Animations; the pane pretends to run a closing animation.
    const getAnimations = vi.fn(function (this: Element) {
      return this.classList.contains('cdk-dialog-pane') ? [animation] : [];
    });
    Object.defineProperty(Element.prototype, 'getAnimations', {
      configurable: true,
      value: getAnimations,
    });
    try {
      render(<HookDialog />);
      const trigger = screen.getByRole('button', {name: 'Delete'});
      await user.click(trigger);
      await user.click(screen.getByRole('button', {name: 'Cancel'}));
      const pane = screen.getByTestId('pane');
      expect(pane.getAttribute('data-state')).toBe('closed');
      expect(pane.hasAttribute('inert')).toBe(true);
      // Focus and the page are given back at once, not after the animation.
      expect(focused()).toBe(trigger);
      expect(document.querySelectorAll('[inert]')).toHaveLength(1);
      await act(async () => finish());
      expect(screen.queryByTestId('pane')).toBeNull();
    } finally {
      delete (Element.prototype as {getAnimations?: unknown}).getAnimations;
    }
  });
});
