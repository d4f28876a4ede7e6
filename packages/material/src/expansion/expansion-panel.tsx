'use client';

import {useControllableState} from '@material-react/cdk/state';
import arrowDown from '@material-symbols/svg-400/outlined/keyboard_arrow_down.svg?raw';
import {use, useEffect, useId, type ReactNode, type Ref} from 'react';
import {Icon} from '../icon';
import {AccordionContext, type ExpansionTogglePosition} from './accordion';
import './expansion.css';

/** The heading levels a panel header can have. */
export type ExpansionHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Props of {@link ExpansionPanel}. */
export interface ExpansionPanelProps extends React.HTMLAttributes<HTMLDivElement> {
  /** The panel's title, in the header button. */
  header: ReactNode;
  /** A short summary after the title, such as the current value of the panel's form. */
  description?: ReactNode;
  /** The panel's content, shown while it is expanded. */
  children?: ReactNode;
  /** Whether the panel is expanded (controlled). */
  expanded?: boolean;
  /**
   * Whether the panel starts expanded (uncontrolled).
   * @default false
   */
  defaultExpanded?: boolean;
  /** Called with the new state when the panel expands or collapses. */
  onExpandedChange?: (expanded: boolean) => void;
  /**
   * Whether the panel is disabled: its header cannot be focused or toggled.
   * @default false
   */
  disabled?: boolean;
  /**
   * Whether the chevron is hidden. Defaults to the accordion's setting, else `false`.
   */
  hideToggle?: boolean;
  /**
   * Which side of the header the chevron is on. Defaults to the accordion's setting, else
   * `'after'`.
   */
  togglePosition?: ExpansionTogglePosition;
  /**
   * The heading level that wraps the header button; pick the one that fits the page's outline.
   * @default 3
   */
  headingLevel?: ExpansionHeadingLevel;
  /** A ref to the panel `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A panel with a header button that shows or hides its content. The button has
 * `aria-expanded` and `aria-controls`; the content is a `region` named by the header. Inside an
 * {@link Accordion}, panels coordinate and share keyboard navigation.
 *
 * ```tsx
 * <ExpansionPanel header="Personal data" description="Your name and age">
 *   <form>…</form>
 * </ExpansionPanel>
 * ```
 */
export function ExpansionPanel({
  header,
  description,
  children,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  disabled = false,
  hideToggle,
  togglePosition,
  headingLevel = 3,
  className,
  ...props
}: ExpansionPanelProps) {
  const accordion = use(AccordionContext);
  const [expanded, setExpanded] = useControllableState({
    value: expandedProp,
    defaultValue: defaultExpanded,
    onChange: onExpandedChange,
  });
  const id = useId();
  const headerId = `${id}-header`;
  const contentId = `${id}-content`;

  useEffect(() => accordion?.register(id, () => setExpanded(false)), [accordion, id, setExpanded]);

  const toggle = () => {
    const next = !expanded;
    // The others collapse first, so a shared controlled state ends on this panel.
    if (next) accordion?.notifyExpanded(id);
    setExpanded(next);
  };

  const showToggle = !(hideToggle ?? accordion?.hideToggle ?? false);
  const position = togglePosition ?? accordion?.togglePosition ?? 'after';
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      {...props}
      className={className ? `mat-expansion-panel ${className}` : 'mat-expansion-panel'}
      data-expanded={expanded ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <Heading className="mat-expansion-panel-heading">
        <button
          type="button"
          id={headerId}
          className="mat-expansion-panel-header"
          aria-expanded={expanded}
          aria-controls={contentId}
          disabled={disabled}
          data-toggle-position={position}
          onClick={toggle}
        >
          <span className="mat-expansion-panel-header-title">{header}</span>
          {description !== undefined && (
            <span className="mat-expansion-panel-header-description">{description}</span>
          )}
          {showToggle && (
            <span className="mat-expansion-indicator">
              <Icon svg={arrowDown} />
            </span>
          )}
        </button>
      </Heading>
      <div
        role="region"
        id={contentId}
        aria-labelledby={headerId}
        className="mat-expansion-panel-content"
        // Collapsed content stays in the page (for the animation) but out of reach.
        inert={!expanded}
      >
        <div className="mat-expansion-panel-body-clip">
          <div className="mat-expansion-panel-body">{children}</div>
        </div>
      </div>
    </div>
  );
}

/** Props of {@link ExpansionPanelActions}. */
export interface ExpansionPanelActionsProps extends React.HTMLAttributes<HTMLDivElement> {
  /** A ref to the action row `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** A row of buttons at the bottom of an expanded panel, after a divider, aligned to the end. */
export function ExpansionPanelActions({className, ...props}: ExpansionPanelActionsProps) {
  return (
    <div
      {...props}
      className={
        className ? `mat-expansion-panel-actions ${className}` : 'mat-expansion-panel-actions'
      }
    />
  );
}
