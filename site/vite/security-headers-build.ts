import {readFileSync, writeFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  pagePathOf,
  policySourcesFromEnv,
  renderHeadersFile,
  withPolicyMeta,
} from '../server/security-headers.mjs';
import {builtHtmlFiles, FALLBACK_PAGE} from './built-pages';

/** What the server reads: each page's policy by URL path, and the fallback page's. */
export interface SecurityPolicies {
  pages: Record<string, string>;
  fallbackPolicy: string;
}

/**
 * After prerendering: gives every HTML page of the client build a Content-Security-Policy that
 * allows its own inline scripts by hash, as a `<meta>` in the page, and writes the same policies
 * as a `_headers` file (static hosts) and as `security-policies.json` next to the client build
 * (the `npm start` server).
 */
export function writeSecurityPolicies(
  clientDir: string,
  env: Record<string, string | undefined> = process.env,
): SecurityPolicies {
  const sources = policySourcesFromEnv(env);
  const policies: SecurityPolicies = {pages: {}, fallbackPolicy: ''};
  for (const file of builtHtmlFiles(clientDir)) {
    const html = readFileSync(file, 'utf8');
    const scriptHashes = inlineScriptHashes(html);
    const metaPolicy = contentSecurityPolicy({...sources, scriptHashes, forMeta: true});
    writeFileSync(file, withPolicyMeta(html, metaPolicy));
    const headerPolicy = contentSecurityPolicy({...sources, scriptHashes});
    const relativeFile = relative(clientDir, file).split(sep).join('/');
    if (relativeFile === FALLBACK_PAGE) policies.fallbackPolicy = headerPolicy;
    else policies.pages[pagePathOf(relativeFile)] = headerPolicy;
  }
  if (!policies.fallbackPolicy) throw new Error(`No ${FALLBACK_PAGE} in ${clientDir}.`);
  writeFileSync(join(clientDir, '_headers'), renderHeadersFile(policies));
  writeFileSync(join(clientDir, '..', 'security-policies.json'), JSON.stringify(policies));
  return policies;
}
