import {render} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {clearAnnouncements} from '../a11y';
import {DirectionProvider} from '../bidi';
import {
  announced,
  Board,
  down,
  focus,
  item,
  itemTexts,
  layOut,
  layout,
  list,
  move,
  press,
  up,
} from './drag-drop.test-utils';
import {Draggable} from './draggable';
import {DropList} from './drop-list';

afterEach(() => {
  clearAnnouncements();
  vi.useRealTimers();
});

describe('keyboard transfer between connected lists', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('moves to the next and previous columns with Right and Left', async () => {
    const onDrop = vi.fn();
    render(<Board onDrop={onDrop} />);
    focus('Book hotel');
    press('Enter');
    expect(await announced()).toBe('Picked up Book hotel, position 2 of 3 in To do.');
    press('ArrowRight');
    expect(await announced()).toBe('Book hotel, moved to Doing, position 2 of 2.');
    expect(layout(list('To do'))).toEqual(['Plan trip', 'Pack bags']);
    expect(layout(list('Doing'))).toEqual(['Renew passport', '_']);
    press('ArrowRight');
    press('Home');
    expect(await announced()).toBe('Book hotel, position 1 of 3.');
    press('ArrowRight'); // Done is the last column.
    press('ArrowLeft');
    expect(await announced()).toBe('Book hotel, moved to Doing, position 1 of 2.');
    press('ArrowRight');
    press(' ');
    expect(await announced()).toBe('Dropped Book hotel in Done, position 1 of 3.');
    expect(onDrop.mock.calls[0]![0]).toMatchObject({
      item: 'Book hotel',
      previousListId: 'todo',
      previousIndex: 1,
      listId: 'done',
      currentIndex: 0,
    });
    expect(itemTexts(list('To do'))).toEqual(['Plan trip', 'Pack bags']);
    expect(itemTexts(list('Done'))).toEqual(['Book hotel', 'Buy tickets', 'Get visa']);
    // The item is a new element in its new list, and has the focus.
    expect(document.activeElement).toBe(item('Book hotel'));
  });

  it('mirrors Left and Right in right-to-left text', async () => {
    render(
      <DirectionProvider dir="rtl">
        <div dir="rtl">
          <Board />
        </div>
      </DirectionProvider>,
    );
    focus('Plan trip');
    press(' ');
    press('ArrowLeft');
    expect(await announced()).toBe('Plan trip, moved to Doing, position 1 of 2.');
    press('ArrowRight');
    expect(await announced()).toBe('Plan trip, moved to To do, position 1 of 3.');
    press('Escape');
  });

  it('skips a list whose enterPredicate refuses the item', async () => {
    const enterDone = vi.fn((task: string) => task !== 'Plan trip');
    render(<Board enterDone={enterDone} />);
    focus('Plan trip');
    press(' ');
    expect(enterDone).toHaveBeenCalledWith('Plan trip');
    press('ArrowRight');
    press('ArrowRight');
    expect(await announced()).toBe('Plan trip, moved to Doing, position 1 of 2.');
    press('Escape');
    focus('Pack bags');
    press(' ');
    press('ArrowRight');
    press('ArrowRight');
    expect(await announced()).toBe('Pack bags, moved to Done, position 2 of 3.');
  });

  it('connects lists one way with connectedTo', async () => {
    render(
      <>
        <DropList id="inbox" aria-label="Inbox" connectedTo={['archive']}>
          <Draggable>Letter</Draggable>
        </DropList>
        <DropList id="archive" aria-label="Archive">
          <Draggable>Old letter</Draggable>
        </DropList>
      </>,
    );
    focus('Letter');
    press(' ');
    press('ArrowRight');
    expect(await announced()).toBe('Letter, moved to Archive, position 1 of 2.');
    press('Escape');
    focus('Old letter');
    press(' ');
    press('ArrowLeft');
    expect(layout(list('Archive'))).toEqual(['_']);
    expect(layout(list('Inbox'))).toEqual(['Letter']);
  });

  it('tells a controlled board where the item went, and keeps the order if it is not applied', () => {
    const onDrop = vi.fn();
    render(
      <>
        <DropList id="a" group="g" aria-label="A" onDrop={onDrop}>
          <Draggable data={{id: 1}}>One</Draggable>
          <Draggable data={{id: 2}}>Two</Draggable>
        </DropList>
        <DropList id="b" group="g" aria-label="B" onDrop={onDrop}>
          <Draggable data={{id: 3}}>Three</Draggable>
        </DropList>
      </>,
    );
    focus('Two');
    press(' ');
    press('ArrowRight');
    press('ArrowUp');
    press(' ');
    expect(onDrop).toHaveBeenCalledWith(
      expect.objectContaining({item: {id: 2}, previousListId: 'a', listId: 'b', currentIndex: 0}),
    );
    expect(itemTexts(list('A'))).toEqual(['One', 'Two']);
    expect(itemTexts(list('B'))).toEqual(['Three']);
    expect(document.activeElement).toBe(item('Two'));
  });
});

describe('pointer dragging between lists', () => {
  function layOutBoard() {
    layOut(list('To do'), {x: 0});
    layOut(list('Doing'), {x: 220});
    layOut(list('Done'), {x: 440});
  }

  it('moves the placeholder into the list under the pointer and transfers on release', () => {
    const onDrop = vi.fn();
    render(<Board onDrop={onDrop} />);
    layOutBoard();
    down(item('Book hotel'), 100, 60);
    move(100, 70);
    expect(layout(list('To do'))).toEqual(['Plan trip', '_', 'Pack bags']);
    move(320, 30);
    expect(layout(list('To do'))).toEqual(['Plan trip', 'Pack bags']);
    expect(layout(list('Doing'))).toEqual(['Renew passport', '_']);
    expect(list('Doing').hasAttribute('data-drop-target')).toBe(true);
    expect(list('To do').hasAttribute('data-drop-target')).toBe(false);
    expect(list('To do').hasAttribute('data-dragging-from')).toBe(true);
    move(540, 10);
    expect(layout(list('Done'))).toEqual(['_', 'Buy tickets', 'Get visa']);
    // Outside every list: it stays where it was last.
    move(540, 300);
    expect(layout(list('Done'))).toEqual(['_', 'Buy tickets', 'Get visa']);
    move(540, 10);
    up(540, 10);
    expect(onDrop).toHaveBeenCalledWith(
      expect.objectContaining({
        item: 'Book hotel',
        previousListId: 'todo',
        previousIndex: 1,
        listId: 'done',
        currentIndex: 0,
        isPointerOverList: true,
      }),
    );
    expect(itemTexts(list('Done'))).toEqual(['Book hotel', 'Buy tickets', 'Get visa']);
    expect(itemTexts(list('To do'))).toEqual(['Plan trip', 'Pack bags']);
  });

  it('does not enter a list that refuses the item', () => {
    render(<Board enterDone={(task) => task !== 'Plan trip'} />);
    layOutBoard();
    down(item('Plan trip'), 100, 20);
    move(320, 20);
    expect(layout(list('Doing'))).toEqual(['_', 'Renew passport']);
    move(540, 20);
    expect(layout(list('Done'))).toEqual(['Buy tickets', 'Get visa']);
    expect(layout(list('Doing'))).toEqual(['_', 'Renew passport']);
    up(540, 20);
    expect(itemTexts(list('Doing'))).toEqual(['Plan trip', 'Renew passport']);
  });

  it('does not enter a disabled list', () => {
    const onDrop = vi.fn();
    render(
      <>
        <DropList id="open" group="g" aria-label="Open" onDrop={onDrop}>
          <Draggable>One</Draggable>
        </DropList>
        <DropList id="closed" group="g" aria-label="Closed" disabled onDrop={onDrop}>
          <Draggable>Two</Draggable>
        </DropList>
      </>,
    );
    layOut(list('Open'), {x: 0});
    layOut(list('Closed'), {x: 220});
    down(item('One'), 50, 20);
    move(300, 20);
    expect(layout(list('Closed'))).toEqual(['Two']);
    expect(layout(list('Open'))).toEqual(['_']);
    up(300, 20);
    expect(onDrop).toHaveBeenCalledWith(
      expect.objectContaining({listId: 'open', isPointerOverList: false}),
    );
  });
});
