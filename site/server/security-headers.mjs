// The site's security headers, defined once. The build writes them three ways (see
// site/vite/security-headers-build.ts): a <meta> Content-Security-Policy in every HTML page, a
// `_headers` file for static hosts, and `site/build/security-policies.json`, which `npm start`'s
// server sends as response headers.
import {createHash} from 'node:crypto';

/** Hosts of the analytics script and its beacons, allowed only when trackers are configured. */
const ANALYTICS_SCRIPT_SOURCES = ['https://*.googletagmanager.com'];
const ANALYTICS_CONNECT_SOURCES = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const ANALYTICS_IMAGE_SOURCES = [
  'https://*.google-analytics.com',
  'https://*.googletagmanager.com',
];

/** The headers every response carries, whatever it is. */
export const BASE_SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), ' +
    'payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
});

/**
 * What the deployment adds to the policy, from the build's environment: the origin of an
 * absolute versions file, and the analytics hosts when a tracker id is set.
 * @param {Record<string, string | undefined>} env
 * @returns {{connectSources: string[], scriptSources: string[], imageSources: string[]}}
 */
export function policySourcesFromEnv(env) {
  const connectSources = [];
  const scriptSources = [];
  const imageSources = [];
  const versionsUrl = env.VITE_VERSIONS_URL;
  if (versionsUrl && /^https?:\/\//i.test(versionsUrl)) {
    connectSources.push(new URL(versionsUrl).origin);
  }
  if (env.VITE_ANALYTICS_DOCS_ID || env.VITE_ANALYTICS_LIBRARY_ID) {
    scriptSources.push(...ANALYTICS_SCRIPT_SOURCES);
    connectSources.push(...ANALYTICS_CONNECT_SOURCES);
    imageSources.push(...ANALYTICS_IMAGE_SOURCES);
  }
  return {connectSources, scriptSources, imageSources};
}

/**
 * The Content-Security-Policy of one page. Scripts run only from the site itself, from `blob:`
 * URLs the page made, or, inline, when their hash is listed; nothing may use eval. `frame-ancestors` only works as a header, so the
 * meta form leaves it out (browsers ignore it there and warn).
 * @param {{scriptHashes?: string[], connectSources?: string[], scriptSources?: string[],
 *   imageSources?: string[], forMeta?: boolean}} options
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  connectSources = [],
  scriptSources = [],
  imageSources = [],
  forMeta = false,
} = {}) {
  const directives = [
    ['default-src', "'self'"],
    // `blob:`: an edited live example runs as modules the page makes from the visitor's code
    // (only a script of this page can create such a URL); nothing needs eval.
    ['script-src', "'self'", 'blob:', ...scriptHashes.map((hash) => `'${hash}'`), ...scriptSources],
    // React writes style attributes and the highlighted code colours tokens with them.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...imageSources],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...connectSources],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ...(forMeta ? [] : [['frame-ancestors', "'none'"]]),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Whether a `<script>` with these attributes runs: a classic or module script does; one whose
 * `type` is anything else (`application/ld+json`) is a data block, which the browser never
 * runs, so CSP does not apply to it and it needs no hash (HTML, "script" element, data block).
 * @param {string} attributes
 */
function isRunnableScript(attributes) {
  const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
  return ['', 'module', 'text/javascript', 'application/javascript'].includes(type);
}

/**
 * The CSP hash sources (`sha256-…`) of the inline scripts of an HTML document, in order; data
 * blocks (JSON-LD) are not scripts and get none.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\ssrc\s*=/i.test(attributes) || body === '' || !isRunnableScript(attributes)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...new Set(hashes)];
}

/**
 * Puts the policy in a `<meta http-equiv>` at the top of the head, before any script, so that a
 * static host that cannot send headers still enforces it.
 * @param {string} html
 * @param {string} policy
 */
export function withPolicyMeta(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
  const charset = /<meta charSet="utf-8"\/?>/i.exec(withoutOld);
  if (charset) {
    const end = charset.index + charset[0].length;
    return withoutOld.slice(0, end) + meta + withoutOld.slice(end);
  }
  const head = /<head[^>]*>/i.exec(withoutOld);
  if (!head) throw new Error('An HTML page without <head> cannot carry a policy.');
  const end = head.index + head[0].length;
  return withoutOld.slice(0, end) + meta + withoutOld.slice(end);
}

/**
 * The URL path a built HTML file answers: `components/button/overview/index.html` is
 * `/components/button/overview`; `index.html` is `/`.
 * @param {string} relativeFile the file's path in the client build, with `/` separators
 */
export function pagePathOf(relativeFile) {
  const path = `/${relativeFile}`.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return path === '' ? '/' : path;
}

/**
 * The `_headers` file that static hosts such as Netlify and Cloudflare Pages read: the common
 * headers for everything, a year's cache for the hashed assets, and each page's own policy.
 * (Hosts combine every rule that matches a path, so a header is set by one rule only.)
 * @param {{pages: Record<string, string>}} policies
 */
export function renderHeadersFile({pages}) {
  const lines = ['/*'];
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS))
    lines.push(`  ${name}: ${value}`);
  lines.push('', '/assets/*');
  lines.push('  Cache-Control: public, max-age=31536000, immutable', '');
  for (const [path, policy] of Object.entries(pages).sort(([a], [b]) => a.localeCompare(b))) {
    const paths = path === '/' ? ['/'] : [path, `${path}/`];
    for (const each of paths) {
      lines.push(each, `  Content-Security-Policy: ${policy}`, '  Cache-Control: no-cache', '');
    }
  }
  return lines.join('\n');
}

/**
 * Reads the policies the build wrote and returns the headers of a response, for the server:
 * the common headers on everything, and on HTML the policy of the page (or of the fallback page,
 * for paths the build has no page for).
 * @param {{pages: Record<string, string>, fallbackPolicy: string}} policies
 * @returns {(pathname: string, kind: 'html' | 'asset' | 'fallback') => Record<string, string>}
 */
export function responseHeaders(policies) {
  return (pathname, kind) => {
    if (kind === 'asset') return {...BASE_SECURITY_HEADERS};
    const path = pathname
      .replace(/\/index\.html$/, '')
      .replace(/\.html$/, '')
      .replace(/\/+$/, '');
    const policy = (kind === 'html' && policies.pages[path || '/']) || policies.fallbackPolicy;
    return {...BASE_SECURITY_HEADERS, 'Content-Security-Policy': policy};
  };
}
