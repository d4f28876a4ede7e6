import {describe, expect, it} from 'vitest';
import {markRouterStarted, redirectResponse, redirectTo} from './redirect-route';

const thrown = (run: () => unknown): Response => {
  try {
    run();
  } catch (response) {
    return response as Response;
  }
  throw new Error('Nothing was thrown');
};

describe('redirectResponse', () => {
  it('replaces the history entry on a direct visit, and pushes in client navigations', () => {
    // Module state: the first assertion runs before the router has started.
    const direct = redirectResponse('/components/categories');
    expect(direct.headers.get('Location')).toBe('/components/categories');
    expect(direct.headers.has('X-Remix-Replace')).toBe(true);

    markRouterStarted();
    const client = redirectResponse('/');
    expect(client.headers.get('Location')).toBe('/');
    expect(client.headers.has('X-Remix-Replace')).toBe(false);
  });
});

describe('redirectTo', () => {
  it('throws a redirect to a fixed target or one computed from the URL', () => {
    const request = new Request('http://localhost/components/');
    expect(thrown(() => redirectTo('/')({request})).headers.get('Location')).toBe('/');
    const computed = redirectTo((url) => `${url.pathname.replace(/\/+$/, '')}/categories`);
    expect(thrown(() => computed({request})).headers.get('Location')).toBe(
      '/components/categories',
    );
  });
});
