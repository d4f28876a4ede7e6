import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {ProgressSpinner} from './progress-spinner';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

describe('ProgressSpinner', () => {
  it('reports a determinate value and draws the matching arc', async () => {
    render(
      <main>
        <ProgressSpinner aria-label="Saving" value={25} diameter={40} strokeWidth={4} />
      </main>,
    );
    const spinner = screen.getByRole('progressbar', {name: 'Saving'});
    expect(spinner.getAttribute('aria-valuenow')).toBe('25');
    expect(spinner.getAttribute('aria-valuemin')).toBe('0');
    expect(spinner.getAttribute('aria-valuemax')).toBe('100');
    expect(spinner.style.width).toBe('40px');
    expect(spinner.style.height).toBe('40px');
    const circle = spinner.querySelector('circle')!;
    expect(circle.getAttribute('r')).toBe('18');
    expect(circle.getAttribute('stroke-width')).toBe('4');
    const circumference = 2 * Math.PI * 18;
    expect(parseFloat(circle.style.strokeDashoffset)).toBeCloseTo(circumference * 0.75, 3);
    expect(spinner.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('reports no value while indeterminate', async () => {
    render(
      <main>
        <ProgressSpinner aria-label="Loading" mode="indeterminate" value={50} />
      </main>,
    );
    const spinner = screen.getByRole('progressbar', {name: 'Loading'});
    expect(spinner.dataset.mode).toBe('indeterminate');
    expect(spinner.hasAttribute('aria-valuenow')).toBe(false);
    expect(spinner.hasAttribute('aria-valuemin')).toBe(false);
    expect(spinner.style.width).toBe('48px');
    const circle = spinner.querySelector('circle')!;
    expect(circle.getAttribute('stroke-width')).toBe('4.8');
    expect(circle.style.strokeDashoffset).toBe('');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('clamps the value and keeps extra props', () => {
    render(<ProgressSpinner aria-labelledby="x" value={-3} className="extra" title="Busy" />);
    const spinner = screen.getByRole('progressbar');
    expect(spinner.getAttribute('aria-valuenow')).toBe('0');
    expect(spinner.className).toBe('mat-progress-spinner extra');
    expect(spinner.getAttribute('title')).toBe('Busy');
  });
});
