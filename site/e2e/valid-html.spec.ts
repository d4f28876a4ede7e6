import {expect, test} from '@playwright/test';
import {FileSystemConfigLoader, HtmlValidate, type Message} from 'html-validate';
import {readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';

const clientDir = fileURLToPath(new URL('../build/client', import.meta.url));

/** Every HTML file of the build: the prerendered pages and the fallback page. */
function builtPages(): string[] {
  return readdirSync(clientDir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * What React writes as the `action` of a form whose action is a function (a form action): a
 * `javascript:` URL that throws, so a form submitted before the page has hydrated goes nowhere
 * (the site's Content-Security-Policy blocks it before it would run). Not a URL html-validate
 * accepts, and not ours to change: the one problem the check lets through.
 */
function isReactFormActionPlaceholder(message: Message): boolean {
  return (
    message.ruleId === 'attribute-allowed-values' &&
    message.message.includes('"javascript:throw new Error(&#x27;React form unexpectedly submitted.')
  );
}

/** How many problems the failure lists in full (the count is always given). */
const SHOWN = 60;

/**
 * The prerendered HTML is what crawlers, validators and a browser without JavaScript read: it
 * must be valid. No browser needed: html-validate reads the files, with the rules of
 * `site/.htmlvalidate.mjs` (html-validate's recommended set, a few eased there with reasons).
 */
test('every prerendered page is valid HTML', async () => {
  test.setTimeout(120_000);
  const files = builtPages();
  expect(files.length).toBeGreaterThan(100);
  expect(files.map((file) => relative(clientDir, file))).toContain('__spa-fallback.html');

  const report = await new HtmlValidate(new FileSystemConfigLoader()).validateMultipleFiles(files);
  const problems = report.results.flatMap((result) =>
    result.messages
      .filter((message) => !isReactFormActionPlaceholder(message))
      .map(
        (message: Message) =>
          `${relative(clientDir, result.filePath)}:${message.line}:${message.column} ` +
          `${message.ruleId}: ${message.message}`,
      ),
  );
  expect(
    problems.slice(0, SHOWN),
    `${problems.length} problems in ${report.results.length} of ${files.length} pages`,
  ).toEqual([]);
});
