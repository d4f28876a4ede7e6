import type {APIRequestContext} from '@playwright/test';
import {expect, test, waitForApp} from './fixtures';

/** The page paths the sitemap lists. */
async function sitemapPaths(request: APIRequestContext) {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function metaPolicy(html: string): string | undefined {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
  return match?.[1]?.replace(/&quot;/g, '"');
}

function expectStrictScripts(policy: string | undefined) {
  expect(policy).toBeTruthy();
  const scriptSrc = directives(policy!).get('script-src') ?? [];
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(directives(policy!).get('object-src')).toEqual(["'none'"]);
  expect(directives(policy!).get('base-uri')).toEqual(["'self'"]);
}

test.describe('Content-Security-Policy', () => {
  test('every page and the fallback page carry a strict policy as a header and a meta', async ({
    request,
  }) => {
    const paths = [...(await sitemapPaths(request)), '/no/such/page'];
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      const response = await request.get(path);
      const html = await response.text();
      const header = response.headers()['content-security-policy'];
      expectStrictScripts(header);
      expect(directives(header!).get('frame-ancestors'), path).toEqual(["'none'"]);
      const meta = metaPolicy(html);
      expectStrictScripts(meta);
      // The meta comes before any script, and frame-ancestors only works as a header.
      expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
        html.indexOf('<script'),
      );
      expect(directives(meta!).has('frame-ancestors')).toBe(false);
      // Every inline script of the page is allowed by its hash, in both forms. Its JSON-LD and
      // its list of late font faces are data blocks, which the browser never runs: they need,
      // and have, no hash.
      const scriptSrc = directives(header!).get('script-src')!;
      const inline = [
        ...html.matchAll(
          /<script(?![^>]*\s(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      expect(inline.length, path).toBeGreaterThan(0);
      expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).length).toBe(
        new Set(inline.map((match) => match[1])).size,
      );
      expect(directives(meta!).get('script-src')).toEqual(scriptSrc);
    }
  });

  test('the usual security headers come with pages and assets', async ({request}) => {
    for (const path of ['/', '/favicon.svg', '/assets/versions.json', '/no/such/page']) {
      const headers = (await request.get(path)).headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
  });

  test('the policy is enforced: injected inline code and eval are refused', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/components/button/overview');
    await waitForApp(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      // A string handed to setTimeout is compiled by the page later, which eval rules govern (code
      // run through the test driver itself is exempt from them).
      setTimeout('window.__evaluated = true;' as unknown as () => void, 0);
    });
    // Each is refused twice: by the header's policy and by the meta's, both enforced.
    await expect
      .poll(() => cspViolations.map((violation) => violation.directive).sort())
      .toEqual(['script-src', 'script-src', 'script-src-elem', 'script-src-elem']);
    expect(
      await page.evaluate(() => ['__injected', '__evaluated'].filter((key) => key in window)),
    ).toEqual([]);
    // Those were the test's own: the page itself caused none.
    cspViolations.length = 0;
  });
});
