import {prerenderAndHydrate, type PrerenderedTree} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it} from 'vitest';
import {Button} from '../button';
import {
  BottomSheet,
  BottomSheetBody,
  BottomSheetClose,
  BottomSheetContent,
  BottomSheetTitle,
  BottomSheetTrigger,
} from './index';

function ShareSheet({defaultOpen = false}: {defaultOpen?: boolean}) {
  return (
    <main>
      <BottomSheet defaultOpen={defaultOpen}>
        <BottomSheetTrigger asChild>
          <Button>Share</Button>
        </BottomSheetTrigger>
        <BottomSheetContent>
          <BottomSheetTitle>Share the album</BottomSheetTitle>
          <BottomSheetBody>
            <BottomSheetClose asChild>
              <Button>Cancel</Button>
            </BottomSheetClose>
          </BottomSheetBody>
        </BottomSheetContent>
      </BottomSheet>
    </main>
  );
}

describe('hydration', () => {
  let tree: PrerenderedTree | undefined;
  afterEach(() => {
    tree?.unmount();
    tree = undefined;
    document.querySelector('.cdk-overlay-container')?.remove();
  });

  it('hydrates a prerendered trigger without mismatches, then opens and closes the sheet', async () => {
    tree = await prerenderAndHydrate(<ShareSheet />);
    expect(tree.recoverableErrors).toEqual([]);
    expect(tree.consoleErrors).toEqual([]);
    const user = userEvent.setup();
    const share = screen.getByRole('button', {name: 'Share'});
    await user.click(share);
    expect(screen.getByRole('dialog', {name: 'Share the album'})).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Cancel'}));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(share);
  });

  it('shows a sheet that starts open once hydrated, without mismatches', async () => {
    tree = await prerenderAndHydrate(<ShareSheet defaultOpen />);
    expect(tree.recoverableErrors).toEqual([]);
    expect(tree.consoleErrors).toEqual([]);
    expect(tree.html).not.toContain('role="dialog"');
    expect(screen.getByRole('dialog', {name: 'Share the album'})).toBeTruthy();
    expect(screen.getByRole('main', {hidden: true}).closest('[inert]')).not.toBeNull();
  });
});
