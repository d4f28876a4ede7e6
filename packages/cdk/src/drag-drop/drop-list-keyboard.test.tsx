import {act, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {clearAnnouncements} from '../a11y';
import {DirectionProvider} from '../bidi';
import {expectNoAxeViolations} from '../testing';
import {
  announced,
  focus,
  item,
  itemTexts,
  layout,
  list,
  press,
  Tasks,
  TASKS,
} from './drag-drop.test-utils';
import {Draggable} from './draggable';
import {DropList} from './drop-list';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  clearAnnouncements();
  vi.useRealTimers();
});

describe('DropList and Draggable: semantics', () => {
  it('render a named list of focusable items described by keyboard instructions', async () => {
    vi.useRealTimers();
    render(
      <main>
        <Tasks />
      </main>,
    );
    const tasks = list('Tasks');
    expect(tasks.className).toBe('cdk-drop-list');
    expect(tasks.getAttribute('data-orientation')).toBe('vertical');
    expect(itemTexts(tasks)).toEqual(TASKS);
    const first = item('Buy milk');
    expect(first.tabIndex).toBe(0);
    expect(first.className).toBe('cdk-drag');
    const description = document.getElementById(first.getAttribute('aria-describedby')!);
    expect(description?.textContent).toMatch(/press Space or Enter to pick it up/);
    expect(description?.className).toBe('cdk-visually-hidden');
    expect(item('Pay bills').getAttribute('aria-describedby')).toBe(description?.id);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('pass props, class names, styles and refs through and join descriptions', () => {
    const listRef = {current: null as HTMLDivElement | null};
    const itemRef = {current: null as HTMLDivElement | null};
    render(
      <>
        <p id="hint">Ranked by priority</p>
        <DropList id="ranked" aria-label="Ranked" className="mine" ref={listRef} role="group">
          <Draggable
            ref={itemRef}
            className="row"
            style={{color: 'red'}}
            title="First"
            aria-describedby="hint"
          >
            One
          </Draggable>
        </DropList>
      </>,
    );
    const group = screen.getByRole('group', {name: 'Ranked'});
    expect(group.id).toBe('ranked');
    expect(group.className).toBe('cdk-drop-list mine');
    expect(listRef.current).toBe(group);
    const one = screen.getByText('One');
    expect(itemRef.current).toBe(one);
    expect(one.className).toBe('cdk-drag row');
    expect(one.style.color).toBe('red');
    expect(one.title).toBe('First');
    expect(one.getAttribute('aria-describedby')).toMatch(/-instructions hint$/);
  });
});

describe('keyboard reordering', () => {
  it('picks an item up, moves it and drops it, announcing each step', async () => {
    const onDrop = vi.fn();
    render(<Tasks onDrop={onDrop} />);
    const tasks = list('Tasks');
    focus('Walk the dog');
    press(' ');
    expect(await announced()).toBe('Picked up Walk the dog, position 2 of 5 in Tasks.');
    expect(item('Walk the dog').getAttribute('data-dragging')).toBe('keyboard');
    expect(tasks.hasAttribute('data-drop-target')).toBe(true);
    expect(tasks.hasAttribute('data-dragging-from')).toBe(true);
    expect(layout(tasks)).toEqual(['Buy milk', '_', 'Write report', 'Call mum', 'Pay bills']);
    expect(item('Walk the dog').style.position).toBe('fixed');

    press('ArrowDown');
    expect(await announced()).toBe('Walk the dog, position 3 of 5.');
    press('ArrowDown');
    expect(layout(tasks)).toEqual(['Buy milk', 'Write report', 'Call mum', '_', 'Pay bills']);
    press('ArrowUp');
    expect(await announced()).toBe('Walk the dog, position 3 of 5.');
    expect(onDrop).not.toHaveBeenCalled();

    press('Enter');
    expect(await announced()).toBe('Dropped Walk the dog in Tasks, position 3 of 5.');
    expect(onDrop).toHaveBeenCalledTimes(1);
    expect(onDrop.mock.calls[0]![0]).toEqual({
      item: 'Walk the dog',
      previousIndex: 1,
      currentIndex: 2,
      previousListId: expect.any(String),
      listId: onDrop.mock.calls[0]![0].previousListId,
      isPointerOverList: true,
      mode: 'keyboard',
    });
    expect(itemTexts(tasks)).toEqual([
      'Buy milk',
      'Write report',
      'Walk the dog',
      'Call mum',
      'Pay bills',
    ]);
    expect(tasks.querySelector('.cdk-drag-placeholder')).toBeNull();
    expect(item('Walk the dog').hasAttribute('data-dragging')).toBe(false);
    expect(item('Walk the dog').style.position).toBe('');
    expect(document.activeElement).toBe(item('Walk the dog'));
  });

  it('goes to the ends with Home and End, and stops there', async () => {
    render(<Tasks />);
    focus('Write report');
    press('Enter');
    press('End');
    expect(await announced()).toBe('Write report, position 5 of 5.');
    press('ArrowDown');
    expect(layout(list('Tasks')).at(-1)).toBe('_');
    press('Home');
    press('ArrowUp');
    expect(await announced()).toBe('Write report, position 1 of 5.');
    press(' ');
    expect(itemTexts(list('Tasks'))[0]).toBe('Write report');
  });

  it('cancels with Escape: the item stays where it was and nothing is dropped', async () => {
    const onDrop = vi.fn();
    render(<Tasks onDrop={onDrop} />);
    focus('Buy milk');
    press(' ');
    press('ArrowDown');
    press('ArrowDown');
    press('Escape');
    expect(await announced()).toBe('Cancelled. Buy milk is back at position 1 of 5 in Tasks.');
    expect(onDrop).not.toHaveBeenCalled();
    expect(itemTexts(list('Tasks'))).toEqual(TASKS);
    expect(layout(list('Tasks'))).toEqual(TASKS);
    expect(document.activeElement).toBe(item('Buy milk'));
    // The next Space picks it up again.
    press(' ');
    expect(item('Buy milk').getAttribute('data-dragging')).toBe('keyboard');
  });

  it('cancels when focus leaves the picked up item', async () => {
    const onDrop = vi.fn();
    render(
      <>
        <Tasks onDrop={onDrop} />
        <button type="button">Elsewhere</button>
      </>,
    );
    focus('Buy milk');
    press(' ');
    press('ArrowDown');
    act(() => screen.getByRole('button', {name: 'Elsewhere'}).focus());
    expect(await announced()).toMatch(/^Cancelled\./);
    expect(layout(list('Tasks'))).toEqual(TASKS);
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('leaves modified keys, keys of other elements and your prevented keys alone', () => {
    const onKeyDown = vi.fn((event: React.KeyboardEvent) => {
      if (event.key === 'Enter') event.preventDefault();
    });
    render(
      <DropList aria-label="Tasks">
        <Draggable onKeyDown={onKeyDown}>
          Buy milk <input aria-label="Note" />
        </Draggable>
        <Draggable>Walk the dog</Draggable>
      </DropList>,
    );
    const milk = screen.getByText(/Buy milk/);
    act(() => milk.focus());
    press('Enter');
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    expect(milk.hasAttribute('data-dragging')).toBe(false);
    fireEvent.keyDown(milk, {key: ' ', ctrlKey: true});
    expect(milk.hasAttribute('data-dragging')).toBe(false);
    fireEvent.keyDown(screen.getByRole('textbox', {name: 'Note'}), {key: ' '});
    expect(milk.hasAttribute('data-dragging')).toBe(false);
    press(' ');
    expect(milk.getAttribute('data-dragging')).toBe('keyboard');
  });

  it('uses the given messages', async () => {
    render(
      <Tasks
        messages={{
          listInstructions: 'Espace pour saisir.',
          pickedUp: ({label, position}) => `${label} saisi, position ${position}.`,
        }}
      />,
    );
    const milk = item('Buy milk');
    expect(document.getElementById(milk.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Espace pour saisir.',
    );
    focus('Buy milk');
    press(' ');
    expect(await announced()).toBe('Buy milk saisi, position 1.');
    press('ArrowDown');
    expect(await announced()).toBe('Buy milk, position 2 of 5.');
  });

  it('moves along a horizontal list with Left and Right, mirrored right to left', async () => {
    const horizontal = (dir: 'ltr' | 'rtl') => (
      <DirectionProvider dir={dir}>
        <div dir={dir}>
          <Tasks orientation="horizontal" initial={['A', 'B', 'C']} />
        </div>
      </DirectionProvider>
    );
    const {unmount} = render(horizontal('ltr'));
    expect(list('Tasks').getAttribute('data-orientation')).toBe('horizontal');
    focus('A');
    press(' ');
    press('ArrowRight');
    expect(await announced()).toBe('A, position 2 of 3.');
    press('ArrowDown'); // No list after this one: nothing happens.
    press(' ');
    expect(itemTexts(list('Tasks'))).toEqual(['B', 'A', 'C']);
    unmount();

    render(horizontal('rtl'));
    focus('A');
    press(' ');
    press('ArrowLeft');
    expect(await announced()).toBe('A, position 2 of 3.');
    press('ArrowLeft');
    press('ArrowRight');
    press(' ');
    expect(itemTexts(list('Tasks'))).toEqual(['B', 'A', 'C']);
  });
});

describe('disabled', () => {
  it('a disabled item cannot be picked up but others move past it', async () => {
    render(<Tasks disabledItems={['Walk the dog']} />);
    const dog = item('Walk the dog');
    expect(dog.tabIndex).toBe(-1);
    expect(dog.hasAttribute('data-disabled')).toBe(true);
    expect(dog.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.keyDown(dog, {key: ' '});
    expect(dog.hasAttribute('data-dragging')).toBe(false);
    focus('Buy milk');
    press(' ');
    press('ArrowDown');
    press(' ');
    expect(itemTexts(list('Tasks')).slice(0, 2)).toEqual(['Walk the dog', 'Buy milk']);
  });

  it('a disabled list lets no item be picked up', () => {
    render(<Tasks disabled />);
    expect(list('Tasks').hasAttribute('data-disabled')).toBe(true);
    const milk = item('Buy milk');
    expect(milk.tabIndex).toBe(-1);
    fireEvent.keyDown(milk, {key: 'Enter'});
    expect(milk.hasAttribute('data-dragging')).toBe(false);
  });
});
