import {VISUALLY_HIDDEN_CLASS} from './visually-hidden';

/** How assertively a screen reader announces a message: `aria-live` values. */
export type AriaLivePoliteness = 'polite' | 'assertive' | 'off';

/** Options of {@link announce}. */
export interface AnnounceOptions {
  /**
   * The `aria-live` politeness of the announcement: `polite` waits for the user to be idle,
   * `assertive` interrupts.
   * @default 'polite'
   */
  politeness?: AriaLivePoliteness;
  /**
   * How long the message stays in the live region, in milliseconds, before it is cleared. By
   * default it stays until the next announcement.
   */
  duration?: number;
}

/** The stable class of the shared live region element. */
export const LIVE_ANNOUNCER_CLASS = 'cdk-live-announcer-element';

/**
 * The delay before the message is written. Screen readers announce changes of a live region;
 * clearing it first and writing the message a moment later makes a repeated message a change too.
 */
const ANNOUNCE_DELAY_MS = 100;

let liveElement: HTMLElement | null = null;
let announceTimer: ReturnType<typeof setTimeout> | undefined;
let clearTimer: ReturnType<typeof setTimeout> | undefined;
let pendingResolvers: Array<() => void> = [];

function getLiveElement(doc: Document): HTMLElement {
  if (liveElement?.isConnected && liveElement.ownerDocument === doc) return liveElement;
  // Reuse a region left by an earlier copy of this module (hot reload, two bundles).
  const existing = doc.querySelector<HTMLElement>(`.${LIVE_ANNOUNCER_CLASS}`);
  const element = existing ?? doc.createElement('div');
  element.classList.add(LIVE_ANNOUNCER_CLASS, VISUALLY_HIDDEN_CLASS);
  element.setAttribute('aria-atomic', 'true');
  if (!existing) doc.body.appendChild(element);
  liveElement = element;
  return element;
}

function settlePending(): void {
  const resolvers = pendingResolvers;
  pendingResolvers = [];
  resolvers.forEach((resolve) => resolve());
}

/**
 * Announces a message to screen reader users through one shared, visually hidden live region
 * appended to `document.body`. Works outside React and before any render. Announcing again
 * replaces the current message.
 *
 * @returns A promise that resolves once the message is in the live region (or at once where there
 *   is no document, as during server rendering). A promise of a message replaced before it was
 *   written resolves too.
 */
export function announce(message: string, options: AnnounceOptions = {}): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const {politeness = 'polite', duration} = options;
  const element = getLiveElement(document);

  clearTimeout(announceTimer);
  clearTimeout(clearTimer);
  element.textContent = '';
  element.setAttribute('aria-live', politeness);

  return new Promise<void>((resolve) => {
    pendingResolvers.push(resolve);
    announceTimer = setTimeout(() => {
      element.textContent = message;
      settlePending();
      if (typeof duration === 'number' && Number.isFinite(duration)) {
        clearTimer = setTimeout(() => {
          element.textContent = '';
        }, duration);
      }
    }, ANNOUNCE_DELAY_MS);
  });
}

/**
 * Clears the live region, so a screen reader that has not yet read the current message will not,
 * and cancels a message that is about to be written.
 */
export function clearAnnouncements(): void {
  clearTimeout(announceTimer);
  clearTimeout(clearTimer);
  settlePending();
  if (liveElement) liveElement.textContent = '';
}
