import {render, screen} from '@testing-library/react';
import axe from 'axe-core';
import {describe, expect, it} from 'vitest';
import {Divider} from './divider';

describe('Divider', () => {
  it('is a horizontal separator by default', async () => {
    render(
      <main>
        <p>Above</p>
        <Divider className="extra" />
        <p>Below</p>
      </main>,
    );
    const divider = screen.getByRole('separator');
    expect(divider.getAttribute('aria-orientation')).toBe('horizontal');
    expect(divider.getAttribute('data-orientation')).toBe('horizontal');
    expect(divider.hasAttribute('data-inset')).toBe(false);
    expect(divider.className).toBe('mat-divider extra');
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });

  it('can be vertical and inset', () => {
    render(<Divider orientation="vertical" inset />);
    const divider = screen.getByRole('separator');
    expect(divider.getAttribute('aria-orientation')).toBe('vertical');
    expect(divider.getAttribute('data-orientation')).toBe('vertical');
    expect(divider.hasAttribute('data-inset')).toBe(true);
  });

  it('is hidden from assistive technology when decorative', () => {
    const {container} = render(<Divider decorative />);
    expect(screen.queryByRole('separator')).toBeNull();
    expect(container.querySelector('.mat-divider')?.getAttribute('aria-orientation')).toBeNull();
  });
});
