import type {ReactNode, Ref} from 'react';
import './card.css';

/** The container styles of a card. */
export type CardAppearance = 'raised' | 'outlined';

const withClass = (base: string, className: string | undefined) =>
  className ? `${base} ${className}` : base;

/** Props of {@link Card}. */
export interface CardProps extends React.HTMLAttributes<HTMLDivElement> {
  /**
   * The container style: `raised` sits on a shadow, `outlined` has a border and no shadow.
   * @default 'raised'
   */
  appearance?: CardAppearance;
  /** A ref to the card `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A surface that groups content and actions about one subject. Compose it from
 * {@link CardHeader}, {@link CardMedia}, {@link CardContent} and {@link CardActions}. The card
 * has no role; when cards form a list, render them in a list (or give each `role="article"`).
 *
 * ```tsx
 * <Card appearance="outlined">
 *   <CardHeader title="Shiba Inu" subtitle="Dog breed" />
 *   <CardContent>A small, agile dog from Japan.</CardContent>
 *   <CardActions><Button>Like</Button></CardActions>
 * </Card>
 * ```
 */
export function Card({appearance = 'raised', className, ...props}: CardProps) {
  return (
    <div {...props} data-appearance={appearance} className={withClass('mat-card', className)} />
  );
}

/** The heading levels a card title can have. */
export type CardHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Props of {@link CardHeader}. */
export interface CardHeaderProps extends Omit<React.HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The card's title, rendered as a heading. */
  title?: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /**
   * An image or icon before the title, such as a profile picture. It is decorative unless it has
   * its own text alternative.
   */
  avatar?: ReactNode;
  /**
   * The heading level of the title; pick the one that fits the page's outline.
   * @default 3
   */
  headingLevel?: CardHeadingLevel;
  /** A ref to the header `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** The top of a card: an optional avatar, a title heading and a subtitle. Children follow them. */
export function CardHeader({
  title,
  subtitle,
  avatar,
  headingLevel = 3,
  className,
  children,
  ...props
}: CardHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...props} className={withClass('mat-card-header', className)}>
      {avatar !== undefined && <div className="mat-card-avatar">{avatar}</div>}
      <div className="mat-card-header-text">
        {title !== undefined && <Heading className="mat-card-title">{title}</Heading>}
        {subtitle !== undefined && <div className="mat-card-subtitle">{subtitle}</div>}
      </div>
      {children}
    </div>
  );
}

/** Props of {@link CardContent}. */
export interface CardContentProps extends React.HTMLAttributes<HTMLDivElement> {
  /** A ref to the content `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** The body of a card, padded at its sides. */
export function CardContent({className, ...props}: CardContentProps) {
  return <div {...props} className={withClass('mat-card-content', className)} />;
}

/** Where card actions sit along the card's bottom edge. */
export type CardActionsAlign = 'start' | 'end';

/** Props of {@link CardActions}. */
export interface CardActionsProps extends React.HTMLAttributes<HTMLDivElement> {
  /**
   * Where the actions sit: at the start or the end of the row (mirrored in right-to-left text).
   * @default 'start'
   */
  align?: CardActionsAlign;
  /** A ref to the actions `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** A row of buttons at the bottom of a card. */
export function CardActions({align = 'start', className, ...props}: CardActionsProps) {
  return <div {...props} data-align={align} className={withClass('mat-card-actions', className)} />;
}

/** Props of {@link CardMedia}. */
export interface CardMediaProps extends React.ImgHTMLAttributes<HTMLImageElement> {
  /**
   * The image's text alternative. Use `""` for an image that only decorates, when the card's text
   * already says everything.
   */
  alt: string;
  /** A ref to the `<img>`. */
  ref?: Ref<HTMLImageElement>;
}

/**
 * A full-width image in a card. It spans the card edge to edge (clipped by its rounded corners
 * at the top or bottom) and keeps its aspect ratio; give it `width` and `height` so the page
 * does not shift while it loads.
 */
export function CardMedia({className, alt, ...props}: CardMediaProps) {
  return <img {...props} alt={alt} className={withClass('mat-card-media', className)} />;
}
