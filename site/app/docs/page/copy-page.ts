import {announce} from '@material-react/cdk/a11y';
import {copyText} from '@material-react/cdk/clipboard';

/** How long an announcement stays in the live region, so the same words can be said again. */
const ANNOUNCEMENT_MS = 3000;

/** How long the button shows whether the text was copied. */
const RESULT_SHOWN_MS = 2500;

const resetTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

/**
 * Copies the text `read` gives (`null`: nothing to copy), then says how it went: to screen
 * readers through the live region (politely when it worked: focus stays on the button), and for
 * a moment on the button itself (`data-state="copied"` or `"failed"`, which the stylesheet shows
 * as a mark). A press while a copy is under way is ignored. Never rejects.
 */
async function copyAndSay(
  button: Element,
  read: () => Promise<string | null>,
  said: {copied: string; failed: string},
): Promise<boolean> {
  if (button.getAttribute('data-state') === 'copying') return false;
  clearTimeout(resetTimers.get(button));
  button.setAttribute('data-state', 'copying');
  button.setAttribute('aria-disabled', 'true');
  const copied = await read()
    .then((text) => text !== null && copyText(text))
    .catch(() => false);
  button.removeAttribute('aria-disabled');
  button.setAttribute('data-state', copied ? 'copied' : 'failed');
  resetTimers.set(
    button,
    setTimeout(() => button.removeAttribute('data-state'), RESULT_SHOWN_MS),
  );
  void announce(copied ? said.copied : said.failed, {
    politeness: copied ? 'polite' : 'assertive',
    duration: ANNOUNCEMENT_MS,
  });
  return copied;
}

/**
 * Fetches a page's Markdown twin (`href`) and copies it, saying how it went (see
 * {@link copyAndSay}). Never rejects.
 */
export function copyPage(button: Element, href: string): Promise<boolean> {
  return copyAndSay(
    button,
    () =>
      fetch(href, {headers: {Accept: 'text/markdown'}}).then((response) =>
        response.ok ? response.text() : null,
      ),
    {
      copied: 'Copied the page as Markdown.',
      failed: 'The page could not be copied. View as Markdown opens it instead.',
    },
  );
}

/** Copies an item's import line, saying how it went (see {@link copyAndSay}). Never rejects. */
export function copyImportLine(button: Element, line: string): Promise<boolean> {
  return copyAndSay(button, () => Promise.resolve(line), {
    copied: 'Copied the import line.',
    failed: 'The import line could not be copied. Select it to copy it instead.',
  });
}
