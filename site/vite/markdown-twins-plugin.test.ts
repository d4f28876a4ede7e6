import {markdownTwinFile, llmsTxt, twinUrl} from '../../tools/docs-data/index';
import {describe, expect, it} from 'vitest';
import {ITEM_TAB_NAMES, SECTIONS, getItems} from '../app/docs/documentation-items';
import {SECTION_SUMMARIES} from '../app/docs/section-summaries';
import {GUIDES} from '../app/docs/guide-items';
import {prerenderPaths} from '../app/docs/site-pages';

const SITE = 'https://docs.example.org';

describe("llms.txt of the site's manifest", () => {
  it('links the twin of every page in the sitemap', () => {
    const text = llmsTxt(SITE, {
      name: 'Material for React',
      tagline: 'Components.',
      about: 'Packages.',
      sections: SECTIONS.map((section) => ({
        ...section,
        summary: SECTION_SUMMARIES[section.key]!,
        items: getItems(section.key).map((item) => ({
          ...item,
          path: `/${section.key}/${item.id}`,
          tabs: [...item.tabs],
          tabNames: item.tabs.map((tab) => ITEM_TAB_NAMES[tab]),
        })),
      })),
      guides: GUIDES.map((guide) => ({...guide, path: `/guide/${guide.id}`})),
    });
    const linked = new Set([...text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]));
    for (const path of prerenderPaths()) {
      expect(linked, path).toContain(twinUrl(SITE, path));
      expect(twinUrl(SITE, path)).toBe(`${SITE}/${markdownTwinFile(path)}`);
    }
  });
});
