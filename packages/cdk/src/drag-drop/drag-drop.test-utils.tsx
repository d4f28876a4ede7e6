import {act, fireEvent, screen} from '@testing-library/react';
import {useState} from 'react';
import {vi} from 'vitest';
import {LIVE_ANNOUNCER_CLASS} from '../a11y';
import {setLayoutBox} from '../testing';
import {moveItemInArray, transferArrayItem} from './array-helpers';
import type {DropEvent} from './drag-types';
import {Draggable} from './draggable';
import {DropList, type DropListProps} from './drop-list';

export const TASKS = ['Buy milk', 'Walk the dog', 'Write report', 'Call mum', 'Pay bills'];

/** A sortable list of tasks that applies every drop. */
export function Tasks({
  initial = TASKS,
  onDrop,
  disabledItems = [],
  ...props
}: Partial<DropListProps<string>> & {initial?: string[]; disabledItems?: string[]}) {
  const [tasks, setTasks] = useState(initial);
  return (
    <DropList<string>
      aria-label="Tasks"
      {...props}
      onDrop={(event) => {
        onDrop?.(event);
        setTasks((current) => moveItemInArray(current, event.previousIndex, event.currentIndex));
      }}
    >
      {tasks.map((task) => (
        <Draggable key={task} data={task} disabled={disabledItems.includes(task)}>
          {task}
        </Draggable>
      ))}
    </DropList>
  );
}

export type Columns = Record<'todo' | 'doing' | 'done', string[]>;

export const COLUMNS: Columns = {
  todo: ['Plan trip', 'Book hotel', 'Pack bags'],
  doing: ['Renew passport'],
  done: ['Buy tickets', 'Get visa'],
};

const TITLES = {todo: 'To do', doing: 'Doing', done: 'Done'};

/** Three connected columns that apply every drop. */
export function Board({
  onDrop,
  enterDone,
}: {
  onDrop?: (event: DropEvent<string>) => void;
  enterDone?: (task: string) => boolean;
}) {
  const [columns, setColumns] = useState(COLUMNS);
  const handleDrop = (event: DropEvent<string>) => {
    onDrop?.(event);
    setColumns((current) => {
      const from = event.previousListId as keyof Columns;
      const to = event.listId as keyof Columns;
      if (from === to) {
        return {
          ...current,
          [to]: moveItemInArray(current[to], event.previousIndex, event.currentIndex),
        };
      }
      const [source, target] = transferArrayItem(
        current[from],
        current[to],
        event.previousIndex,
        event.currentIndex,
      );
      return {...current, [from]: source, [to]: target};
    });
  };
  return (
    <div>
      {(Object.keys(TITLES) as Array<keyof Columns>).map((id) => (
        <DropList<string>
          key={id}
          id={id}
          group="board"
          aria-label={TITLES[id]}
          onDrop={handleDrop}
          enterPredicate={id === 'done' && enterDone ? (item) => enterDone(item.data) : undefined}
        >
          {columns[id].map((task) => (
            <Draggable key={task} data={task}>
              {task}
            </Draggable>
          ))}
        </DropList>
      ))}
    </div>
  );
}

/** The texts of a list's items, in order. */
export function itemTexts(list: HTMLElement): string[] {
  return Array.from(
    list.querySelectorAll(':scope > [role="listitem"]'),
    (item) => item.textContent ?? '',
  );
}

/** Where the placeholder is among a list's children: the texts, with `_` for the placeholder. */
export function layout(list: HTMLElement): string[] {
  return Array.from(list.children)
    .filter((child) => !(child as HTMLElement).hasAttribute('data-dragging'))
    .map((child) =>
      child.classList.contains('cdk-drag-placeholder') ? '_' : (child.textContent ?? ''),
    );
}

/** Presses a key on the focused element. */
export function press(key: string) {
  fireEvent.keyDown(document.activeElement ?? document.body, {key});
}

/** What the live announcer says once its delay has passed (needs fake timers). */
export async function announced(): Promise<string> {
  await act(() => vi.advanceTimersByTimeAsync(150));
  return document.querySelector(`.${LIVE_ANNOUNCER_CLASS}`)?.textContent ?? '';
}

export const item = (text: string) =>
  screen.getAllByRole('listitem').find((each) => each.textContent === text) ??
  screen.getByText(text);
export const list = (name: string) => screen.getByRole('list', {name});
/** Focuses the item with the given text. */
export const focus = (text: string) => act(() => item(text).focus());

/** Gives a list and its items the boxes of a column (or row) of 40 x 40 items. */
export function layOut(
  element: HTMLElement,
  {x = 0, y = 0, width = 200, size = 40, horizontal = false} = {},
) {
  const items = Array.from(element.querySelectorAll<HTMLElement>(':scope > [role="listitem"]'));
  const length = Math.max(1, items.length) * size;
  setLayoutBox(element, {
    x,
    y,
    width: horizontal ? length : width,
    height: horizontal ? size : length,
  });
  items.forEach((each, index) =>
    setLayoutBox(
      each,
      horizontal
        ? {x: x + index * size, y, width: size, height: size}
        : {x, y: y + index * size, width, height: size},
    ),
  );
}

export const down = (element: Element, x: number, y: number, init: PointerEventInit = {}) =>
  fireEvent.pointerDown(element, {clientX: x, clientY: y, pointerId: 1, button: 0, ...init});
export const move = (x: number, y: number) =>
  fireEvent.pointerMove(document, {clientX: x, clientY: y, pointerId: 1});
export const up = (x: number, y: number) =>
  fireEvent.pointerUp(document, {clientX: x, clientY: y, pointerId: 1});
