/**
 * The props that name an element with no text of its own (an icon button, a progress indicator):
 * `aria-label`, or `aria-labelledby` pointing at a visible label. One of the two is required, so
 * a component that takes these props cannot be left without an accessible name.
 */
export type AccessibleNameProps =
  | {
      /** The accessible name: what the element does or shows, e.g. "Open menu". */
      'aria-label': string;
      /** The id of an element whose text names this one. */
      'aria-labelledby'?: string;
    }
  | {
      /** The accessible name: what the element does or shows, e.g. "Open menu". */
      'aria-label'?: string;
      /** The id of an element whose text names this one. */
      'aria-labelledby': string;
    };
