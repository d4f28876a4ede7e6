import {act, fireEvent, screen} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {clearAnnouncements} from '../a11y';
import {prerenderAndHydrate, type PrerenderedTree} from '../testing';
import {Board, item, itemTexts, layout, list, press} from './drag-drop.test-utils';
import {DragHandle} from './drag-handle';
import {Draggable} from './draggable';

describe('hydration', () => {
  let tree: PrerenderedTree | undefined;
  afterEach(() => {
    tree?.unmount();
    clearAnnouncements();
  });

  it('hydrates a prerendered board without mismatches, which then works', async () => {
    tree = await prerenderAndHydrate(<Board />);
    expect(tree.recoverableErrors).toEqual([]);
    expect(tree.consoleErrors).toEqual([]);
    act(() => item('Plan trip').focus());
    press(' ');
    press('ArrowRight');
    expect(layout(list('Doing'))).toEqual(['_', 'Renew passport']);
    press('Enter');
    expect(itemTexts(list('Doing'))).toEqual(['Plan trip', 'Renew passport']);
  });

  it('hydrates a free item with a handle, which then takes the focus in its place', async () => {
    tree = await prerenderAndHydrate(
      <Draggable defaultPosition={{x: 5, y: 5}}>
        <DragHandle aria-label="Move the card" />
        Card
      </Draggable>,
    );
    expect(tree.recoverableErrors).toEqual([]);
    expect(tree.consoleErrors).toEqual([]);
    const card = screen.getByText('Card');
    // The server could not know about the handle; after hydration the card gives way to it.
    expect(tree.html).toContain('tabindex="0"');
    expect(card.hasAttribute('tabindex')).toBe(false);
    const handle = screen.getByRole('button', {name: 'Move the card'});
    act(() => handle.focus());
    fireEvent.keyDown(handle, {key: ' '});
    fireEvent.keyDown(handle, {key: 'ArrowRight'});
    fireEvent.keyDown(handle, {key: 'Enter'});
    expect(card.style.transform).toBe('translate3d(15px, 5px, 0)');
  });
});
