import type {AccessibleNameProps} from '@material-react/cdk/a11y';
import type {Ref} from 'react';
import './progress-bar.css';

/**
 * How a progress indicator shows progress: `determinate` shows a known `value`; `indeterminate`
 * shows that work is under way without saying how much is done; `buffer` (bar only) adds a
 * secondary `bufferValue`, such as how much of a video is loaded; `query` (bar only) shows work that
 * has not started yet, animating towards the start.
 */
export type ProgressBarMode = 'determinate' | 'indeterminate' | 'buffer' | 'query';

/**
 * A progress indicator has no text of its own, so it must be named: `aria-label` (what is in
 * progress, e.g. "Uploading report.pdf"), or `aria-labelledby` pointing at a visible label.
 */
export type ProgressAccessibleNameProps = AccessibleNameProps;

/** Props of {@link ProgressBar} other than its accessible name. */
export interface ProgressBarOwnProps extends Omit<
  React.HTMLAttributes<HTMLDivElement>,
  'children' | 'aria-label' | 'aria-labelledby'
> {
  /**
   * How the bar shows progress.
   * @default 'determinate'
   */
  mode?: ProgressBarMode;
  /**
   * The progress, from 0 to 100, in `determinate` and `buffer` modes. Values outside the range are
   * clamped.
   * @default 0
   */
  value?: number;
  /**
   * The secondary progress, from 0 to 100, in `buffer` mode: the lighter part of the track.
   * @default 0
   */
  bufferValue?: number;
  /** A ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/** Props of {@link ProgressBar}: `aria-label` (or `aria-labelledby`) is required. */
export type ProgressBarProps = ProgressBarOwnProps & ProgressAccessibleNameProps;

/** Clamps a progress value to 0..100; anything that is not a finite number counts as 0. */
export function clampProgress(value: number | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * A horizontal Material 3 linear progress indicator with `role="progressbar"`. In `determinate`
 * and `buffer` modes it reports `aria-valuenow` (with `aria-valuemin` 0 and `aria-valuemax` 100);
 * in `indeterminate` and `query` modes it reports no value, which tells assistive technology the
 * amount is unknown. It is always 4px high, whatever the mode, so switching modes never moves the
 * page. State is exposed as `data-mode` on the `.mat-progress-bar` element.
 *
 * ```tsx
 * <ProgressBar aria-label="Uploading report.pdf" value={uploaded} />
 * <ProgressBar aria-label="Loading results" mode="indeterminate" />
 * ```
 */
export function ProgressBar({
  mode = 'determinate',
  value,
  bufferValue,
  className,
  style,
  ref,
  ...props
}: ProgressBarProps) {
  const hasValue = mode === 'determinate' || mode === 'buffer';
  const progress = clampProgress(value);
  const buffer = mode === 'buffer' ? clampProgress(bufferValue) : 100;
  const variables = {
    '--mat-progress-bar-value': progress / 100,
    '--mat-progress-bar-buffer-value': buffer / 100,
  } as React.CSSProperties;
  return (
    <div
      role="progressbar"
      aria-valuemin={hasValue ? 0 : undefined}
      aria-valuemax={hasValue ? 100 : undefined}
      aria-valuenow={hasValue ? Math.round(progress) : undefined}
      {...props}
      ref={ref}
      className={className ? `mat-progress-bar ${className}` : 'mat-progress-bar'}
      style={{...variables, ...style}}
      data-mode={mode}
    >
      <div className="mat-progress-bar-buffer" aria-hidden="true" />
      <div className="mat-progress-bar-indicator mat-progress-bar-primary" aria-hidden="true" />
      {!hasValue && (
        <div className="mat-progress-bar-indicator mat-progress-bar-secondary" aria-hidden="true" />
      )}
    </div>
  );
}
