/**
 * Whether a key press is typed into something: a text field, a text area, a select or an
 * editable element. Shortcuts leave those alone.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return ![
      'button',
      'checkbox',
      'radio',
      'range',
      'reset',
      'submit',
      'color',
      'file',
      'image',
    ].includes(target.type);
  }
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/**
 * Whether a key press opens search: `/` on its own, or Ctrl+K (Cmd+K on macOS; either is
 * accepted everywhere), unless it is typed into a field or something else already handled it.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || isTypingTarget(event.target)) return false;
  if (event.key === '/') return !event.ctrlKey && !event.metaKey && !event.altKey;
  return (
    (event.key === 'k' || event.key === 'K') &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}
