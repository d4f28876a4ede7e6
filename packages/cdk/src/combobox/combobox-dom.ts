import type {ComboboxKey} from './combobox-state';

/**
 * Turns a key into text that is safe inside an id: letters, digits and `-` stay, anything else
 * becomes `_<hex code point>_`. The result depends on the key alone, so the server and the browser
 * make the same ids.
 */
export function keyToIdPart(key: ComboboxKey): string {
  return Array.from(key, (char) =>
    /^[A-Za-z0-9-]$/.test(char) ? char : `_${(char.codePointAt(0) ?? 0).toString(16)}_`,
  ).join('');
}

/** The key an option element carries in its `data-key` attribute. */
export function keyOfOption(element: HTMLElement): ComboboxKey {
  return element.dataset['key'] ?? '';
}

/**
 * The option elements of a listbox in document order, which is the order they were rendered in.
 * Only options whose id starts with `idPrefix` count, so a list nested by mistake is left out.
 */
export function readOptions(listbox: Element | null, idPrefix: string): HTMLElement[] {
  if (!listbox) return [];
  return Array.from(listbox.querySelectorAll<HTMLElement>('[role="option"]')).filter((option) =>
    option.id.startsWith(idPrefix),
  );
}

/** The text an option puts in the input when chosen: its `data-text-value`, else its text. */
export function optionText(element: HTMLElement): string {
  return (element.dataset['textValue'] ?? element.textContent ?? '').trim();
}

/** The message announced when the list shows `count` options. */
export function defaultResultsMessage(count: number): string {
  if (count === 0) return 'No results';
  return count === 1 ? '1 result' : `${count} results`;
}
