'use client';

import {focusInitialElement, useFocusTrap} from '@material-react/cdk/a11y';
import {composeEventHandlers, useComposedRefs} from '@material-react/cdk/slot';
import {useControllableState} from '@material-react/cdk/state';
import {useEffect, useRef, useState, type Ref} from 'react';
import './sidenav.css';

/**
 * How a drawer shares the container with the content: `over` floats above the content with a
 * backdrop, `push` slides the content aside with a backdrop, `side` sits beside the content and
 * narrows it.
 */
export type SidenavMode = 'over' | 'push' | 'side';

/** The edge a drawer sits at: `start` is the left in left-to-right text, the right in right-to-left. */
export type SidenavPosition = 'start' | 'end';

/** Props of {@link Sidenav}. */
export interface SidenavProps extends React.HTMLAttributes<HTMLDivElement> {
  /**
   * How the drawer shares the container with the content.
   * @default 'over'
   */
  mode?: SidenavMode;
  /**
   * The edge of the container the drawer sits at; follows the text direction.
   * @default 'start'
   */
  position?: SidenavPosition;
  /** Whether the drawer is open (controlled). Use with `onOpenedChange`. */
  opened?: boolean;
  /**
   * Whether the drawer is open at first (uncontrolled).
   * @default false
   */
  defaultOpened?: boolean;
  /** Called when the drawer asks to open or close (Escape, backdrop click), with the new state. */
  onOpenedChange?: (opened: boolean) => void;
  /**
   * Whether Escape and a click on the backdrop leave the drawer open. It can still be closed
   * through `opened`.
   * @default false
   */
  disableClose?: boolean;
  /**
   * Whether focus moves into the drawer when it opens: to the element with `data-autofocus`, else
   * the first tabbable element, else the drawer itself. Focus returns to where it was when the
   * drawer closes while focus is inside it.
   * @default true
   */
  autoFocus?: boolean;
  /**
   * Whether an open `over` or `push` drawer shows a backdrop over the content, which closes it
   * when clicked, and is modal (focus stays inside, the content is inert). Without a backdrop the
   * content stays usable. A `side` drawer never has one.
   * @default true
   */
  hasBackdrop?: boolean;
  /**
   * Whether the drawer is fixed to the viewport rather than to its container, so it stays in view
   * while the page scrolls.
   * @default false
   */
  fixedInViewport?: boolean;
  /**
   * The distance from the top of the viewport of a `fixedInViewport` drawer, in pixels (the
   * height of a fixed top bar, for instance).
   * @default 0
   */
  fixedTopGap?: number;
  /**
   * The distance from the bottom of the viewport of a `fixedInViewport` drawer, in pixels.
   * @default 0
   */
  fixedBottomGap?: number;
  /** A ref to the drawer element. */
  ref?: Ref<HTMLDivElement>;
}

/** Makes the content of the drawer's container inert while one of its drawers is modal. */
function updateContentInert(container: Element): void {
  const modal = container.querySelector(':scope > .mat-sidenav[data-modal]') !== null;
  container.querySelectorAll(':scope > .mat-sidenav-content').forEach((content) => {
    content.toggleAttribute('inert', modal);
  });
}

/**
 * A drawer at one edge of a {@link SidenavContainer}, in the Material navigation drawer style.
 * A closed drawer is off screen and `inert`, so neither the keyboard nor assistive technology
 * reaches it. While an `over` or `push` drawer with a backdrop is open it is modal: focus is
 * trapped inside, the content is `inert`, and a click on the backdrop closes it. Escape closes any
 * drawer while focus is inside it. `disableClose` turns both off.
 * State is exposed as `data-mode`, `data-position`, `data-opened` and `data-modal` on the
 * `.mat-sidenav` element.
 *
 * ```tsx
 * const [opened, setOpened] = useState(false);
 * <Sidenav opened={opened} onOpenedChange={setOpened} role="navigation" aria-label="Main">
 *   …
 * </Sidenav>
 * ```
 */
export function Sidenav({
  mode = 'over',
  position = 'start',
  opened,
  defaultOpened = false,
  onOpenedChange,
  disableClose = false,
  autoFocus = true,
  hasBackdrop = true,
  fixedInViewport = false,
  fixedTopGap = 0,
  fixedBottomGap = 0,
  className,
  style,
  onKeyDown,
  ref,
  children,
  ...props
}: SidenavProps) {
  const [isOpen, setOpen] = useControllableState({
    value: opened,
    defaultValue: defaultOpened,
    onChange: onOpenedChange,
  });
  // Like a dialog, a drawer is modal while it shows a backdrop over the content.
  const modal = isOpen && mode !== 'side' && hasBackdrop;
  const [drawer, setDrawer] = useState<HTMLDivElement | null>(null);
  const trapRef = useFocusTrap<HTMLDivElement>({
    enabled: modal,
    autoFocus: false,
    restoreFocus: false,
  });
  const composedRef = useComposedRefs<HTMLDivElement>(ref, trapRef, setDrawer);

  // Focus moves in when the drawer opens and back out when it closes, but not on the first render:
  // a drawer that starts open (a side drawer on a wide screen) must not steal the page's focus.
  // An open drawer that becomes modal (its mode changed) takes focus too, as the rest is now inert.
  const previous = useRef({isOpen, modal});
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!drawer) return;
    if (drawer.parentElement) updateContentInert(drawer.parentElement);
    const was = previous.current;
    previous.current = {isOpen, modal};
    const doc = drawer.ownerDocument;
    const active = doc.activeElement as HTMLElement | null;
    const opened = isOpen && !was.isOpen;
    const becameModal = modal && !was.modal && was.isOpen;
    if ((opened && autoFocus) || becameModal) {
      if (!drawer.contains(active)) {
        returnFocusTo.current = active;
        focusInitialElement(drawer);
      }
    } else if (opened) {
      returnFocusTo.current = active;
    } else if (!isOpen && was.isOpen) {
      const focusWasInside = !active || active === doc.body || drawer.contains(active);
      if (focusWasInside && returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
      returnFocusTo.current = null;
    }
  }, [drawer, isOpen, modal, autoFocus]);

  // A drawer that goes away while modal must not leave the content inert.
  useEffect(() => {
    const container = drawer?.parentElement;
    if (!drawer || !container) return;
    return () => {
      if (!drawer.isConnected) updateContentInert(container);
    };
  }, [drawer]);

  const handleKeyDown = composeEventHandlers(
    onKeyDown,
    (event: React.KeyboardEvent<HTMLDivElement>) => {
      // Keys from portalled overlays (a menu opened in the drawer) bubble here through React but
      // belong to those overlays.
      if (
        event.key !== 'Escape' ||
        event.defaultPrevented ||
        disableClose ||
        !event.currentTarget.contains(event.target as Node)
      ) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    },
  );

  const showBackdrop = hasBackdrop && mode !== 'side';
  const fixedStyle = fixedInViewport ? {top: fixedTopGap, bottom: fixedBottomGap} : undefined;
  return (
    <>
      {showBackdrop && (
        <div
          className="mat-sidenav-backdrop"
          aria-hidden="true"
          data-visible={modal ? '' : undefined}
          data-fixed={fixedInViewport ? '' : undefined}
          onClick={() => {
            if (!disableClose) setOpen(false);
          }}
        />
      )}
      <div
        {...props}
        ref={composedRef}
        className={className ? `mat-sidenav ${className}` : 'mat-sidenav'}
        style={{...fixedStyle, ...style}}
        inert={!isOpen}
        data-mode={mode}
        data-position={position}
        data-opened={isOpen ? '' : undefined}
        data-modal={modal ? '' : undefined}
        data-fixed={fixedInViewport ? '' : undefined}
        onKeyDown={handleKeyDown}
      >
        {children}
      </div>
    </>
  );
}
