import {useCallback, useEffect, useLayoutEffect, useRef, useState, type Ref} from 'react';
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

function focusFirst(container: HTMLElement): void {
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
  // The container is kept in a ref, and in state only while the trap is on: state set as the
  // container mounts would render its component a second time, in a synchronous update of its
  // own, whenever a drawer that starts closed mounts (a page with a side navigation hydrating).
  // The state only makes the trap follow a container that changes while the trap is on.
  const element = useRef<T | null>(null);
  const enabledNow = useRef(enabled);
  const [trapped, setTrapped] = useState<T | null>(null);
  useLayoutEffect(() => {
    enabledNow.current = enabled;
  }, [enabled]);
  const setContainer = useCallback((next: T | null) => {
    element.current = next;
    if (enabledNow.current) setTrapped(next);
  }, []);

  useEffect(() => {
    const container = element.current;
    if (!enabled || !container) return;
    const doc = container.ownerDocument;
    const previouslyFocused = doc.activeElement as HTMLElement | null;
    if (autoFocus && !container.contains(doc.activeElement)) focusFirst(container);

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
      focusFirst(container);
    };

    container.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
      if (restoreFocus && previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // `trapped`: a container that changed while the trap was on binds the trap again.
  }, [enabled, trapped, autoFocus, restoreFocus]);

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
