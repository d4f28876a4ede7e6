import {VisuallyHidden} from '@material-react/cdk/a11y';
import {joinIds, Slot} from '@material-react/cdk/slot';
import {
  cloneElement,
  isValidElement,
  useId,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import './badge.css';

/**
 * Where a badge sits on its host: `above` or `below` it, and at its `after` or `before` side in
 * the text direction (the right-hand side is `after` in left-to-right text, `before` in
 * right-to-left text).
 */
export type BadgePosition = 'above after' | 'above before' | 'below after' | 'below before';

/**
 * The size of a badge: `small` is a 6px dot that shows no text, `medium` a 16px high pill (the
 * Material 3 large badge) and `large` a 24px high pill for big hosts such as a FAB or an avatar.
 */
export type BadgeSize = 'small' | 'medium' | 'large';

/**
 * Props of {@link Badge}. Props not listed here go to the host: the `<span>` around the children,
 * or the child itself with `asChild`.
 */
export interface BadgeProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'content' | 'hidden' | 'children'
> {
  /**
   * What the badge shows: a number, such as an unread count, or a short text such as `New`.
   * Without it (or with an empty string), the badge is a small dot.
   */
  content?: string | number;
  /**
   * What screen readers announce for the badge, such as `3 unread messages`. Without it they
   * announce the content as shown (`3`, `99+`); an empty string announces nothing, for a host
   * whose own label already says it.
   */
  description?: string;
  /**
   * The largest number shown: a numeric `content` above it shows as `max` followed by `+`
   * (`99+`). Text content is shown as given.
   * @default 999
   */
  max?: number;
  /**
   * Whether the badge is hidden, for instance while a count is zero. A hidden badge is neither
   * shown nor announced; the host stays as it is.
   * @default false
   */
  hidden?: boolean;
  /**
   * Where the badge sits on the host; `before` and `after` follow the text direction.
   * @default 'above after'
   */
  position?: BadgePosition;
  /**
   * Whether the badge overlaps the host's corner, as it should on an icon. Turn it off for a
   * host with text, so that the badge sits beside the text instead of covering it.
   * @default true
   */
  overlap?: boolean;
  /**
   * The size of the badge. A `small` badge is a dot: it shows no text even with a `content`.
   * @default 'medium'
   */
  size?: BadgeSize;
  /**
   * Whether the badge is dimmed, to match a disabled host. It is still announced.
   * @default false
   */
  disabled?: boolean;
  /**
   * Whether the single child element is the host, instead of a `<span>` around the children. The
   * badge's class names and props are merged into the child, the badge is added to the child's
   * own children, and the child is described by the badge through `aria-describedby`. Use it on
   * interactive hosts: buttons, links, tabs and navigation items. The child must render its
   * children.
   * @default false
   */
  asChild?: boolean;
  /** Extra classes for the badge itself (`.mat-badge-content`). */
  badgeClassName?: string;
  /** The host's content (an icon, a text), or with `asChild` the single host element. */
  children?: ReactNode;
  /** A ref to the host element. */
  ref?: Ref<HTMLElement>;
}

/**
 * Formats a badge's content as it is shown: numbers above `max` become `max` followed by `+`.
 * Returns an empty string for no content.
 */
function formatContent(content: string | number | undefined | null, max: number): string {
  if (content === undefined || content === null) return '';
  if (typeof content === 'number' && content > max) return `${max}+`;
  return String(content);
}

const joinClasses = (base: string, extra: string | undefined) =>
  extra ? `${base} ${extra}` : base;

/**
 * A Material 3 badge: a small status descriptor, such as an unread count or a "new" dot, on the
 * corner of an icon, a button, a tab or a navigation item. The badge is decorative
 * (`aria-hidden`); its `description` (or, without one, its content) is announced instead: as a
 * visually hidden text next to the children, or with `asChild` as the `aria-describedby`
 * description of the host element.
 *
 * ```tsx
 * <Badge content={3} description="3 unread messages">
 *   <Icon svg={mail} />
 * </Badge>
 *
 * <Badge asChild content={count} max={99} description={`${count} notifications`}>
 *   <IconButton aria-label="Notifications"><Icon svg={bell} /></IconButton>
 * </Badge>
 * ```
 */
export function Badge({
  content,
  description,
  max = 999,
  hidden = false,
  position = 'above after',
  overlap = true,
  size = 'medium',
  disabled = false,
  asChild = false,
  badgeClassName,
  className,
  children,
  ref,
  ...hostProps
}: BadgeProps) {
  const descriptionId = `mat-badge-description-${useId()}`;
  const text = formatContent(content, max);
  const dot = size === 'small' || text === '';
  const announcement = hidden ? '' : (description ?? text);

  const badge = hidden ? null : (
    <span
      className={joinClasses('mat-badge-content', badgeClassName)}
      aria-hidden="true"
      data-size={dot ? 'small' : size}
      data-position={position}
      data-overlap={overlap ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      // Drawn by CSS (`content: attr(data-content)`), not as text: the host's accessible name
      // stays its own (a button named "Inbox" has no "2" in it), and the description says it.
      data-content={dot ? undefined : text}
    />
  );

  if (asChild) {
    if (!isValidElement<{children?: ReactNode}>(children)) {
      throw new Error('Badge with asChild expects a single React element as its child.');
    }
    const described = announcement !== '';
    return (
      <Slot
        {...hostProps}
        className={joinClasses('mat-badge', className)}
        aria-describedby={joinIds(
          described ? descriptionId : undefined,
          hostProps['aria-describedby'],
        )}
        ref={ref}
      >
        {cloneElement(
          children,
          undefined,
          children.props.children,
          badge,
          described ? (
            // Hidden, yet read as the host's description: `aria-describedby` includes hidden text.
            <span id={descriptionId} className="mat-badge-description" hidden>
              {announcement}
            </span>
          ) : null,
        )}
      </Slot>
    );
  }

  return (
    <span
      {...hostProps}
      ref={ref}
      className={joinClasses('mat-badge mat-badge-wrapper', className)}
    >
      {children}
      {badge}
      {announcement !== '' && (
        <VisuallyHidden className="mat-badge-description">{announcement}</VisuallyHidden>
      )}
    </span>
  );
}
