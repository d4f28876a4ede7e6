import {act, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {TreeDynamicExample} from './tree-dynamic-example';

// A node's name is its label, followed by its status while it loads or failed.
const item = (name: string) => screen.getByRole('treeitem', {name: new RegExp(`^${name}`)});
const key = (element: Element, keyName: string) => fireEvent.keyDown(element, {key: keyName});

describe('TreeDynamicExample', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads a folder on expand, showing the loading state meanwhile', async () => {
    render(<TreeDynamicExample />);
    key(item('Fruits'), 'ArrowRight');
    await act(async () => {});
    expect(item('Fruits').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading Fruits…');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(item('Fruits').getAttribute('aria-busy')).toBeNull();
    expect(item('Apple').getAttribute('aria-level')).toBe('2');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('recovers from a failed load when asked to retry', async () => {
    render(<TreeDynamicExample />);
    key(item('Archive'), 'ArrowRight');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('status').textContent).toMatch(/Could not load Archive/);
    expect(screen.queryByRole('treeitem', {name: '2024 harvest'})).toBeNull();
    key(item('Archive'), 'Enter');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(item('2024 harvest')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
