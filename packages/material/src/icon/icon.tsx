import type {Ref, SVGProps} from 'react';
import {parseSvgIcon} from './parse-svg';
import './icon.css';

/** Props of {@link Icon}. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  /**
   * The icon's SVG markup, e.g. a Material Symbol imported as text:
   * `import menu from '@material-symbols/svg-400/outlined/menu.svg?raw'`. Only its `viewBox` and
   * its paths' `d` attributes are used.
   */
  svg: string;
  /**
   * What the icon means, for an icon that stands alone. The icon then has `role="img"` and this
   * label; without it the icon is decorative and hidden from assistive technology.
   */
  label?: string;
  /**
   * The width and height, in pixels.
   * @default 24
   */
  size?: number;
  /** A ref to the `<svg>` element. */
  ref?: Ref<SVGSVGElement>;
}

/**
 * An icon drawn as inline SVG in the current text colour. Decorative unless it has a `label`.
 *
 * ```tsx
 * import menu from '@material-symbols/svg-400/outlined/menu.svg?raw';
 * <Icon svg={menu} />
 * ```
 */
export function Icon({svg, label, size = 24, className, ...props}: IconProps) {
  const {viewBox, paths} = parseSvgIcon(svg);
  const accessibility = label
    ? ({role: 'img', 'aria-label': label} as const)
    : ({'aria-hidden': true} as const);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      width={size}
      height={size}
      fill="currentColor"
      focusable="false"
      {...accessibility}
      {...props}
      className={className ? `mat-icon ${className}` : 'mat-icon'}
    >
      {paths.map((d, index) => (
        <path key={index} d={d} />
      ))}
    </svg>
  );
}
