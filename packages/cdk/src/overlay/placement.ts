import type {Placement} from '@floating-ui/dom';
import type {Direction} from '../bidi';

/**
 * The side of the anchor an overlay goes on. `before` and `after` are the start and end of the
 * line: left and right in left-to-right text, right and left in right-to-left text.
 */
export type OverlaySide = 'top' | 'bottom' | 'left' | 'right' | 'before' | 'after';

/**
 * Where an overlay goes relative to its anchor: a side, optionally aligned to the start or end of
 * that side instead of centred. For `top` and `bottom`, `start` follows the text direction (the
 * left edge in left-to-right text); for the other sides it is the top edge.
 */
export type OverlayPlacement = OverlaySide | `${OverlaySide}-start` | `${OverlaySide}-end`;

/**
 * The placement an overlay ended up with after flipping, on a physical side. Alignment keeps the
 * meaning described for {@link OverlayPlacement}.
 */
export type ResolvedOverlayPlacement = Placement;

/** Converts a placement to Floating UI's vocabulary, resolving `before` and `after`. */
export function resolvePlacement(
  placement: OverlayPlacement,
  direction: Direction,
): ResolvedOverlayPlacement {
  const [side, alignment] = placement.split('-') as [OverlaySide, 'start' | 'end' | undefined];
  const rtl = direction === 'rtl';
  const physical =
    side === 'before'
      ? rtl
        ? 'right'
        : 'left'
      : side === 'after'
        ? rtl
          ? 'left'
          : 'right'
        : side;
  return (alignment ? `${physical}-${alignment}` : physical) as ResolvedOverlayPlacement;
}
