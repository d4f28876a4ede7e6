import {use} from 'react';
import {loadOnce} from '../../runtime/load-once';
import {afterAppStart} from '../../runtime/start-guard';
import type {StylingPage} from '../content/doc-content';

/**
 * Loads a component's Styling tab content (`virtual:docs/styling/<section>/<id>`), once, through
 * the tab's own loaders module: unlike the other kinds of content (`use-content.ts`), its loader
 * is in this chunk rather than in every page's first JavaScript. `null` for an item without.
 */
function loadStylingPage(key: string): Promise<StylingPage | null> {
  return loadOnce(`styling:${key}`, () =>
    afterAppStart(() => import('virtual:docs/loaders/styling')).then(({loaders}) =>
      Object.hasOwn(loaders, key)
        ? loaders[key]!().then((module) => module.default as StylingPage)
        : null,
    ),
  );
}

/** Reads a component's Styling tab content, suspending until it arrives. */
export function useStylingPage(key: string): StylingPage | null {
  return use(loadStylingPage(key));
}
