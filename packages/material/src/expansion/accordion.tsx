'use client';

import {createContext, useMemo, useRef, type KeyboardEvent, type ReactNode, type Ref} from 'react';
import './expansion.css';
import {composeEventHandlers} from '@material-react/cdk/slot';

/** Which side of the header the expand/collapse chevron is on. */
export type ExpansionTogglePosition = 'before' | 'after';

/** What an accordion shares with its panels. */
export interface AccordionContextValue {
  /** Whether several panels may be expanded at once. */
  multi: boolean;
  /** The default of the panels' `hideToggle`. */
  hideToggle: boolean;
  /** The default of the panels' `togglePosition`. */
  togglePosition: ExpansionTogglePosition;
  /** Registers a panel's collapse function; returns the unregister function. */
  register: (id: string, collapse: () => void) => () => void;
  /** Tells the accordion a panel expanded, so the others collapse in single mode. */
  notifyExpanded: (id: string) => void;
}

/** @docs-private */
export const AccordionContext = createContext<AccordionContextValue | null>(null);

/** Props of {@link Accordion}. */
export interface AccordionProps extends React.HTMLAttributes<HTMLDivElement> {
  /** The panels: `ExpansionPanel` elements. */
  children?: ReactNode;
  /**
   * Whether several panels may be expanded at once. By default, expanding a panel collapses the
   * others.
   * @default false
   */
  multi?: boolean;
  /**
   * Whether the panels hide their chevron (a panel's own `hideToggle` wins).
   * @default false
   */
  hideToggle?: boolean;
  /**
   * Where the panels show their chevron (a panel's own `togglePosition` wins).
   * @default 'after'
   */
  togglePosition?: ExpansionTogglePosition;
  /** A ref to the accordion `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

const HEADER_SELECTOR = '.mat-expansion-panel-header';

/**
 * A stack of `ExpansionPanel`s that work together, following the
 * [WAI-ARIA accordion pattern](https://www.w3.org/WAI/ARIA/apg/patterns/accordion/): one panel
 * open at a time (or several with `multi`), and the arrow keys, Home and End moving between the
 * panel headers.
 *
 * ```tsx
 * <Accordion>
 *   <ExpansionPanel header="Shipping">…</ExpansionPanel>
 *   <ExpansionPanel header="Payment">…</ExpansionPanel>
 * </Accordion>
 * ```
 */
export function Accordion({
  multi = false,
  hideToggle = false,
  togglePosition = 'after',
  className,
  onKeyDown,
  ...props
}: AccordionProps) {
  const panels = useRef(new Map<string, () => void>());
  const context = useMemo<AccordionContextValue>(
    () => ({
      multi,
      hideToggle,
      togglePosition,
      register: (id, collapse) => {
        panels.current.set(id, collapse);
        return () => {
          panels.current.delete(id);
        };
      },
      notifyExpanded: (id) => {
        if (multi) return;
        for (const [other, collapse] of panels.current) if (other !== id) collapse();
      },
    }),
    [multi, hideToggle, togglePosition],
  );

  const onHeaderKeyDown = composeEventHandlers(
    onKeyDown,
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const accordion = event.currentTarget;
      const ownHeader = (element: Element | null) =>
        !!element && element.closest('.mat-accordion') === accordion;
      const current = (event.target as Element).closest(HEADER_SELECTOR);
      if (!ownHeader(current)) return;
      const headers = Array.from(
        accordion.querySelectorAll<HTMLButtonElement>(`${HEADER_SELECTOR}:not(:disabled)`),
      ).filter(ownHeader);
      const index = headers.indexOf(current as HTMLButtonElement);
      const count = headers.length;
      let target: number;
      if (event.key === 'ArrowDown') target = (index + 1) % count;
      else if (event.key === 'ArrowUp') target = (index - 1 + count) % count;
      else if (event.key === 'Home') target = 0;
      else if (event.key === 'End') target = count - 1;
      else return;
      event.preventDefault();
      headers[target]?.focus();
    },
  );

  return (
    <AccordionContext value={context}>
      <div
        {...props}
        className={className ? `mat-accordion ${className}` : 'mat-accordion'}
        data-multi={multi ? '' : undefined}
        onKeyDown={onHeaderKeyDown}
      />
    </AccordionContext>
  );
}
