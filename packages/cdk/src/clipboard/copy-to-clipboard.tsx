'use client';

import type {Ref} from 'react';
import {composeEventHandlers, Slot} from '../slot';
import {copyText} from './copy-text';

/** Props of {@link CopyToClipboard}. */
export interface CopyToClipboardProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  /** The text copied when the element is clicked. */
  text: string;
  /** Called after each copy with whether it worked, e.g. to show a confirmation. */
  onCopied?: (copied: boolean) => void;
  /**
   * Whether to render the single child element instead of a `<button>`, merging the props into it
   * (for a styled button component).
   * @default false
   */
  asChild?: boolean;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button that copies `text` to the clipboard when clicked (see `copyText`). With `asChild` it
 * lends that behaviour to its child instead. A click handler that calls `preventDefault()`
 * cancels the copy.
 *
 * ```tsx
 * <CopyToClipboard text={url} onCopied={(ok) => ok && announce('Link copied')} asChild>
 *   <Button>Copy link</Button>
 * </CopyToClipboard>
 * ```
 */
export function CopyToClipboard({
  text,
  onCopied,
  asChild = false,
  onClick,
  ref,
  ...props
}: CopyToClipboardProps) {
  const handleClick = composeEventHandlers(onClick, () => {
    void copyText(text).then((copied) => onCopied?.(copied));
  });
  if (asChild) {
    return <Slot {...props} ref={ref as Ref<HTMLElement>} onClick={handleClick} />;
  }
  return <button type="button" {...props} ref={ref} onClick={handleClick} />;
}
