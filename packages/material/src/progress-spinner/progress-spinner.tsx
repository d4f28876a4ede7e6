import type {Ref} from 'react';
import {clampProgress, type ProgressAccessibleNameProps} from '../progress-bar';
import './progress-spinner.css';

/**
 * How the spinner shows progress: `determinate` draws an arc for a known `value`; `indeterminate`
 * spins to show that work is under way without saying how much is done.
 */
export type ProgressSpinnerMode = 'determinate' | 'indeterminate';

/** Props of {@link ProgressSpinner} other than its accessible name. */
export interface ProgressSpinnerOwnProps extends Omit<
  React.HTMLAttributes<HTMLDivElement>,
  'children' | 'aria-label' | 'aria-labelledby'
> {
  /**
   * How the spinner shows progress.
   * @default 'determinate'
   */
  mode?: ProgressSpinnerMode;
  /**
   * The progress, from 0 to 100, in `determinate` mode. Values outside the range are clamped.
   * @default 0
   */
  value?: number;
  /**
   * The width and height of the spinner, in pixels.
   * @default 48
   */
  diameter?: number;
  /**
   * The width of the circle's stroke, in pixels.
   * @default a tenth of the diameter
   */
  strokeWidth?: number;
  /** A ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/** Props of {@link ProgressSpinner}: `aria-label` (or `aria-labelledby`) is required. */
export type ProgressSpinnerProps = ProgressSpinnerOwnProps & ProgressAccessibleNameProps;

/**
 * A Material 3 circular progress indicator: an SVG circle with `role="progressbar"` on its
 * wrapper. In `determinate` mode it reports `aria-valuenow` (with `aria-valuemin` 0 and
 * `aria-valuemax` 100); in `indeterminate` mode it reports no value. Its box is always
 * `diameter` pixels square, so it never moves the page. State is exposed as `data-mode` on the
 * `.mat-progress-spinner` element.
 *
 * ```tsx
 * <ProgressSpinner aria-label="Loading comments" mode="indeterminate" diameter={32} />
 * ```
 */
export function ProgressSpinner({
  mode = 'determinate',
  value,
  diameter = 48,
  strokeWidth,
  className,
  style,
  ref,
  ...props
}: ProgressSpinnerProps) {
  const determinate = mode === 'determinate';
  const stroke = Math.max(1, strokeWidth ?? diameter / 10);
  const radius = Math.max(0, (diameter - stroke) / 2);
  const circumference = 2 * Math.PI * radius;
  const progress = clampProgress(value);
  const circleStyle = {
    '--mat-progress-spinner-circumference': `${circumference}px`,
    strokeDasharray: `${circumference}px`,
    strokeDashoffset: determinate ? `${(circumference * (100 - progress)) / 100}px` : undefined,
  } as React.CSSProperties;
  return (
    <div
      role="progressbar"
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={determinate ? Math.round(progress) : undefined}
      {...props}
      ref={ref}
      className={className ? `mat-progress-spinner ${className}` : 'mat-progress-spinner'}
      style={{width: diameter, height: diameter, ...style}}
      data-mode={mode}
    >
      <svg
        className="mat-progress-spinner-svg"
        viewBox={`0 0 ${diameter} ${diameter}`}
        width={diameter}
        height={diameter}
        focusable="false"
        aria-hidden="true"
      >
        <circle
          className="mat-progress-spinner-circle"
          cx="50%"
          cy="50%"
          r={radius}
          strokeWidth={stroke}
          style={circleStyle}
        />
      </svg>
    </div>
  );
}
