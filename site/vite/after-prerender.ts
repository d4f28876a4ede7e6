/**
 * The site's build, part two: what happens to the client build once React Router has
 * prerendered every page, run by the `buildEnd` of `site/react-router.config.ts`. Part one, the
 * Vite plugins, is `sitePlugins()` in `pipeline.ts`; `site/vite/README.md` tells the whole
 * pipeline.
 */
import {inlinePageCss} from './page-css-build';
import {deferStartOfPages} from './deferred-start-build';
import {minifyInlineScriptsOfPages} from './inline-scripts-build';
import {precompressCriticalFiles} from './precompress-build';
import {writeSecurityPolicies} from './security-headers-build';
import {writeShareCards} from './share-cards-build';
import {writeShareMetadata} from './share-meta-build';

/** A step after prerendering: it rewrites or adds files of the client build. */
interface AfterPrerenderStep {
  name: string;
  run: (clientDir: string) => unknown;
}

/**
 * Draws the social cards and says how many it drew, how many the cache had, and how long it
 * took: in time, and in processor time (every thread of the process), which on a busy machine
 * says more about the cost than the time does.
 */
async function logCards(clientDir: string) {
  const start = performance.now();
  const startCpu = process.cpuUsage();
  const {drawn, cached} = await writeShareCards(clientDir);
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  const cpu = process.cpuUsage(startCpu);
  const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
  console.log(
    `Social cards: ${drawn} drawn, ${cached} from the cache, in ${seconds} s (${cpuSeconds} s of CPU).`,
  );
}

/**
 * What happens to the client build once every page is prerendered, in this order: each step
 * reads what the one before it wrote.
 */
export const AFTER_PRERENDER: readonly AfterPrerenderStep[] = [
  // Each page gets the whole of the CSS it uses inline, so it paints from its HTML alone and is
  // styled once; its stylesheet links stay, `disabled`.
  {name: 'page CSS', run: inlinePageCss},
  // The module preloads go, and the router starts after the first contentful paint, from an
  // inline script (`deferred-start-script.ts`).
  {name: 'deferred start', run: deferStartOfPages},
  // The site's own inline scripts (theme, start guard, late rendering, deferred start), written
  // from typed functions' source text, minified. After the deferred start, which writes one.
  {name: 'inline scripts', run: minifyInlineScriptsOfPages},
  // Each page's social card, a 1200x630 PNG at `/og/<path>.png`, drawn on worker threads and
  // kept in `node_modules/.cache/share-cards` by content hash, so a build draws only the cards
  // whose text, colours or renderer changed. It reads the pages' descriptions, not their markup.
  {name: 'social cards', run: logCards},
  // The canonical link, Open Graph and X card tags naming that card, and the JSON-LD
  // (breadcrumbs, articles) in each page's head. Before the security policies, as any head
  // markup: JSON-LD is a data block, which needs no hash, but the policy step reads the page.
  {name: 'share metadata', run: writeShareMetadata},
  // After every step that writes an inline script: a Content-Security-Policy per page that
  // allows its inline scripts by their hashes, in the page and in `_headers` and
  // `security-policies.json` for the servers.
  {name: 'security policies', run: (clientDir) => writeSecurityPolicies(clientDir)},
  // The best gzip and Brotli of the scripts and stylesheets a page loads first, which the
  // server sends as they are. It reads the build's manifest, not the pages: last, as the
  // slowest step.
  {name: 'precompression', run: precompressCriticalFiles},
];

/** Runs {@link AFTER_PRERENDER} on the client build, one step after the other. */
export async function afterPrerender(clientDir: string): Promise<void> {
  for (const step of AFTER_PRERENDER) await step.run(clientDir);
}
