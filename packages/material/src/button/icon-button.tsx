import type {AccessibleNameProps} from '@material-react/cdk/a11y';
import {ButtonRoot, type ButtonBaseProps} from './button-base';
import './icon-button.css';

export type {AccessibleNameProps};

/** The Material 3 icon button styles. */
export type IconButtonVariant = 'standard' | 'filled' | 'tonal' | 'outlined';

/** Props of {@link IconButton} other than its accessible name. */
export interface IconButtonOwnProps extends ButtonBaseProps {
  /**
   * The style of the button. `standard` has no container and takes the surrounding text colour,
   * so it also works on a coloured toolbar.
   * @default 'standard'
   */
  variant?: IconButtonVariant;
}

/** Props of {@link IconButton}: `aria-label` (or `aria-labelledby`) is required. */
export type IconButtonProps = IconButtonOwnProps & AccessibleNameProps;

/**
 * A round 40px button holding one icon, with a 48px touch target. Renders a `<button
 * type="button">`, an `<a>` with `href`, or its child with `asChild`.
 *
 * ```tsx
 * <IconButton aria-label="Open menu"><Icon svg={menu} /></IconButton>
 * ```
 */
export function IconButton({variant = 'standard', ...props}: IconButtonProps) {
  return (
    <ButtonRoot
      {...props}
      baseClassName="mat-icon-button"
      dataAttributes={{'data-variant': variant}}
    />
  );
}
