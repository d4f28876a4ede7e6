import {screen} from '@testing-library/react';
import type {ReactNode} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {fakeTimeouts, renderInMain} from './index';

function Greeting() {
  return <p>Hello</p>;
}

function Frame({children}: {children?: ReactNode}) {
  return <section aria-label="Frame">{children}</section>;
}

describe('renderInMain', () => {
  it('renders the example inside a main landmark, with no direction of its own', () => {
    renderInMain(Greeting);
    const main = screen.getByRole('main');
    expect(main.contains(screen.getByText('Hello'))).toBe(true);
    expect(main.hasAttribute('dir')).toBe(false);
  });

  it('gives the main landmark a direction, and puts a wrapper around it', () => {
    renderInMain(Greeting, {dir: 'rtl', wrapper: Frame});
    const main = screen.getByRole('main');
    expect(main.getAttribute('dir')).toBe('rtl');
    expect(main.parentElement).toBe(screen.getByRole('region', {name: 'Frame'}));
  });
});

describe('fakeTimeouts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('fakes timeouts, and lets Testing Library advance them through a global jest', () => {
    fakeTimeouts();
    const done = vi.fn();
    setTimeout(done, 1000);
    const jest = (globalThis as {jest?: {advanceTimersByTime: (ms: number) => void}}).jest;
    jest?.advanceTimersByTime(999);
    expect(done).not.toHaveBeenCalled();
    jest?.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
  });
});
