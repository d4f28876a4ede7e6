import {act, render, screen} from '@testing-library/react';
import {Suspense} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {markAppReady} from '../../runtime/start-guard';
import {ContentErrorBoundary} from './content-error-boundary';
import {loadContent, prefetchContent, useContent} from './use-content';

const guideLoader = vi.fn(() =>
  Promise.resolve({default: {parts: [], headings: [], examples: {}}}),
);
// Like a browser that does not remember failed imports: every call is a new request.
const failingLoader = vi.fn(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
);
// Fails once, then loads.
const flakyLoader = vi
  .fn<() => Promise<{default: unknown}>>()
  .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /y.js'))
  .mockResolvedValue({default: {parts: [], headings: [], examples: {}}});
vi.mock('virtual:docs/loaders/guide', () => ({
  loaders: {'getting-started': guideLoader, broken: failingLoader, flaky: flakyLoader},
}));

describe('loadContent', () => {
  it('waits for the app to start, then loads each key once and shares the result', async () => {
    const first = loadContent('guide', 'getting-started');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(guideLoader).not.toHaveBeenCalled();

    markAppReady();
    expect(await first).toEqual({parts: [], headings: [], examples: {}});
    expect(loadContent('guide', 'getting-started')).toBe(first);
    expect(guideLoader).toHaveBeenCalledTimes(1);
  });

  it('has nothing for a key without content, including prototype names', async () => {
    expect(await loadContent('guide', 'no-such-guide')).toBeNull();
    expect(await loadContent('guide', 'constructor')).toBeNull();
    expect(await loadContent('guide', '__proto__')).toBeNull();
  });
});

describe('prefetchContent', () => {
  it('forgets a failed prefetch, so that the page loads the content again', async () => {
    markAppReady();
    prefetchContent('guide', 'flaky');
    await vi.waitFor(() => expect(flakyLoader).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve));
    expect(await loadContent('guide', 'flaky')).toEqual({parts: [], headings: [], examples: {}});
    expect(flakyLoader).toHaveBeenCalledTimes(2);
  });
});

describe('useContent', () => {
  it('shows a load that keeps failing as an error once, without fetching it again and again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    markAppReady();
    function Content() {
      return <p>{useContent('guide', 'broken')?.headings.length}</p>;
    }
    await act(async () => {
      render(
        <ContentErrorBoundary subject="The guide">
          <Suspense fallback={<p>Loading</p>}>
            <Content />
          </Suspense>
        </ContentErrorBoundary>,
      );
    });
    expect((await screen.findByRole('alert')).textContent).toContain('could not be shown');
    expect(failingLoader).toHaveBeenCalledTimes(1);
  });
});
