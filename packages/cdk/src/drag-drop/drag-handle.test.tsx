import {act, fireEvent, render, screen} from '@testing-library/react';
import {useState} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {clearAnnouncements} from '../a11y';
import {expectNoAxeViolations, setLayoutBox} from '../testing';
import {moveItemInArray} from './array-helpers';
import {DragHandle} from './drag-handle';
import {announced, itemTexts, list, press} from './drag-drop.test-utils';
import {Draggable} from './draggable';
import {DropList} from './drop-list';

afterEach(() => {
  clearAnnouncements();
  vi.useRealTimers();
});

function Songs({disabled = false}: {disabled?: boolean}) {
  const [songs, setSongs] = useState(['Intro', 'Chorus', 'Outro']);
  return (
    <DropList
      aria-label="Songs"
      onDrop={(event) => setSongs(moveItemInArray(songs, event.previousIndex, event.currentIndex))}
    >
      {songs.map((song) => (
        <Draggable key={song} label={song} disabled={disabled && song === 'Chorus'}>
          <DragHandle aria-label={`Move ${song}`}>⠿</DragHandle>
          <span>{song}</span>
        </Draggable>
      ))}
    </DropList>
  );
}

const handle = (song: string) => screen.getByRole('button', {name: `Move ${song}`});
const row = (song: string) => handle(song).closest<HTMLElement>('.cdk-drag')!;

function layOut() {
  setLayoutBox(list('Songs'), {x: 0, y: 0, width: 200, height: 120});
  ['Intro', 'Chorus', 'Outro'].forEach((song, index) =>
    setLayoutBox(row(song), {x: 0, y: index * 40, width: 200, height: 40}),
  );
}

describe('DragHandle', () => {
  it('takes the keyboard and the description in place of its item', async () => {
    render(
      <main>
        <Songs />
      </main>,
    );
    const intro = row('Intro');
    expect(intro.hasAttribute('data-has-handle')).toBe(true);
    expect(intro.hasAttribute('tabindex')).toBe(false);
    expect(intro.hasAttribute('aria-describedby')).toBe(false);
    const button = handle('Intro');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('cdk-drag-handle');
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /pick it up/,
    );
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('starts a pointer drag, which a press elsewhere on the item does not', () => {
    render(<Songs />);
    layOut();
    fireEvent.pointerDown(screen.getByText('Intro'), {clientX: 100, clientY: 20, button: 0});
    fireEvent.pointerMove(document, {clientX: 100, clientY: 70});
    expect(row('Intro').hasAttribute('data-dragging')).toBe(false);
    fireEvent.pointerUp(document, {clientX: 100, clientY: 70});

    fireEvent.pointerDown(handle('Intro'), {clientX: 10, clientY: 20, button: 0});
    fireEvent.pointerMove(document, {clientX: 10, clientY: 70});
    expect(row('Intro').getAttribute('data-dragging')).toBe('pointer');
    fireEvent.pointerUp(document, {clientX: 10, clientY: 70});
    expect(itemTexts(list('Songs'))).toEqual(['⠿Chorus', '⠿Intro', '⠿Outro']);
  });

  it('picks the item up from the keyboard and keeps the focus after the drop', async () => {
    vi.useFakeTimers();
    render(<Songs />);
    act(() => handle('Outro').focus());
    press('Enter');
    expect(await announced()).toBe('Picked up Outro, position 3 of 3 in Songs.');
    press('ArrowUp');
    press('ArrowUp');
    press(' ');
    expect(await announced()).toBe('Dropped Outro in Songs, position 1 of 3.');
    expect(itemTexts(list('Songs'))).toEqual(['⠿Outro', '⠿Intro', '⠿Chorus']);
    expect(document.activeElement).toBe(handle('Outro'));
    // Keys on the item itself do nothing once it has a handle.
    fireEvent.keyDown(row('Intro'), {key: ' '});
    expect(row('Intro').hasAttribute('data-dragging')).toBe(false);
  });

  it('is disabled with its item', () => {
    render(<Songs disabled />);
    expect(handle('Chorus')).toHaveProperty('disabled', true);
    expect(handle('Chorus').hasAttribute('aria-describedby')).toBe(false);
    expect(handle('Intro')).toHaveProperty('disabled', false);
  });

  it('drags a free item by its handle only', () => {
    render(
      <Draggable>
        <DragHandle aria-label="Move the card" />
        Card
      </Draggable>,
    );
    const card = screen.getByText('Card');
    setLayoutBox(card, {x: 0, y: 0, width: 100, height: 60});
    fireEvent.pointerDown(card, {clientX: 50, clientY: 30, button: 0});
    fireEvent.pointerMove(document, {clientX: 90, clientY: 30});
    fireEvent.pointerUp(document, {clientX: 90, clientY: 30});
    expect(card.style.transform).toBe('');
    const button = screen.getByRole('button', {name: 'Move the card'});
    fireEvent.pointerDown(button, {clientX: 5, clientY: 5, button: 0});
    fireEvent.pointerMove(document, {clientX: 45, clientY: 5});
    fireEvent.pointerUp(document, {clientX: 45, clientY: 5});
    expect(card.style.transform).toBe('translate3d(40px, 0px, 0)');
    expect(card.hasAttribute('tabindex')).toBe(false);
  });

  it('must be inside a Draggable', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<DragHandle aria-label="Move" />)).toThrow(/inside a <Draggable>/);
  });
});
