import {ButtonRoot, type ButtonBaseProps} from './button-base';
import './button.css';

/** The Material 3 button styles, from least to most emphasis: text, outlined, tonal, elevated, filled. */
export type ButtonVariant = 'text' | 'filled' | 'tonal' | 'outlined' | 'elevated';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonBaseProps {
  /**
   * The style of the button.
   * @default 'text'
   */
  variant?: ButtonVariant;
}

/**
 * A Material 3 button with a text label (and optionally an icon). Renders a `<button
 * type="button">`, an `<a>` when given `href`, or its child with `asChild`. State is exposed as
 * `data-variant` and `data-disabled` on the `.mat-button` element.
 *
 * ```tsx
 * <Button variant="filled" onClick={save}>Save</Button>
 * <Button asChild variant="outlined"><Link to="/guides">Guides</Link></Button>
 * ```
 */
export function Button({variant = 'text', ...props}: ButtonProps) {
  return (
    <ButtonRoot {...props} baseClassName="mat-button" dataAttributes={{'data-variant': variant}} />
  );
}
