import {describe, expect, it} from 'vitest';
import {
  KEEP_HEIGHT_ATTRIBUTE,
  KeptHeights,
  PLACEHOLDER_ATTRIBUTE,
  recordKeptHeights,
  reserveKeptHeight,
  keptHeights,
} from './kept-heights';

describe('KeptHeights', () => {
  it('keeps a height per box and window width, across instances through storage', () => {
    const first = new KeptHeights(() => sessionStorage);
    first.set('table-basic', 1280, 680.4);
    first.set('table-basic', 400, 664);
    first.persist();
    const second = new KeptHeights(() => sessionStorage);
    expect(second.get('table-basic', 1280)).toBe(680.4);
    expect(second.get('table-basic', 400)).toBe(664);
    expect(second.get('table-basic', 1000)).toBeUndefined();
  });

  it('ignores a box with no height, which is hidden or gone', () => {
    const heights = new KeptHeights(() => null);
    heights.set('a', 1280, 300);
    heights.set('a', 1280, 0);
    expect(heights.get('a', 1280)).toBe(300);
  });

  it('keeps only the most recent entries', () => {
    const heights = new KeptHeights(() => null);
    for (let i = 0; i < 405; i++) heights.set(`box-${i}`, 1280, 100 + i);
    expect(heights.get('box-0', 1280)).toBeUndefined();
    expect(heights.get('box-404', 1280)).toBe(504);
  });

  it('survives storage that throws and storage holding garbage', () => {
    const throwing = new KeptHeights(() => {
      throw new Error('blocked');
    });
    throwing.set('a', 1280, 10);
    expect(throwing.get('a', 1280)).toBe(10);
    expect(() => throwing.persist()).not.toThrow();
    sessionStorage.setItem('docs-kept-heights', '{not json');
    expect(new KeptHeights(() => sessionStorage).get('a', 1280)).toBeUndefined();
    sessionStorage.setItem('docs-kept-heights', JSON.stringify({'a@1280': 'tall', 'b@1280': -4}));
    const mixed = new KeptHeights(() => sessionStorage);
    expect(mixed.get('a', 1280)).toBeUndefined();
    expect(mixed.get('b', 1280)).toBeUndefined();
  });
});

/** A marked box of the given height (jsdom has no layout). */
function box(name: string, height: number) {
  const element = document.createElement('div');
  element.setAttribute(KEEP_HEIGHT_ATTRIBUTE, name);
  element.getBoundingClientRect = () => ({height}) as DOMRect;
  document.body.append(element);
  return element;
}

describe('recording and reserving kept heights', () => {
  it('records the marked boxes that show their content, and reserves their height later', () => {
    const live = box('example-live', 480);
    const waiting = box('example-waiting', 96);
    const placeholder = document.createElement('p');
    placeholder.setAttribute(PLACEHOLDER_ATTRIBUTE, '');
    waiting.append(placeholder);
    recordKeptHeights();
    expect(keptHeights().get('example-live', window.innerWidth)).toBe(480);
    // A box showing a placeholder says nothing of its content's height.
    expect(keptHeights().get('example-waiting', window.innerWidth)).toBeUndefined();

    live.replaceChildren(placeholder);
    const reserve = reserveKeptHeight(placeholder, 'example-live');
    expect(live.style.minHeight).toBe('480px');
    expect(live.style.boxSizing).toBe('border-box');
    reserve();
    expect(live.style.minHeight).toBe('');
    live.remove();
    waiting.remove();
  });
});
