import {describe, expect, it} from 'vitest';
import {
  clientRouteModuleId,
  shellChunkGroups,
  staticClosure,
  withoutStartupFiles,
} from './shell-chunks';

/** A module graph given as each module's static imports. */
function graphOf(imports: Record<string, string[]>) {
  return {getModuleInfo: (id: string) => (id in imports ? {importedIds: imports[id]!} : null)};
}

const ENTRY = '/site/app/entry.client.tsx';
const ROOT = '/site/app/root.tsx';
const REACT = '/node_modules/react/index.js';
const ITEM_PAGE = '/site/app/routes/section/item-page.tsx';
const GUIDE_PAGE = '/site/app/routes/guide-page.tsx';
const graph = graphOf({
  [ENTRY]: ['/site/app/runtime/service-workers.ts', REACT],
  [clientRouteModuleId(ROOT)]: [ROOT],
  [ROOT]: ['/site/app/styles/site.css', '/site/app/shell/site-navbar.tsx', REACT],
  '/site/app/styles/site.css': [],
  '/site/app/shell/site-navbar.tsx': ['/packages/material/src/button/button.tsx'],
  '/site/app/routes/home-page.tsx': ['/site/app/home/home-page.tsx', REACT],
  '/site/app/home/home-page.tsx': [],
  [clientRouteModuleId(ITEM_PAGE)]: [ITEM_PAGE],
  [ITEM_PAGE]: [
    '/site/app/shell/page-header.tsx',
    '/site/app/docs/section/section-frame.tsx',
    REACT,
  ],
  [clientRouteModuleId(GUIDE_PAGE)]: [GUIDE_PAGE],
  [GUIDE_PAGE]: [
    '/site/app/shell/page-header.tsx',
    '/site/app/shell/site-navbar.tsx',
    '/site/app/docs/guide-items.ts',
  ],
  '/site/app/docs/guide-items.ts': [],
  '/site/app/docs/section/section-frame.tsx': [],
  '/site/app/shell/page-header.tsx': [],
  '/site/app/docs/page/page-parts.ts': [],
  [REACT]: [],
});

describe('staticClosure', () => {
  it('collects a module and all it imports, once each, through cycles', () => {
    const cyclic = graphOf({a: ['b'], b: ['c', 'a'], c: []});
    expect([...staticClosure(cyclic, 'a')].sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('shellChunkGroups', () => {
  const chunkOf = (id: string) => {
    const groups = shellChunkGroups({
      entry: ENTRY,
      rootRoute: ROOT,
      sectionRoutes: [ITEM_PAGE],
      guideRoute: GUIDE_PAGE,
    });
    for (const group of groups) {
      const name = typeof group.name === 'string' ? group.name : group.name(id, graph);
      if (name) return name;
    }
    return null;
  };

  it('puts what the entry and the root import in the shell, the framework apart', () => {
    expect(chunkOf('/site/app/shell/site-navbar.tsx')).toBe('shell');
    expect(chunkOf('/packages/material/src/button/button.tsx')).toBe('shell');
    expect(chunkOf('/site/app/runtime/service-workers.ts')).toBe('shell');
    expect(chunkOf(REACT)).toBe('framework');
  });

  it('groups what the section pages and the guides share, and what the section pages alone need', () => {
    expect(chunkOf('/site/app/shell/page-header.tsx')).toBe('docs');
    expect(chunkOf('/site/app/docs/section/section-frame.tsx')).toBe('section');
    expect(chunkOf('/site/app/shell/site-navbar.tsx')).toBe('shell');
    // What one guide page alone imports stays with its route.
    expect(chunkOf('/site/app/docs/guide-items.ts')).toBeNull();
  });

  it('leaves the entry, the route modules and what only one other page needs to the bundler', () => {
    expect(chunkOf(ENTRY)).toBeNull();
    // The root route keeps its global stylesheets, which no lazy chunk may bring again.
    expect(chunkOf(ROOT)).toBeNull();
    expect(chunkOf(clientRouteModuleId(ROOT))).toBeNull();
    expect(chunkOf('/site/app/styles/site.css')).toBeNull();
    expect(chunkOf(ITEM_PAGE)).toBeNull();
    expect(chunkOf(clientRouteModuleId(ITEM_PAGE))).toBeNull();
    expect(chunkOf('/site/app/routes/home-page.tsx')).toBeNull();
    expect(chunkOf('/site/app/home/home-page.tsx')).toBeNull();
  });
});

describe('withoutStartupFiles', () => {
  it('leaves out what every page loads first, and keeps the rest', () => {
    expect(
      withoutStartupFiles([
        'assets/page-actions-BBOYN69o.js',
        'assets/rolldown-runtime-XKyaHtl9.js',
        'assets/content_copy-BN7f6E4R.js',
        'assets/shell-D2Bb1vwy.js',
        'assets/framework-BpCwSPCC.js',
        'assets/shell-DfRpZ2jI.css',
        'assets/shell-chunks-notes-12345678.js',
        'assets/docs-CkmE6gTO.js',
      ]),
    ).toEqual([
      'assets/page-actions-BBOYN69o.js',
      'assets/content_copy-BN7f6E4R.js',
      'assets/shell-chunks-notes-12345678.js',
      'assets/docs-CkmE6gTO.js',
    ]);
  });
});
