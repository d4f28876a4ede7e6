import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {clampProgress, ProgressBar} from './progress-bar';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

describe('ProgressBar', () => {
  it('reports a determinate value with its range and name', async () => {
    render(
      <main>
        <ProgressBar aria-label="Uploading" value={42.4} />
      </main>,
    );
    const bar = screen.getByRole('progressbar', {name: 'Uploading'});
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.dataset.mode).toBe('determinate');
    expect(bar.classList.contains('mat-progress-bar')).toBe(true);
    expect(bar.style.getPropertyValue('--mat-progress-bar-value')).toBe('0.424');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('reports no value while indeterminate or querying', async () => {
    const {rerender} = render(
      <main>
        <ProgressBar aria-label="Loading" mode="indeterminate" value={30} />
      </main>,
    );
    const bar = screen.getByRole('progressbar', {name: 'Loading'});
    for (const name of ['aria-valuenow', 'aria-valuemin', 'aria-valuemax']) {
      expect(bar.hasAttribute(name)).toBe(false);
    }
    expect(bar.querySelectorAll('.mat-progress-bar-indicator')).toHaveLength(2);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
    rerender(
      <main>
        <ProgressBar aria-label="Loading" mode="query" />
      </main>,
    );
    expect(bar.dataset.mode).toBe('query');
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('shows a buffer value in buffer mode only', () => {
    const {rerender} = render(
      <ProgressBar aria-labelledby="label" mode="buffer" value={20} bufferValue={60} />,
    );
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('20');
    expect(bar.style.getPropertyValue('--mat-progress-bar-buffer-value')).toBe('0.6');
    rerender(<ProgressBar aria-labelledby="label" value={20} bufferValue={60} />);
    expect(bar.style.getPropertyValue('--mat-progress-bar-buffer-value')).toBe('1');
  });

  it('clamps values into 0..100 and keeps extra props', () => {
    render(<ProgressBar aria-label="Sync" value={140} className="extra" data-testid="bar" />);
    const bar = screen.getByTestId('bar');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.className).toBe('mat-progress-bar extra');
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(undefined)).toBe(0);
  });
});
