import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {SidenavResponsiveExample} from './sidenav-responsive-example';

/** A `matchMedia` whose every query matches or not at once, switched by `setNarrow`. */
function mockNarrowScreen(initial: boolean) {
  let narrow = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return narrow && query.includes('max-width');
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    narrow = next;
    listeners.forEach((listener) => listener());
  };
}

const drawer = () => document.querySelector<HTMLElement>('.mat-sidenav')!;

afterEach(() => vi.unstubAllGlobals());

describe('SidenavResponsiveExample', () => {
  it('keeps a side drawer open on wide screens and uses a modal one on narrow screens', async () => {
    const user = userEvent.setup();
    const setNarrow = mockNarrowScreen(false);
    render(<SidenavResponsiveExample />);
    expect(drawer().dataset.mode).toBe('side');
    expect(drawer().hasAttribute('data-opened')).toBe(true);
    expect(screen.queryByRole('button', {name: 'Open navigation'})).toBeNull();

    act(() => setNarrow(true));
    expect(drawer().dataset.mode).toBe('over');
    expect(drawer().hasAttribute('data-opened')).toBe(false);
    const menuButton = screen.getByRole('button', {name: 'Open navigation'});
    await user.click(menuButton);
    expect(drawer().hasAttribute('data-opened')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Overview'}));
    await user.click(screen.getByRole('button', {name: 'Reports'}));
    expect(drawer().hasAttribute('data-opened')).toBe(false);
    expect(screen.getByRole('heading', {name: 'Reports'})).toBeTruthy();
    expect(document.activeElement).toBe(menuButton);
    const results = await axe.run(document.body, {rules: {region: {enabled: false}}});
    expect(results.violations).toEqual([]);
  });
});
