'use client';

import {VisuallyHidden} from '@material-react/cdk/a11y';
import type {OverlaySide} from '@material-react/cdk/overlay';
import {Slot} from '@material-react/cdk/slot';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import type * as TooltipBubbleModule from './tooltip-bubble';
import './tooltip.css';

/** Where a tooltip goes relative to its element; `before` and `after` follow the text direction. */
export type TooltipPosition = 'above' | 'below' | 'left' | 'right' | 'before' | 'after';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /**
   * The text of the tooltip. It also describes the element (`aria-describedby`): the shown
   * tooltip, or a visually hidden copy of the text while it is hidden.
   */
  message: string;
  /**
   * Where the tooltip goes. It flips to the opposite side when there is no room.
   * @default 'below'
   */
  position?: TooltipPosition;
  /**
   * How long the pointer rests on the element before the tooltip shows, in milliseconds.
   * @default 0
   */
  showDelay?: number;
  /**
   * How long the tooltip stays after the pointer leaves, in milliseconds.
   * @default 0
   */
  hideDelay?: number;
  /**
   * How long a tooltip shown by a long press stays after the finger lifts, in milliseconds.
   * @default 1500
   */
  touchHideDelay?: number;
  /**
   * Whether the tooltip is disabled: it never shows and does not describe the element.
   * @default false
   */
  disabled?: boolean;
  /** Extra classes for the tooltip bubble (`.mat-tooltip`). */
  tooltipClassName?: string;
  /**
   * The one element the tooltip belongs to. It receives `aria-describedby` and event handlers,
   * composed with its own (it may be another `asChild` part such as a `MenuTrigger`).
   */
  children: ReactElement;
}

const SIDES: Record<TooltipPosition, OverlaySide> = {
  above: 'top',
  below: 'bottom',
  left: 'left',
  right: 'right',
  before: 'before',
  after: 'after',
};

/** How long a finger rests on the element before the tooltip shows. */
const LONG_PRESS_MS = 500;

const isTouch = (event: PointerEvent) => event.pointerType === 'touch';

/** Whether the browser would show a focus ring on the element (its own keyboard heuristics). */
function matchesFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A browser that does not know the selector: treat focus as visible, as keyboard users need.
    return true;
  }
}

type BubbleModule = typeof TooltipBubbleModule;
let bubbleModule: BubbleModule | undefined;
let bubbleLoad: Promise<BubbleModule> | undefined;

/**
 * Loads the shown tooltip's code (its bubble and the overlay it sits in), once; a failed load is
 * forgotten so that the next tooltip tries again. Tooltips call it when they mount; it is
 * exported for tests, which start with it loaded.
 */
export function loadTooltipBubble(): Promise<BubbleModule> {
  bubbleLoad ??= import('./tooltip-bubble').then(
    (module) => (bubbleModule = module),
    (error: unknown) => {
      bubbleLoad = undefined;
      throw error;
    },
  );
  return bubbleLoad;
}

/**
 * A short text label for an element, shown while the pointer rests on it (after `showDelay`),
 * while it has keyboard focus, and after a long press on touch screens. It hides when the pointer
 * leaves (unless it moves onto the tooltip), on blur, on a press and on Escape. The message also
 * describes the element (`aria-describedby`): while the tooltip shows, its `role="tooltip"`
 * element does, as the WAI-ARIA tooltip pattern asks; while it is hidden, a visually hidden copy
 * of the text, present before the tooltip ever shows, takes the same id. The shown bubble's code
 * (with the overlay it sits in) is a chunk of its own, loaded once a tooltip is on the page, so a
 * page does not wait for it to become interactive.
 *
 * ```tsx
 * <Tooltip message="Select a theme">
 *   <IconButton aria-label="Select a theme"><Icon svg={palette} /></IconButton>
 * </Tooltip>
 * ```
 */
export function Tooltip({
  message,
  position = 'below',
  showDelay = 0,
  hideDelay = 0,
  touchHideDelay = 1500,
  disabled = false,
  tooltipClassName,
  children,
}: TooltipProps) {
  // A ref, not state: a tooltip is on every icon button of a page, and state set from a ref
  // callback would render each of them a second time as it mounts.
  const anchor = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // After a press on the element, the tooltip waits for the pointer to leave and come back.
  const pressed = useRef(false);
  const bubbleElement = useRef<HTMLDivElement | null>(null);
  const descriptionId = useId();
  const enabled = !disabled && message.trim() !== '';
  const visible = open && enabled;

  useEffect(() => () => clearTimeout(timer.current), []);
  // The bubble's code loads once a tooltip is on the page, ahead of its first showing; a tooltip
  // asked to show before it has arrived shows when it does.
  const [loaded, setLoaded] = useState(() => bubbleModule);
  useEffect(() => {
    if (bubbleModule) return;
    let active = true;
    const load = () =>
      loadTooltipBubble().then(
        (module) => active && setLoaded(() => module),
        () => {},
      );
    // Once the browser is idle, so that it does not lengthen the page's start.
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(load, {timeout: 1000});
      return () => {
        active = false;
        cancelIdleCallback(handle);
      };
    }
    const timer = setTimeout(load, 1);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    if (delay > 0) timer.current = setTimeout(() => setOpen(next), delay);
    else setOpen(next);
  };
  const show = (delay = showDelay) => {
    // A tooltip would cover the popup its element has opened, such as a menu.
    if (enabled && anchor.current?.getAttribute('aria-expanded') !== 'true') schedule(true, delay);
  };
  const hide = (delay = hideDelay) => schedule(false, delay);

  const triggerProps = {
    'aria-describedby': enabled ? descriptionId : undefined,
    onPointerEnter: (event: PointerEvent) => {
      if (!isTouch(event) && !pressed.current) show();
    },
    onPointerLeave: (event: PointerEvent) => {
      pressed.current = false;
      if (isTouch(event)) return;
      if (
        event.relatedTarget instanceof Node &&
        bubbleElement.current?.contains(event.relatedTarget)
      ) {
        return;
      }
      hide();
    },
    onPointerDown: (event: PointerEvent) => {
      if (isTouch(event)) {
        show(LONG_PRESS_MS);
      } else {
        pressed.current = true;
        hide(0);
      }
    },
    onPointerUp: (event: PointerEvent) => {
      if (!isTouch(event)) return;
      if (open) hide(touchHideDelay);
      else clearTimeout(timer.current);
    },
    onPointerCancel: (event: PointerEvent) => {
      if (isTouch(event)) hide(0);
    },
    onFocus: (event: FocusEvent) => {
      // Focus the browser shows a ring for (from the keyboard, not a click), as `:focus-visible`
      // says; a press on the element just before also rules it out.
      if (event.target !== event.currentTarget || pressed.current) return;
      if (matchesFocusVisible(event.currentTarget)) show();
    },
    onBlur: () => hide(0),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && visible) {
        // Closes the tooltip only: whatever contains the element keeps its Escape.
        event.preventDefault();
        event.stopPropagation();
        hide(0);
      }
    },
  };

  const bubbleClassName = tooltipClassName ? `mat-tooltip ${tooltipClassName}` : 'mat-tooltip';
  return (
    <>
      <Slot {...triggerProps} ref={anchor}>
        {children}
      </Slot>
      {/* The id is on whichever element holds the text, so aria-describedby always finds it. */}
      {enabled && !(visible && loaded) && (
        <VisuallyHidden id={descriptionId}>{message}</VisuallyHidden>
      )}
      {visible && loaded && (
        <loaded.TooltipBubble
          id={descriptionId}
          anchor={anchor}
          placement={SIDES[position]}
          message={message}
          className={bubbleClassName}
          bubbleRef={bubbleElement}
          onDismiss={() => hide(0)}
          onPointerEnter={() => clearTimeout(timer.current)}
          onPointerLeave={(event) => {
            const {relatedTarget} = event;
            if (!(relatedTarget instanceof Node && anchor.current?.contains(relatedTarget))) hide();
          }}
        />
      )}
    </>
  );
}
