import {readFileSync, readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {FIXTURE_APPS} from '../../fixtures/fixture-apps.mjs';
import type {ApiDoc} from '../../tools/api/index';
import type {ProvenFact} from '../app/docs/content/doc-content';

/**
 * What an item's header says is proven about it, and where: each fact comes from what the test
 * run checks, never from a list kept by hand.
 *
 * - Server rendering: the entry points that the fixture apps' pages import (fixtures/: the
 *   Next.js app's page is a Server Component, the React Router app renders on the server). Every
 *   run builds those apps from the packed packages, checks that the server's HTML holds the
 *   components' markup, that the page hydrates without a warning, and drives them by keyboard.
 * - Forms: the entry points with a component that takes `name` (its own prop, or that of the
 *   native `<input>`, `<textarea>` or `<select>` it passes its props to), each of which the
 *   forms tests submit, validate and reset (packages/material/src/forms.test.tsx).
 */

/** The library's entry points a source file imports: `@material-react/material/button`. */
const LIBRARY_IMPORT = /from\s+['"](@material-react\/(?:cdk|material)\/[\w/-]+)['"]/g;

/**
 * The sources of the apps that render on the server (not the single-page app, whose server sends
 * no markup), and of the page they share; not the copy of it each app's build makes.
 */
function serverRenderedSources(repoDir: string): string[] {
  const folders = [
    join(repoDir, 'fixtures', 'shared'),
    ...FIXTURE_APPS.filter((app) => app.serverRendered).map((app) => join(app.dir, 'app')),
  ];
  return folders.flatMap((folder) =>
    readdirSync(folder, {withFileTypes: true, recursive: true})
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => relative(folder, file).split(sep)[0] !== 'shared'),
  );
}

/** The names of the apps that render on the server: `Next.js and React Router`. */
const SERVER_APPS = FIXTURE_APPS.filter((app) => app.serverRendered)
  .map((app) => app.name)
  .join(' and ');

/** The entry points that the server-rendering fixture apps render, as their sources import them. */
export function serverRenderedEntryPoints(repoDir: string): Set<string> {
  const found = new Set<string>();
  for (const file of serverRenderedSources(repoDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(LIBRARY_IMPORT)) found.add(match[1]!);
  }
  return found;
}

/** Native form controls: a component that passes its props to one posts its `name`. */
const FORM_ELEMENTS = new Set(['input', 'textarea', 'select']);

/** Whether an entry point has a component that takes part in a form under a `name`. */
export function postsName(api: ApiDoc | undefined): boolean {
  return (api?.components ?? []).some(
    (component) =>
      component.props.some((prop) => prop.name === 'name') ||
      FORM_ELEMENTS.has(component.inherited?.element ?? ''),
  );
}

/** The proven facts of an item whose main entry point is `entryPoint`. */
export function provenFacts(
  entryPoint: string,
  api: ApiDoc | undefined,
  serverRendered: ReadonlySet<string>,
): ProvenFact[] {
  const facts: ProvenFact[] = [];
  if (serverRendered.has(entryPoint)) {
    facts.push({
      label: 'Server rendering',
      text: `renders on the server in ${SERVER_APPS}`,
      href: '/guide/nextjs',
    });
  }
  if (postsName(api)) {
    facts.push({label: 'Forms', text: 'posts `name`, validates and resets', href: '/guide/forms'});
  }
  return facts;
}
