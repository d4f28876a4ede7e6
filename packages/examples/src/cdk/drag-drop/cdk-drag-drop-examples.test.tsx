import {clearAnnouncements, LIVE_ANNOUNCER_CLASS} from '@material-react/cdk/a11y';
import {expectNoAxeViolations, setLayoutBox} from '@material-react/cdk/testing';
import {act, fireEvent, screen, within} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {renderInMain} from '../../testing';
import {CdkDragDropBoardExample} from './cdk-drag-drop-board/cdk-drag-drop-board-example';
import {CdkDragDropFreeExample} from './cdk-drag-drop-free/cdk-drag-drop-free-example';
import {CdkDragDropHandleExample} from './cdk-drag-drop-handle/cdk-drag-drop-handle-example';
import {CdkDragDropHorizontalExample} from './cdk-drag-drop-horizontal/cdk-drag-drop-horizontal-example';
import {CdkDragDropSortableExample} from './cdk-drag-drop-sortable/cdk-drag-drop-sortable-example';

afterEach(() => {
  clearAnnouncements();
  vi.useRealTimers();
});

const items = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const itemWithText = (list: HTMLElement, text: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(text))!;
const press = (key: string) => fireEvent.keyDown(document.activeElement!, {key});

async function announced(): Promise<string> {
  await act(() => vi.advanceTimersByTimeAsync(150));
  return document.querySelector(`.${LIVE_ANNOUNCER_CLASS}`)?.textContent ?? '';
}

/** Gives the items of a list boxes one after another (jsdom has no layout). */
function layOut(list: HTMLElement, {x = 0, y = 0, width = 200, height = 40, horizontal = false}) {
  const listItems = within(list).getAllByRole('listitem');
  setLayoutBox(list, {
    x,
    y,
    width: horizontal ? width * listItems.length : width,
    height: horizontal ? height : Math.max(1, listItems.length) * height,
  });
  listItems.forEach((item, index) =>
    setLayoutBox(item, {
      x: horizontal ? x + index * width : x,
      y: horizontal ? y : y + index * height,
      width,
      height,
    }),
  );
}

/** Lets the click that a drop swallows go by: clicks after it are the user's. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function drag(element: Element, from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(element, {clientX: from[0], clientY: from[1], pointerId: 1, button: 0});
  fireEvent.pointerMove(document, {clientX: to[0], clientY: to[1], pointerId: 1});
  fireEvent.pointerUp(document, {clientX: to[0], clientY: to[1], pointerId: 1});
}

describe('cdk drag and drop examples', () => {
  it.each([
    ['cdk-drag-drop-sortable', CdkDragDropSortableExample],
    ['cdk-drag-drop-board', CdkDragDropBoardExample],
    ['cdk-drag-drop-free', CdkDragDropFreeExample],
    ['cdk-drag-drop-handle', CdkDragDropHandleExample],
    ['cdk-drag-drop-horizontal', CdkDragDropHorizontalExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(document.querySelectorAll('.cdk-drag').length).toBeGreaterThan(0);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('sortable: reorders with the keyboard, announcing each step, and with the pointer', async () => {
    vi.useFakeTimers();
    renderInMain(CdkDragDropSortableExample);
    const list = screen.getByRole('list', {name: 'Morning routine'});
    act(() => itemWithText(list, 'Make coffee').focus());
    press(' ');
    expect(await announced()).toBe('Picked up Make coffee, position 2 of 5 in Morning routine.');
    press('ArrowUp');
    expect(await announced()).toBe('Make coffee, position 1 of 5.');
    press(' ');
    expect(await announced()).toBe('Dropped Make coffee in Morning routine, position 1 of 5.');
    expect(items(list)).toEqual([
      'Make coffee',
      'Stretch for five minutes',
      'Read the news',
      'Answer messages',
      'Plan the day',
    ]);
    expect(document.activeElement).toBe(itemWithText(list, 'Make coffee'));

    layOut(list, {});
    drag(itemWithText(list, 'Plan the day'), [50, 180], [50, 50]);
    expect(items(list)[1]).toBe('Plan the day');
  });

  it('board: moves cards between columns with the keyboard and the pointer', async () => {
    vi.useFakeTimers();
    renderInMain(CdkDragDropBoardExample);
    const column = (name: string) => screen.getByRole('list', {name});
    act(() => itemWithText(column('To do'), 'Check the links').focus());
    press('Enter');
    press('ArrowRight');
    press('ArrowRight');
    // It keeps its place in the line, as near as the column allows.
    expect(await announced()).toBe('Check the links, moved to Done, position 2 of 3.');
    press('ArrowUp');
    press('Enter');
    expect(await announced()).toBe('Dropped Check the links in Done, position 1 of 3.');
    expect(items(column('Done'))).toEqual([
      'Check the links',
      'Fix the date picker',
      'Translate the guide',
    ]);
    expect(items(column('To do'))).toEqual(['Write the release notes', 'Update the screenshots']);
    expect(screen.getByRole('heading', {name: 'Done 3'})).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Check the links');

    layOut(column('To do'), {x: 0});
    layOut(column('Doing'), {x: 220});
    layOut(column('Done'), {x: 440});
    drag(itemWithText(column('Doing'), 'Review the new menu'), [300, 20], [100, 70]);
    expect(items(column('Doing'))).toEqual([]);
    expect(items(column('To do'))).toEqual([
      'Write the release notes',
      'Update the screenshots',
      'Review the new menu',
    ]);
    expect(screen.getByRole('heading', {name: 'Doing 0'})).toBeTruthy();
  });

  it('free: drags inside the box, along the chosen axis, and puts the card back', async () => {
    renderInMain(CdkDragDropFreeExample);
    const card = screen.getByText('Drag me around the box');
    const area = card.parentElement!;
    setLayoutBox(area, {x: 0, y: 0, width: 400, height: 240});
    setLayoutBox(card, {x: 16, y: 16, width: 160, height: 96});
    const status = screen.getByRole('status');
    const putBack = screen.getByRole('button', {name: 'Put it back'});
    expect(putBack).toHaveProperty('disabled', true);

    drag(card, [50, 50], [1000, 1000]);
    // Held inside the box: 400 - 16 - 160 across, 240 - 16 - 96 down.
    expect(card.style.transform).toBe('translate3d(224px, 128px, 0)');
    expect(status.textContent).toBe('Moved 224px across and 128px down');

    await settle();
    fireEvent.click(screen.getByRole('radio', {name: 'Up and down'}));
    act(() => putBack.click());
    expect(card.style.transform).toBe('');
    expect(putBack).toHaveProperty('disabled', true);
    drag(card, [50, 50], [120, 90]);
    expect(status.textContent).toBe('Moved 0px across and 40px down');

    await settle();
    fireEvent.click(screen.getByRole('radio', {name: 'Across'}));
    act(() => card.focus());
    setLayoutBox(card, {x: 16, y: 56, width: 160, height: 96});
    press(' ');
    press('ArrowRight');
    press('ArrowDown');
    press('Enter');
    expect(status.textContent).toBe('Moved 10px across and 40px down');
  });

  it('handle: only the handle drags, and it keeps the focus after a keyboard move', () => {
    renderInMain(CdkDragDropHandleExample);
    const list = screen.getByRole('list', {name: 'Playlist'});
    layOut(list, {height: 64});
    const handle = (title: string) => screen.getByRole('button', {name: `Move ${title}`});
    const order = () =>
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));

    drag(screen.getByText('Lanterns'), [200, 224], [200, 10]);
    expect(order()).toEqual([
      'Move Morning Tide',
      'Move Paper Planes',
      'Move Slow Train North',
      'Move Lanterns',
    ]);
    drag(handle('Lanterns'), [20, 224], [20, 10]);
    expect(order()[0]).toBe('Move Lanterns');
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('1Lanterns');

    act(() => handle('Paper Planes').focus());
    press(' ');
    press('ArrowDown');
    press('ArrowDown');
    press(' ');
    expect(order().at(-1)).toBe('Move Paper Planes');
    expect(document.activeElement).toBe(handle('Paper Planes'));
  });

  it('horizontal: moves slides along the line, mirrored right to left', async () => {
    vi.useFakeTimers();
    const {unmount} = renderInMain(CdkDragDropHorizontalExample);
    let list = screen.getByRole('list', {name: 'Slide order'});
    expect(list.getAttribute('data-orientation')).toBe('horizontal');
    act(() => itemWithText(list, 'Welcome').focus());
    press(' ');
    press('ArrowRight');
    press('ArrowRight');
    expect(await announced()).toBe('Welcome, position 3 of 6.');
    press(' ');
    expect(items(list).slice(0, 3)).toEqual(['1Agenda', '2Last quarter', '3Welcome']);
    unmount();

    renderInMain(CdkDragDropHorizontalExample, {dir: 'rtl'});
    list = screen.getByRole('list', {name: 'Slide order'});
    act(() => itemWithText(list, 'Welcome').focus());
    press(' ');
    press('ArrowLeft');
    press(' ');
    expect(items(list).slice(0, 2)).toEqual(['1Agenda', '2Welcome']);

    layOut(list, {width: 128, height: 88, horizontal: true});
    // Right to left the line starts on the right: give the boxes in that order.
    const slides = within(list).getAllByRole('listitem');
    slides.forEach((slide, index) =>
      setLayoutBox(slide, {x: (slides.length - 1 - index) * 128, y: 0, width: 128, height: 88}),
    );
    drag(slides[0]!, [700, 40], [380, 40]);
    expect(items(list).slice(0, 4)).toEqual(['1Welcome', '2Last quarter', '3Agenda', '4Results']);
  });
});
