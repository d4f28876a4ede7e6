import {ButtonRoot, type ButtonBaseProps} from './button-base';
import type {AccessibleNameProps} from './icon-button';
import './fab.css';

/** The colour roles a floating action button can use. */
export type FabColor = 'primary' | 'secondary' | 'tertiary' | 'surface';

/** The sizes of a floating action button (an extended one is always medium). */
export type FabSize = 'small' | 'medium' | 'large';

/** Props of {@link Fab} other than `extended` and its accessible name. */
export interface FabOwnProps extends ButtonBaseProps {
  /**
   * The colour role of the container: the role's container colour with its "on" colour.
   * @default 'primary'
   */
  color?: FabColor;
  /**
   * The size: 40px, 56px or 96px square.
   * @default 'medium'
   */
  size?: FabSize;
}

/**
 * Props of {@link Fab}. An extended FAB shows a text label next to its icon; a plain FAB shows
 * only an icon, so it needs `aria-label` (or `aria-labelledby`).
 */
export type FabProps = FabOwnProps &
  (
    | {
        /**
         * Whether the FAB is extended: wider, with a text label after the icon.
         * @default false
         */
        extended: true;
      }
    | ({
        /**
         * Whether the FAB is extended: wider, with a text label after the icon.
         * @default false
         */
        extended?: false;
      } & AccessibleNameProps)
  );

/**
 * A floating action button: the primary action of a screen. State is exposed as `data-color`,
 * `data-size`, `data-extended` and `data-disabled` on the `.mat-fab` element.
 *
 * ```tsx
 * <Fab aria-label="Compose"><Icon svg={edit} /></Fab>
 * <Fab extended><Icon svg={edit} />Compose</Fab>
 * ```
 */
export function Fab({color = 'primary', size = 'medium', extended = false, ...props}: FabProps) {
  return (
    <ButtonRoot
      {...props}
      baseClassName="mat-fab"
      dataAttributes={{
        'data-color': color,
        'data-size': extended ? 'medium' : size,
        'data-extended': extended ? '' : undefined,
      }}
    />
  );
}
