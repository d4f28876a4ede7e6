'use client';

import {useEffect, useState, type Ref} from 'react';
import {useComposedRefs} from '../slot';
import {getTabbableElements} from './tabbable';

/** Options of {@link useFocusTrap}. */
export interface FocusTrapOptions {
  /**
   * Whether the trap is active. While it is, Tab and Shift+Tab cycle through the tabbable elements
   * of the container and focus cannot move outside it.
   * @default true
   */
  enabled?: boolean;
  /**
   * Whether focus moves into the container when the trap starts: to the first element with the
   * `data-autofocus` attribute, else the first tabbable element, else the container itself.
   * @default true
   */
  autoFocus?: boolean;
  /**
   * Whether focus goes back to the element that had it before the trap started, when it stops.
   * @default true
   */
  restoreFocus?: boolean;
}

/** The overlay container of `@material-react/cdk/overlay` (not imported, to keep this module light). */
const OVERLAY_CONTAINER_SELECTOR = '.cdk-overlay-container';

/**
 * Moves focus into a container as a focus trap does when it starts: to its first element with
 * the `data-autofocus` attribute, else its first tabbable element, else the container itself
 * (made focusable from script, `tabindex="-1"`, if it is not).
 */
export function focusInitialElement(container: HTMLElement): void {
  const target =
    container.querySelector<HTMLElement>('[data-autofocus]') ??
    getTabbableElements(container)[0] ??
    container;
  if (target === container && !container.hasAttribute('tabindex')) container.tabIndex = -1;
  target.focus();
}

/**
 * Traps keyboard focus inside an element, as a modal dialog needs. Returns a callback ref for the
 * container. Focus that leaves the container (by Tab, or by a click on something focusable outside
 * it) is brought back; when the trap is released focus returns to where it was before.
 */
export function useFocusTrap<T extends HTMLElement = HTMLElement>(
  options: FocusTrapOptions = {},
): (element: T | null) => void {
  const {enabled = true, autoFocus = true, restoreFocus = true} = options;
  const [container, setContainer] = useState<T | null>(null);

  useEffect(() => {
    if (!enabled || !container) return;
    const doc = container.ownerDocument;
    const previouslyFocused = doc.activeElement as HTMLElement | null;
    if (autoFocus && !container.contains(doc.activeElement)) focusInitialElement(container);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const tabbable = getTabbableElements(container);
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      const active = doc.activeElement;
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (active === first || active === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes anyway (a click, a script) is pulled back in; overlays opened from inside
    // the trap (menus, which live in the overlay container) are part of it.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || container.contains(target)) return;
      if (target.closest(OVERLAY_CONTAINER_SELECTOR)) return;
      focusInitialElement(container);
    };

    container.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
      if (restoreFocus && previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [enabled, container, autoFocus, restoreFocus]);

  return setContainer;
}

/** Props of {@link FocusTrap}. */
export interface FocusTrapProps extends FocusTrapOptions, React.HTMLAttributes<HTMLDivElement> {
  /** A ref to the container `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** A `<div>` that traps focus inside itself while `enabled`; see {@link useFocusTrap}. */
export function FocusTrap({enabled, autoFocus, restoreFocus, ref, ...props}: FocusTrapProps) {
  const trapRef = useFocusTrap<HTMLDivElement>({enabled, autoFocus, restoreFocus});
  const composedRef = useComposedRefs<HTMLDivElement>(ref, trapRef);
  return <div {...props} ref={composedRef} />;
}
