import {act, render, screen} from '@testing-library/react';
import {Suspense} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {ContentErrorBoundary} from './content-error-boundary';
import {forgetFailedLoads, loadContent, useContent} from './use-content';

describe('loadContent', () => {
  it('loads each key once and shares the result', async () => {
    const loader = vi.fn(() => Promise.resolve({default: 'Overview of Button'}));
    const loaders = {'components/button': loader};
    const first = loadContent('test-share', loaders, 'components/button');
    const second = loadContent('test-share', loaders, 'components/button');
    expect(second).toBe(first);
    expect(await first).toBe('Overview of Button');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed load until the failures are forgotten, then tries again', async () => {
    const loader = vi
      .fn<() => Promise<{default: string}>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({default: 'API of Menu'});
    const loaders = {'components/menu': loader};
    const failed = loadContent('test-retry', loaders, 'components/menu');
    await expect(failed).rejects.toThrow('Failed to fetch');
    // Reading it again (as a retried render does) gives the same failure, with no new request.
    expect(loadContent('test-retry', loaders, 'components/menu')).toBe(failed);
    expect(loader).toHaveBeenCalledTimes(1);

    forgetFailedLoads();
    expect(await loadContent('test-retry', loaders, 'components/menu')).toBe('API of Menu');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('has nothing for a key without content, including prototype names', () => {
    const loaders = {'components/button': () => Promise.resolve({default: 'x'})};
    expect(loadContent('test-unknown', loaders, 'components/nope')).toBeUndefined();
    expect(loadContent('test-unknown', loaders, 'constructor')).toBeUndefined();
    expect(loadContent('test-unknown', loaders, '__proto__')).toBeUndefined();
  });
});

describe('useContent', () => {
  it('shows a load that keeps failing as an error once, without fetching it again and again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Like a browser that does not remember failed imports: every call is a new request.
    const loader = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    );
    const loaders: Record<string, () => Promise<{default: string}>> = {'guide/x': loader};
    function Content() {
      return <p>{useContent('test-loop', loaders, 'guide/x')}</p>;
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
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
