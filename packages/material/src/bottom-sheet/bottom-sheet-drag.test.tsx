import {setLayoutBox} from '@material-react/cdk/testing';
import {fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {BottomSheet, BottomSheetBody, BottomSheetContent, BottomSheetTrigger} from './index';
import {dismissDistance} from './use-sheet-drag';

function Sheet({onOpenChange}: {onOpenChange?: (open: boolean) => void}) {
  return (
    <BottomSheet onOpenChange={onOpenChange}>
      <BottomSheetTrigger>Open</BottomSheetTrigger>
      <BottomSheetContent aria-label="Actions">
        <BottomSheetBody>
          <button type="button">Archive</button>
        </BottomSheetBody>
      </BottomSheetContent>
    </BottomSheet>
  );
}

const sheet = () => screen.getByRole('dialog', {name: 'Actions'});
const zone = () => document.querySelector<HTMLElement>('.mat-bottom-sheet-drag-zone')!;
const handle = () => screen.getByRole('button', {name: 'Close sheet'});
const offset = () => sheet().style.getPropertyValue('--mat-bottom-sheet-drag-offset');

const press = (y: number, init: Partial<PointerEventInit> = {}) =>
  fireEvent.pointerDown(handle(), {clientY: y, pointerId: 1, button: 0, isPrimary: true, ...init});
const move = (y: number, pointerId = 1) => fireEvent.pointerMove(zone(), {clientY: y, pointerId});
const release = (y: number) => fireEvent.pointerUp(zone(), {clientY: y, pointerId: 1});

async function openSheet(onOpenChange?: (open: boolean) => void) {
  const user = userEvent.setup();
  render(<Sheet onOpenChange={onOpenChange} />);
  await user.click(screen.getByRole('button', {name: 'Open'}));
  // A 300px sheet closes when let go 100px down.
  setLayoutBox(sheet(), {x: 0, y: 500, width: 640, height: 300});
  return user;
}

afterEach(() => document.querySelector('.cdk-overlay-container')?.remove());

describe('dragging the bottom sheet', () => {
  it('needs a third of the height, between 48px and 160px, to close', () => {
    expect(dismissDistance(0)).toBe(48);
    expect(dismissDistance(90)).toBe(48);
    expect(dismissDistance(300)).toBe(100);
    expect(dismissDistance(900)).toBe(160);
  });

  it('follows the pointer down, never up, and slides back when let go early', async () => {
    const onOpenChange = vi.fn();
    await openSheet(onOpenChange);
    press(20);
    move(60);
    expect(sheet().hasAttribute('data-dragging')).toBe(true);
    expect(offset()).toBe('40px');
    move(-30);
    expect(offset()).toBe('0px');
    move(110);
    expect(offset()).toBe('90px');
    release(110);
    expect(sheet().hasAttribute('data-dragging')).toBe(false);
    expect(offset()).toBe('');
    // The click that ends a drag does not close the sheet.
    fireEvent.click(handle(), {detail: 1});
    expect(sheet().getAttribute('data-state')).toBe('open');
    expect(onOpenChange).toHaveBeenCalledTimes(1);
  });

  it('closes when let go past the dismiss distance, giving focus back', async () => {
    const onOpenChange = vi.fn();
    await openSheet(onOpenChange);
    const opener = screen.getByRole('button', {name: 'Open'});
    press(20);
    move(80);
    move(130);
    release(130);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    expect(document.activeElement).toBe(opener);
  });

  it('slides back when the drag is cancelled, however far it went', async () => {
    await openSheet();
    press(20);
    move(250);
    fireEvent.pointerCancel(zone(), {pointerId: 1});
    expect(offset()).toBe('');
    expect(sheet().getAttribute('data-state')).toBe('open');
  });

  it('ignores other pointers and buttons, and a press that barely moves is a click', async () => {
    await openSheet();
    press(20, {button: 2, pointerType: 'mouse'});
    move(200);
    expect(offset()).toBe('');

    press(20);
    move(200, 7);
    expect(offset()).toBe('');
    move(23);
    expect(sheet().hasAttribute('data-dragging')).toBe(false);
    release(23);
    fireEvent.click(handle(), {detail: 1});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can be dragged from anywhere on the strip around the handle', async () => {
    await openSheet();
    fireEvent.pointerDown(zone(), {clientY: 10, pointerId: 3, button: 0, isPrimary: true});
    fireEvent.pointerMove(zone(), {clientY: 200, pointerId: 3});
    fireEvent.pointerUp(zone(), {clientY: 200, pointerId: 3});
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
