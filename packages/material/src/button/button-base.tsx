'use client';

import {Slot} from '@material-react/cdk/slot';
import type {HTMLAttributeAnchorTarget, MouseEvent, ReactNode, Ref} from 'react';
import './button-base.css';

/** Props shared by `Button`, `IconButton` and `Fab`. */
export interface ButtonBaseProps extends Omit<React.ButtonHTMLAttributes<HTMLElement>, 'type'> {
  /**
   * Whether to render the single child element instead of a `<button>`/`<a>`, with the button's
   * class names, data attributes and handlers merged into it. Use it for router links:
   * `<Button asChild><Link to="/guide">Guide</Link></Button>`.
   * @default false
   */
  asChild?: boolean;
  /** A URL. With it the button renders as a link (`<a href>`). */
  href?: string;
  /** Where a link opens, as the `<a>` attribute. Only used with `href`. */
  target?: HTMLAttributeAnchorTarget;
  /** The relationship of a link's target, as the `<a>` attribute. Only used with `href`. */
  rel?: string;
  /** Whether (or under which file name) a link downloads its target. Only used with `href`. */
  download?: boolean | string;
  /**
   * The `type` of the `<button>`. Not used for links.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /**
   * Whether the button is disabled. A `<button>` gets the `disabled` attribute; a link (or an
   * `asChild` element) gets `aria-disabled="true"`, leaves the tab order and ignores clicks.
   * @default false
   */
  disabled?: boolean;
  /** The button's content. */
  children?: ReactNode;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** Data attributes a component sets on the element to expose its state to styles. */
type DataAttributes = Record<`data-${string}`, string | undefined>;

interface ButtonRootProps extends ButtonBaseProps {
  /** The component's class, e.g. `mat-button`. */
  baseClassName: string;
  /** State as data attributes. */
  dataAttributes: DataAttributes;
}

function blockClick(event: MouseEvent) {
  // Runs in the capture phase, before any handler of the element or its child.
  event.preventDefault();
  event.stopPropagation();
}

/** Renders a `<button>`, an `<a>` (with `href`) or the child element (with `asChild`). */
export function ButtonRoot({
  baseClassName,
  dataAttributes,
  asChild = false,
  href,
  target,
  rel,
  download,
  type = 'button',
  disabled = false,
  className,
  children,
  ref,
  ...props
}: ButtonRootProps) {
  const common = {
    ...props,
    ...dataAttributes,
    'data-disabled': disabled ? '' : undefined,
    className: className ? `${baseClassName} ${className}` : baseClassName,
  };

  if (asChild || href !== undefined) {
    const disabledProps = disabled
      ? {'aria-disabled': true, tabIndex: props.tabIndex ?? -1, onClickCapture: blockClick}
      : {};
    if (asChild) {
      return (
        <Slot {...common} {...disabledProps} ref={ref}>
          {children}
        </Slot>
      );
    }
    return (
      <a
        {...common}
        {...disabledProps}
        // Sound: the ref receives an HTMLAnchorElement, which is an HTMLElement.
        ref={ref as Ref<HTMLAnchorElement>}
        href={href}
        target={target}
        rel={rel}
        download={download}
      >
        {children}
      </a>
    );
  }

  return (
    <button {...common} ref={ref as Ref<HTMLButtonElement>} type={type} disabled={disabled}>
      {children}
    </button>
  );
}
