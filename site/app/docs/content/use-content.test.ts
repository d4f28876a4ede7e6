import {describe, expect, it, vi} from 'vitest';
import {loadContent} from './use-content';

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

  it('forgets a failed load, so the next call tries again', async () => {
    const loader = vi
      .fn<() => Promise<{default: string}>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({default: 'API of Menu'});
    const loaders = {'components/menu': loader};
    await expect(loadContent('test-retry', loaders, 'components/menu')).rejects.toThrow(
      'Failed to fetch',
    );
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
