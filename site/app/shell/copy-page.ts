import {announce} from '@material-react/cdk/a11y';
import {copyText} from '@material-react/cdk/clipboard';

/** How long an announcement stays in the live region, so the same words can be said again. */
const ANNOUNCEMENT_MS = 3000;

/** How long the button shows whether the page was copied. */
const RESULT_SHOWN_MS = 2500;

const resetTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

/**
 * Fetches a page's Markdown twin (`href`) and copies it, then says how it went: to screen readers
 * through the live region (politely: focus stays on the button), and for a moment on the button
 * itself (`data-state="copied"` or `"failed"`, which the stylesheet shows as a mark). A press while
 * a copy is under way is ignored. Never rejects.
 */
export async function copyPage(button: Element, href: string): Promise<boolean> {
  if (button.getAttribute('data-state') === 'copying') return false;
  clearTimeout(resetTimers.get(button));
  button.setAttribute('data-state', 'copying');
  button.setAttribute('aria-disabled', 'true');
  const copied = await fetch(href, {headers: {Accept: 'text/markdown'}})
    .then(async (response) => response.ok && copyText(await response.text()))
    .catch(() => false);
  button.removeAttribute('aria-disabled');
  button.setAttribute('data-state', copied ? 'copied' : 'failed');
  resetTimers.set(
    button,
    setTimeout(() => button.removeAttribute('data-state'), RESULT_SHOWN_MS),
  );
  void announce(
    copied
      ? 'Copied the page as Markdown.'
      : 'The page could not be copied. View as Markdown opens it instead.',
    {politeness: copied ? 'polite' : 'assertive', duration: ANNOUNCEMENT_MS},
  );
  return copied;
}
