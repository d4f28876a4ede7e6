import {act, fireEvent, render, screen} from '@testing-library/react';
import {useRef, useState} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {clearAnnouncements} from '../a11y';
import {expectNoAxeViolations, setLayoutBox} from '../testing';
import {announced, press} from './drag-drop.test-utils';
import {Draggable, type DraggableProps} from './draggable';
import type {DragPosition} from './geometry';

afterEach(() => {
  clearAnnouncements();
  vi.useRealTimers();
});

/** A 300 x 200 area with a 50 x 50 note at (10, 10) inside it. */
function Area({bounded = true, ...props}: DraggableProps & {bounded?: boolean}) {
  const area = useRef<HTMLDivElement>(null);
  return (
    <div ref={area} data-testid="area">
      <Draggable boundary={bounded ? area : undefined} {...props}>
        Note
      </Draggable>
    </div>
  );
}

const note = () => screen.getByText('Note');

function layOut(position: DragPosition = {x: 0, y: 0}) {
  setLayoutBox(screen.getByTestId('area'), {x: 0, y: 0, width: 300, height: 200});
  setLayoutBox(note(), {x: 10 + position.x, y: 10 + position.y, width: 50, height: 50});
}

function drag(from: DragPosition, ...to: DragPosition[]) {
  fireEvent.pointerDown(note(), {clientX: from.x, clientY: from.y, pointerId: 1, button: 0});
  for (const point of to) {
    fireEvent.pointerMove(document, {clientX: point.x, clientY: point.y, pointerId: 1});
  }
}
const release = (point: DragPosition) =>
  fireEvent.pointerUp(document, {clientX: point.x, clientY: point.y, pointerId: 1});

describe('Draggable dragged freely', () => {
  it('is a focusable element described by keyboard instructions', async () => {
    render(
      <main>
        <Area />
      </main>,
    );
    expect(note().tabIndex).toBe(0);
    expect(note().hasAttribute('role')).toBe(false);
    expect(note().style.transform).toBe('');
    const description = document.getElementById(note().getAttribute('aria-describedby')!);
    expect(description?.textContent).toMatch(/arrow keys/);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('follows the pointer and keeps its new position, drag after drag', () => {
    const onPositionChange = vi.fn();
    render(<Area bounded={false} onPositionChange={onPositionChange} />);
    layOut();
    drag({x: 20, y: 20}, {x: 40, y: 30}, {x: 60, y: 50});
    expect(note().getAttribute('data-dragging')).toBe('pointer');
    expect(note().style.transform).toBe('translate3d(40px, 30px, 0)');
    release({x: 60, y: 50});
    expect(note().hasAttribute('data-dragging')).toBe(false);
    expect(note().style.transform).toBe('translate3d(40px, 30px, 0)');
    expect(onPositionChange).toHaveBeenCalledWith({x: 40, y: 30});

    drag({x: 60, y: 50}, {x: 50, y: 50}, {x: 40, y: 60});
    release({x: 40, y: 60});
    expect(note().style.transform).toBe('translate3d(20px, 40px, 0)');
    expect(onPositionChange).toHaveBeenLastCalledWith({x: 20, y: 40});
  });

  it('stays put for a press shorter than the threshold, which can be changed', () => {
    const onPositionChange = vi.fn();
    const onClick = vi.fn();
    const {unmount} = render(<Area onPositionChange={onPositionChange} onClick={onClick} />);
    layOut();
    drag({x: 20, y: 20}, {x: 23, y: 22});
    release({x: 23, y: 22});
    fireEvent.click(note());
    expect(note().style.transform).toBe('');
    expect(onPositionChange).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledTimes(1);
    unmount();

    render(<Area dragThreshold={1} onPositionChange={onPositionChange} />);
    layOut();
    drag({x: 20, y: 20}, {x: 23, y: 22});
    release({x: 23, y: 22});
    expect(onPositionChange).toHaveBeenCalledWith({x: 3, y: 2});
  });

  it('stays inside its boundary', () => {
    const onPositionChange = vi.fn();
    render(<Area onPositionChange={onPositionChange} />);
    layOut();
    drag({x: 20, y: 20}, {x: 900, y: 900});
    // The note is 50px wide at x = 10 in a 300 x 200 area.
    expect(note().style.transform).toBe('translate3d(240px, 140px, 0)');
    release({x: 900, y: 900});
    expect(onPositionChange).toHaveBeenCalledWith({x: 240, y: 140});

    layOut({x: 240, y: 140});
    drag({x: 260, y: 160}, {x: -500, y: 100});
    expect(note().style.transform).toBe('translate3d(-10px, 80px, 0)');
    release({x: -500, y: 100});
  });

  it('moves along one axis when locked', () => {
    const {unmount} = render(<Area lockAxis="x" />);
    layOut();
    drag({x: 20, y: 20}, {x: 70, y: 100});
    expect(note().style.transform).toBe('translate3d(50px, 0px, 0)');
    release({x: 70, y: 100});
    unmount();

    render(<Area lockAxis="y" />);
    layOut();
    drag({x: 20, y: 20}, {x: 70, y: 100});
    expect(note().style.transform).toBe('translate3d(0px, 80px, 0)');
    release({x: 70, y: 100});
  });

  it('goes back where it was on Escape during a pointer drag', () => {
    const onPositionChange = vi.fn();
    render(<Area defaultPosition={{x: 5, y: 5}} onPositionChange={onPositionChange} />);
    layOut({x: 5, y: 5});
    expect(note().style.transform).toBe('translate3d(5px, 5px, 0)');
    drag({x: 30, y: 30}, {x: 80, y: 80});
    expect(note().style.transform).toBe('translate3d(55px, 55px, 0)');
    fireEvent.keyDown(document.body, {key: 'Escape'});
    expect(note().style.transform).toBe('translate3d(5px, 5px, 0)');
    release({x: 80, y: 80});
    expect(onPositionChange).not.toHaveBeenCalled();
  });

  it('follows a controlled position', async () => {
    function Controlled() {
      const [position, setPosition] = useState({x: 0, y: 0});
      return (
        <>
          <Area bounded={false} position={position} onPositionChange={setPosition} />
          <button type="button" onClick={() => setPosition({x: 0, y: 0})}>
            Reset
          </button>
        </>
      );
    }
    render(<Controlled />);
    layOut();
    drag({x: 20, y: 20}, {x: 50, y: 60});
    release({x: 50, y: 60});
    expect(note().style.transform).toBe('translate3d(30px, 40px, 0)');
    // The click right after a drop is swallowed; this one comes later.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByRole('button', {name: 'Reset'}));
    expect(note().style.transform).toBe('');

    const onPositionChange = vi.fn();
    render(
      <Draggable position={{x: 7, y: 8}} onPositionChange={onPositionChange}>
        Pinned
      </Draggable>,
    );
    const pinned = screen.getByText('Pinned');
    setLayoutBox(pinned, {x: 0, y: 0, width: 20, height: 20});
    fireEvent.pointerDown(pinned, {clientX: 5, clientY: 5, pointerId: 1, button: 0});
    fireEvent.pointerMove(document, {clientX: 25, clientY: 5, pointerId: 1});
    release({x: 25, y: 5});
    expect(onPositionChange).toHaveBeenCalledWith({x: 27, y: 8});
    expect(pinned.style.transform).toBe('translate3d(7px, 8px, 0)');
  });

  it('moves with the arrow keys once picked up, and drops or cancels, with announcements', async () => {
    vi.useFakeTimers();
    const onPositionChange = vi.fn();
    render(<Area keyboardStep={25} onPositionChange={onPositionChange} />);
    layOut();
    act(() => note().focus());
    press('ArrowRight'); // Not picked up yet: nothing moves.
    expect(note().style.transform).toBe('');
    press(' ');
    expect(await announced()).toBe('Picked up Note.');
    expect(note().getAttribute('data-dragging')).toBe('keyboard');
    press('ArrowRight');
    press('ArrowRight');
    press('ArrowDown');
    expect(note().style.transform).toBe('translate3d(50px, 25px, 0)');
    press('ArrowUp');
    press('ArrowLeft');
    press('Enter');
    expect(await announced()).toBe('Dropped Note.');
    expect(onPositionChange).toHaveBeenCalledWith({x: 25, y: 0});
    expect(note().style.transform).toBe('translate3d(25px, 0px, 0)');

    layOut({x: 25, y: 0});
    press(' ');
    for (let i = 0; i < 20; i++) press('ArrowRight');
    // Held inside the 300px area: 240px from the start, the note is at 25px.
    expect(note().style.transform).toBe('translate3d(240px, 0px, 0)');
    press('Escape');
    expect(await announced()).toBe('Cancelled. Note is back where it was.');
    expect(note().style.transform).toBe('translate3d(25px, 0px, 0)');
    expect(onPositionChange).toHaveBeenCalledTimes(1);
  });

  it('cancels a keyboard drag when focus leaves', () => {
    render(
      <>
        <Area />
        <button type="button">Away</button>
      </>,
    );
    layOut();
    act(() => note().focus());
    press(' ');
    press('ArrowDown');
    expect(note().style.transform).toBe('translate3d(0px, 10px, 0)');
    act(() => screen.getByRole('button', {name: 'Away'}).focus());
    expect(note().hasAttribute('data-dragging')).toBe(false);
    expect(note().style.transform).toBe('');
  });

  it('does nothing while disabled', () => {
    render(<Area disabled />);
    layOut();
    expect(note().hasAttribute('tabindex')).toBe(false);
    expect(note().hasAttribute('data-disabled')).toBe(true);
    drag({x: 20, y: 20}, {x: 80, y: 80});
    expect(note().style.transform).toBe('');
    fireEvent.keyDown(note(), {key: ' '});
    expect(note().hasAttribute('data-dragging')).toBe(false);
  });

  it('uses the given messages', async () => {
    vi.useFakeTimers();
    render(
      <Draggable label="Sticky note" messages={{freeInstructions: 'Use arrows.'}}>
        Note
      </Draggable>,
    );
    expect(document.getElementById(note().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Use arrows.',
    );
    act(() => note().focus());
    press('Enter');
    expect(await announced()).toBe('Picked up Sticky note.');
  });
});
