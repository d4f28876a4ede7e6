import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {responseHeaders} from './security-headers.mjs';

/**
 * The security headers of a production build, for `createStaticServer`'s `headers` option: the
 * policies the build wrote next to its client directory (see site/vite/security-headers-build.ts).
 * @param {string} buildDir the `build` directory, which holds `client/` and the policies
 */
export function buildSecurityHeaders(buildDir) {
  const file = join(buildDir, 'security-policies.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the site again (npm run build).`);
  }
  return responseHeaders(JSON.parse(readFileSync(file, 'utf8')));
}
