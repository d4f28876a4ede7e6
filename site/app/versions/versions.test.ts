import {describe, expect, it, vi} from 'vitest';
import {loadVersions, parseVersions, versionNavigationTarget} from './versions';

describe('versionNavigationTarget', () => {
  it('navigates to a version on another host', () => {
    expect(versionNavigationTarget('http://localhost:4200/guides', 'https://v1.example.org/')).toBe(
      'https://v1.example.org/',
    );
  });

  it('stays when the current address already starts with the version address', () => {
    expect(
      versionNavigationTarget('https://v1.example.org/guides', 'https://v1.example.org/'),
    ).toBe(null);
    expect(versionNavigationTarget('http://localhost:4200/cdk/categories', '/')).toBe(null);
  });

  it('navigates to a path on this host that the address does not start with', () => {
    expect(versionNavigationTarget('http://localhost:4200/guides', '/v0/')).toBe(
      'http://localhost:4200/v0/',
    );
  });

  it('stays for a url that cannot be resolved', () => {
    expect(versionNavigationTarget('http://localhost:4200/', 'http://[bad')).toBe(null);
  });
});

describe('parseVersions', () => {
  it('accepts a list of titles and urls', () => {
    expect(parseVersions([{title: '2.x', url: 'https://a/'}])).toEqual([
      {title: '2.x', url: 'https://a/'},
    ]);
  });

  it.each([[{}], ['text'], [null], [[{title: '1'}]], [[{title: 2, url: 'x'}]], [[null]]])(
    'rejects %j',
    (data) => expect(parseVersions(data)).toBeNull(),
  );
});

describe('loadVersions', () => {
  const respond = (status: number, body: string) => () =>
    Promise.resolve(new Response(body, {status}));

  it('returns the versions of a valid file', async () => {
    const fetchFn = vi.fn(respond(200, '[{"title":"1.x","url":"/"}]'));
    await expect(loadVersions('/assets/versions.json', {fetchFn})).resolves.toEqual([
      {title: '1.x', url: '/'},
    ]);
    expect(fetchFn).toHaveBeenCalledWith('/assets/versions.json', expect.anything());
  });

  it('fails on an error status', async () => {
    await expect(loadVersions('/v.json', {fetchFn: respond(500, '[]')})).rejects.toThrow('500');
  });

  it('fails on a body that is not JSON or not a version list', async () => {
    await expect(loadVersions('/v.json', {fetchFn: respond(200, '<html>')})).rejects.toThrow();
    await expect(loadVersions('/v.json', {fetchFn: respond(200, '{"a":1}')})).rejects.toThrow(
      'not a list',
    );
  });

  it('gives up on a request that never answers', async () => {
    vi.useFakeTimers();
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const result = loadVersions('/v.json', {fetchFn: hanging, timeoutMs: 1000});
    const assertion = expect(result).rejects.toThrow('aborted');
    await vi.advanceTimersByTimeAsync(1000);
    await assertion;
    vi.useRealTimers();
  });
});
