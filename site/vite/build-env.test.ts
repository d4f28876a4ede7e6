import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEFAULT_REPOSITORY_URL} from '../app/default-repository';
import {DEFAULT_SITE_URL, REPO_DIR, repositoryUrlFromEnv, siteUrlFromEnv} from './build-env';

describe('the build environment', () => {
  it("finds the repository's root", () => {
    expect(existsSync(join(REPO_DIR, 'site', 'vite', 'build-env.ts'))).toBe(true);
    expect(existsSync(join(REPO_DIR, 'packages', 'material', 'package.json'))).toBe(true);
  });

  it('reads the site address without its trailing slashes, with a default', () => {
    expect(siteUrlFromEnv({VITE_SITE_URL: 'https://a.dev'})).toBe('https://a.dev');
    expect(siteUrlFromEnv({VITE_SITE_URL: 'https://a.dev/docs//'})).toBe('https://a.dev/docs');
    expect(siteUrlFromEnv({})).toBe(DEFAULT_SITE_URL);
    expect(siteUrlFromEnv({VITE_SITE_URL: ''})).toBe(DEFAULT_SITE_URL);
  });

  it('reads the repository address the same way', () => {
    expect(repositoryUrlFromEnv({VITE_REPOSITORY_URL: 'https://git.test/r/'})).toBe(
      'https://git.test/r',
    );
    expect(repositoryUrlFromEnv({})).toBe(DEFAULT_REPOSITORY_URL);
  });
});
