/**
 * Copies `text` with the old `execCommand('copy')`: through a hidden, read-only textarea that is
 * selected for the moment of the copy. Focus and the user's selection are put back afterwards.
 */
export function copyWithTextarea(text: string, doc: Document = document): boolean {
  const previousFocus = doc.activeElement as HTMLElement | null;
  const selection = doc.getSelection();
  const ranges: Range[] = [];
  for (let index = 0; selection && index < selection.rangeCount; index++) {
    ranges.push(selection.getRangeAt(index));
  }
  // A text field keeps its own selection, which focusing another element does not lose in every
  // browser, but is saved anyway to be safe.
  const field =
    previousFocus instanceof HTMLInputElement || previousFocus instanceof HTMLTextAreaElement
      ? previousFocus
      : null;
  const fieldSelection = field
    ? {start: field.selectionStart, end: field.selectionEnd, direction: field.selectionDirection}
    : null;

  const textarea = doc.createElement('textarea');
  textarea.value = text;
  textarea.readOnly = true;
  textarea.setAttribute('aria-hidden', 'true');
  textarea.tabIndex = -1;
  // Off screen but rendered (a hidden element cannot be selected), and 12pt so iOS does not zoom.
  Object.assign(textarea.style, {
    position: 'fixed',
    top: '-999em',
    insetInlineStart: '-999em',
    opacity: '0',
    fontSize: '12pt',
  });
  doc.body.appendChild(textarea);

  let copied: boolean;
  try {
    textarea.focus({preventScroll: true});
    textarea.select();
    textarea.setSelectionRange(0, text.length);
    copied = doc.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    textarea.remove();
    previousFocus?.focus?.({preventScroll: true});
    if (field && fieldSelection && fieldSelection.start !== null && fieldSelection.end !== null) {
      field.setSelectionRange(
        fieldSelection.start,
        fieldSelection.end,
        fieldSelection.direction ?? undefined,
      );
    } else if (selection && ranges.length > 0) {
      selection.removeAllRanges();
      ranges.forEach((range) => selection.addRange(range));
    }
  }
  return copied;
}

/**
 * Copies `text` to the system clipboard. Uses the asynchronous Clipboard API where it exists and
 * falls back to {@link copyWithTextarea} where it is missing (insecure contexts, old browsers) or
 * refuses (no permission, document not focused). Call it from a user action such as a click:
 * browsers allow copying only then.
 *
 * @returns A promise that resolves to whether the text was copied. It never rejects.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof document === 'undefined') return false;
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Fall through to the textarea.
    }
  }
  return copyWithTextarea(text);
}
