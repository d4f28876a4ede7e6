import type {Ref} from 'react';
import './visually-hidden.css';

/** The class that hides an element visually while keeping it readable by screen readers. */
export const VISUALLY_HIDDEN_CLASS = 'cdk-visually-hidden';

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps extends React.HTMLAttributes<HTMLSpanElement> {
  /** A ref to the rendered `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * Text for screen readers only: a `<span>` with the `cdk-visually-hidden` class, invisible on
 * screen but present in the accessibility tree.
 */
export function VisuallyHidden({className, ...props}: VisuallyHiddenProps) {
  const classes = className ? `${VISUALLY_HIDDEN_CLASS} ${className}` : VISUALLY_HIDDEN_CLASS;
  return <span {...props} className={classes} />;
}
