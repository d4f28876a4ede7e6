import {describe, expect, it} from 'vitest';
import {isSearchShortcut, isTypingTarget} from './search-shortcut';

function press(key: string, init: KeyboardEventInit = {}, target: Element = document.body) {
  const event = new KeyboardEvent('keydown', {key, bubbles: true, cancelable: true, ...init});
  let result = false;
  document.addEventListener('keydown', (e) => (result = isSearchShortcut(e)), {once: true});
  target.dispatchEvent(event);
  return result;
}

describe('search shortcuts', () => {
  it('opens on "/" alone and on Ctrl+K or Cmd+K', () => {
    expect(press('/')).toBe(true);
    expect(press('k', {ctrlKey: true})).toBe(true);
    expect(press('K', {metaKey: true})).toBe(true);
  });

  it('ignores other keys and other modifiers', () => {
    expect(press('k')).toBe(false);
    expect(press('/', {ctrlKey: true})).toBe(false);
    expect(press('k', {ctrlKey: true, shiftKey: true})).toBe(false);
    expect(press('k', {ctrlKey: true, altKey: true})).toBe(false);
  });

  it('leaves text fields, text areas, selects and editable elements alone', () => {
    document.body.innerHTML = `
      <input id="text"><input id="search" type="search"><input id="box" type="checkbox">
      <textarea id="area"></textarea><select id="pick"></select>
      <div contenteditable="true"><p id="edit">x</p></div>
      <div contenteditable="false"><p id="fixed">x</p></div>`;
    const byId = (id: string) => document.getElementById(id)!;
    for (const id of ['text', 'search', 'area', 'pick', 'edit']) {
      expect(isTypingTarget(byId(id)), id).toBe(true);
      expect(press('/', {}, byId(id)), id).toBe(false);
      expect(press('k', {ctrlKey: true}, byId(id)), id).toBe(false);
    }
    for (const id of ['box', 'fixed']) {
      expect(isTypingTarget(byId(id)), id).toBe(false);
      expect(press('/', {}, byId(id)), id).toBe(true);
    }
  });

  it('leaves a key press that something else handled', () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.addEventListener('keydown', (event) => event.preventDefault(), {once: true});
    expect(press('/', {}, button)).toBe(false);
  });
});
