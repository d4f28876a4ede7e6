import {act, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {clearAnnouncements} from '../a11y';
import {setLayoutBox} from '../testing';
import {
  down,
  item,
  itemTexts,
  layOut,
  layout,
  list,
  move,
  Tasks,
  TASKS,
  up,
} from './drag-drop.test-utils';
import {Draggable} from './draggable';
import {DropList} from './drop-list';

afterEach(() => clearAnnouncements());

describe('pointer dragging in a list', () => {
  it('keeps a short press a click', () => {
    const onClick = vi.fn();
    const onDrop = vi.fn();
    render(
      <DropList aria-label="Tasks" onDrop={onDrop}>
        <Draggable onClick={onClick}>Buy milk</Draggable>
        <Draggable>Walk the dog</Draggable>
      </DropList>,
    );
    layOut(list('Tasks'));
    const milk = item('Buy milk');
    down(milk, 50, 20);
    move(52, 23); // 3.6px: below the 5px threshold
    expect(milk.hasAttribute('data-dragging')).toBe(false);
    expect(document.documentElement.hasAttribute('data-cdk-dragging')).toBe(false);
    up(52, 23);
    fireEvent.click(milk);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('lifts the item, follows the pointer, shows the placeholder and drops there', () => {
    const onDrop = vi.fn();
    const onListClick = vi.fn();
    render(
      <div onClick={onListClick}>
        <Tasks onDrop={onDrop} />
      </div>,
    );
    const tasks = list('Tasks');
    layOut(tasks);
    const milk = item('Buy milk');
    down(milk, 50, 20);
    move(50, 30);
    expect(milk.getAttribute('data-dragging')).toBe('pointer');
    expect(document.documentElement.hasAttribute('data-cdk-dragging')).toBe(true);
    expect(milk.style).toMatchObject({
      position: 'fixed',
      left: '0px',
      top: '0px',
      width: '200px',
      height: '40px',
      pointerEvents: 'none',
      transform: 'translate3d(0px, 10px, 0)',
    });
    expect(layout(tasks)).toEqual(['_', ...TASKS.slice(1)]);
    const placeholder = tasks.querySelector<HTMLElement>('.cdk-drag-placeholder')!;
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.style.height).toBe('40px');

    move(50, 105); // past the middles of the next two items
    expect(layout(tasks)).toEqual(['Walk the dog', 'Write report', '_', 'Call mum', 'Pay bills']);
    expect(milk.style.transform).toBe('translate3d(0px, 85px, 0)');
    move(70, 95); // back above the middle of "Write report"
    expect(layout(tasks)).toEqual(['Walk the dog', '_', 'Write report', 'Call mum', 'Pay bills']);
    move(50, 105);
    up(50, 105);

    expect(onDrop).toHaveBeenCalledWith(
      expect.objectContaining({
        item: 'Buy milk',
        previousIndex: 0,
        currentIndex: 2,
        isPointerOverList: true,
        mode: 'pointer',
      }),
    );
    expect(itemTexts(tasks)).toEqual([
      'Walk the dog',
      'Write report',
      'Buy milk',
      'Call mum',
      'Pay bills',
    ]);
    expect(milk.hasAttribute('data-dragging')).toBe(false);
    expect(milk.style.position).toBe('');
    expect(tasks.querySelector('.cdk-drag-placeholder')).toBeNull();
    expect(document.documentElement.hasAttribute('data-cdk-dragging')).toBe(false);
    // The click that follows the release is swallowed.
    fireEvent.click(milk);
    expect(onListClick).not.toHaveBeenCalled();
  });

  it('lets clicks through again once the drop is over', async () => {
    const onClick = vi.fn();
    render(
      <DropList aria-label="Tasks">
        <Draggable onClick={onClick}>Buy milk</Draggable>
      </DropList>,
    );
    layOut(list('Tasks'));
    down(item('Buy milk'), 50, 20);
    move(50, 40);
    up(50, 40);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(item('Buy milk'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('holds list items to an axis, and reports a release outside the list', () => {
    const onDrop = vi.fn();
    const {unmount} = render(
      <DropList aria-label="Tasks" onDrop={onDrop}>
        <Draggable lockAxis="y">Buy milk</Draggable>
        <Draggable>Walk the dog</Draggable>
      </DropList>,
    );
    layOut(list('Tasks'));
    down(item('Buy milk'), 50, 20);
    move(400, 70);
    expect(item('Buy milk').style.transform).toBe('translate3d(0px, 50px, 0)');
    up(400, 70);
    expect(onDrop).toHaveBeenLastCalledWith(
      expect.objectContaining({currentIndex: 1, isPointerOverList: true}),
    );
    unmount();

    render(<Tasks onDrop={onDrop} />);
    layOut(list('Tasks'));
    down(item('Buy milk'), 50, 20);
    move(50, 70);
    move(500, 110);
    // Outside the list, the placeholder stays where it was last.
    expect(layout(list('Tasks'))).toEqual(['Walk the dog', '_', ...TASKS.slice(2)]);
    expect(item('Buy milk').style.transform).toBe('translate3d(450px, 90px, 0)');
    up(500, 110);
    expect(onDrop).toHaveBeenLastCalledWith(
      expect.objectContaining({previousIndex: 0, currentIndex: 1, isPointerOverList: false}),
    );
  });

  it('cancels with Escape or a pointercancel, and drops nothing', () => {
    const onDrop = vi.fn();
    render(<Tasks onDrop={onDrop} />);
    const tasks = list('Tasks');
    layOut(tasks);
    down(item('Buy milk'), 50, 20);
    move(50, 105);
    fireEvent.keyDown(document.activeElement ?? document.body, {key: 'Escape'});
    expect(item('Buy milk').hasAttribute('data-dragging')).toBe(false);
    expect(layout(tasks)).toEqual(TASKS);
    up(50, 105);
    expect(onDrop).not.toHaveBeenCalled();

    down(item('Walk the dog'), 50, 60);
    move(50, 150);
    expect(item('Walk the dog').getAttribute('data-dragging')).toBe('pointer');
    fireEvent.pointerCancel(document, {pointerId: 1});
    expect(item('Walk the dog').hasAttribute('data-dragging')).toBe(false);
    expect(itemTexts(tasks)).toEqual(TASKS);
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('ignores other buttons, other pointers, controls inside items and disabled items', () => {
    const onDrop = vi.fn();
    render(
      <DropList aria-label="Tasks" onDrop={onDrop}>
        <Draggable>
          Buy milk <input aria-label="Amount" />
        </Draggable>
        <Draggable disabled>Walk the dog</Draggable>
      </DropList>,
    );
    layOut(list('Tasks'));
    const milk = screen.getByText(/Buy milk/);
    down(milk, 50, 20, {button: 2});
    move(50, 60);
    expect(milk.hasAttribute('data-dragging')).toBe(false);
    down(screen.getByRole('textbox', {name: 'Amount'}), 50, 20);
    move(50, 60);
    expect(milk.hasAttribute('data-dragging')).toBe(false);
    down(item('Walk the dog'), 50, 60);
    move(50, 10);
    expect(item('Walk the dog').hasAttribute('data-dragging')).toBe(false);
    down(milk, 50, 20);
    fireEvent.pointerMove(document, {clientX: 50, clientY: 60, pointerId: 2});
    expect(milk.hasAttribute('data-dragging')).toBe(false);
    move(50, 60);
    expect(milk.getAttribute('data-dragging')).toBe('pointer');
    up(50, 60);
    expect(onDrop).toHaveBeenCalledTimes(1);
  });

  it('lets your onPointerDown opt out with preventDefault()', () => {
    const onPointerDown = vi.fn((event: React.PointerEvent) => event.preventDefault());
    render(
      <DropList aria-label="Tasks">
        <Draggable onPointerDown={onPointerDown}>Buy milk</Draggable>
      </DropList>,
    );
    layOut(list('Tasks'));
    down(item('Buy milk'), 50, 20);
    move(50, 60);
    expect(onPointerDown).toHaveBeenCalledTimes(1);
    expect(item('Buy milk').hasAttribute('data-dragging')).toBe(false);
    up(50, 60);
  });

  it('ends a drag whose item goes away, and the others can still be dragged', () => {
    const onDrop = vi.fn();
    const tasks = (names: string[]) => (
      <DropList aria-label="Tasks" onDrop={onDrop}>
        {names.map((name) => (
          <Draggable key={name}>{name}</Draggable>
        ))}
      </DropList>
    );
    const {rerender} = render(tasks(['A', 'B', 'C']));
    layOut(list('Tasks'));
    down(item('A'), 50, 20);
    move(50, 70);
    expect(layout(list('Tasks'))).toEqual(['B', '_', 'C']);
    rerender(tasks(['B', 'C']));
    expect(layout(list('Tasks'))).toEqual(['B', 'C']);
    expect(document.documentElement.hasAttribute('data-cdk-dragging')).toBe(false);
    up(50, 70);
    expect(onDrop).not.toHaveBeenCalled();

    layOut(list('Tasks'));
    down(item('C'), 50, 60);
    move(50, 10);
    up(50, 10);
    expect(onDrop).toHaveBeenCalledWith(
      expect.objectContaining({previousIndex: 1, currentIndex: 0}),
    );
  });

  it('places the lifted item where it was even inside a transformed ancestor', () => {
    render(<Tasks />);
    layOut(list('Tasks'));
    const milk = item('Buy milk');
    // A fixed element lands 30px right and 20px lower than asked, as under a transform.
    Object.defineProperty(milk, 'getBoundingClientRect', {
      configurable: true,
      value: () => {
        const fixed = milk.style.position === 'fixed';
        const left = fixed ? parseFloat(milk.style.left) + 30 : 0;
        const top = fixed ? parseFloat(milk.style.top) + 20 : 0;
        return {
          left,
          top,
          x: left,
          y: top,
          width: 200,
          height: 40,
          right: left + 200,
          bottom: top + 40,
        };
      },
    });
    down(milk, 50, 20);
    move(50, 30);
    expect(milk.style.left).toBe('-30px');
    expect(milk.style.top).toBe('-20px');
    expect(milk.style.transform).toBe('translate3d(0px, 10px, 0)');
    up(50, 30);
  });

  it('scrolls a scrolling list near its edges while dragging', async () => {
    render(<Tasks />);
    const tasks = list('Tasks');
    layOut(tasks);
    // The list shows 80px of its 200px.
    setLayoutBox(tasks, {x: 0, y: 0, width: 200, height: 80});
    Object.defineProperty(tasks, 'scrollHeight', {configurable: true, value: 200});
    const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    down(item('Buy milk'), 50, 20);
    move(50, 78);
    await frame();
    const scrolled = tasks.scrollTop;
    expect(scrolled).toBeGreaterThan(0);
    await frame();
    expect(tasks.scrollTop).toBeGreaterThan(scrolled);
    move(50, 40); // the middle: it stops
    const stopped = tasks.scrollTop;
    await frame();
    expect(tasks.scrollTop).toBe(stopped);
    up(50, 40);
  });

  it('does not scroll a list that asked not to', async () => {
    render(<Tasks autoScroll={false} />);
    const tasks = list('Tasks');
    layOut(tasks);
    setLayoutBox(tasks, {x: 0, y: 0, width: 200, height: 80});
    Object.defineProperty(tasks, 'scrollHeight', {configurable: true, value: 200});
    down(item('Buy milk'), 50, 20);
    move(50, 78);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(tasks.scrollTop).toBe(0);
    up(50, 78);
  });

  it('orders a right-to-left horizontal list from the right', () => {
    const onDrop = vi.fn();
    render(
      <div dir="rtl">
        <Tasks orientation="horizontal" initial={['A', 'B', 'C']} onDrop={onDrop} />
      </div>,
    );
    const tasks = list('Tasks');
    // Laid out right to left: A on the right.
    setLayoutBox(tasks, {x: 0, y: 0, width: 120, height: 40});
    ['C', 'B', 'A'].forEach((text, index) =>
      setLayoutBox(item(text), {x: index * 40, y: 0, width: 40, height: 40}),
    );
    down(item('A'), 100, 20);
    move(30, 20); // left of B's middle: after B, and C's middle (20) is still to the left
    expect(layout(tasks)).toEqual(['B', '_', 'C']);
    expect(tasks.querySelector<HTMLElement>('.cdk-drag-placeholder')!.style.width).toBe('40px');
    up(30, 20);
    expect(onDrop).toHaveBeenCalledWith(
      expect.objectContaining({previousIndex: 0, currentIndex: 1}),
    );
  });
});
