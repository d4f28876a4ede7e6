import {buildSearchDocuments} from '../../../tools/search/index';
import {apiAnchor} from '../../app/docs/api/api-anchors';
import {allDocItems, itemSources, selectExamples} from '../../app/docs/documentation-items';
import {GUIDES} from '../../app/docs/guide-items';
import {buildApiReference} from '../docs-api';
import {itemTokens} from '../docs-styling';
import {exampleEntries} from './examples';
import {renderFile} from './rendered-docs';
import {REPO_DIR, guideFile, overviewFile} from './sources';

/**
 * The search index's documents (see `tools/search`): every item's overview, API and examples
 * and every guide, from the manifest and the same rendered content the pages show.
 */
export async function collectSearchDocuments({strict}: {strict: boolean}) {
  const examples = exampleEntries();
  const titles = new Map(examples.map((example) => [example.id, example.title || example.id]));
  // The guides render alongside the items: the "Bundle size" guide waits for the sizes, which
  // are measured in other processes meanwhile.
  const guidesRendered = Promise.all(
    GUIDES.map(async (guide) => ({
      id: guide.id,
      name: guide.name,
      summary: guide.summary,
      sections: (await renderFile(guideFile(guide.id))).sections,
    })),
  );
  const itemsRendered = Promise.all(
    allDocItems().map(async ({section, item}) => {
      const overview = await renderFile(overviewFile(item));
      const api = await buildApiReference(REPO_DIR, itemSources(item).apiEntryPoints, {strict});
      return {
        section: {key: section.key, name: section.name},
        id: item.id,
        name: item.name,
        summary: item.summary,
        overview: overview.sections,
        api: api.entryPoints,
        examples: selectExamples(item, examples).map((id) => ({
          id,
          title: titles.get(id)!,
        })),
        tokens: item.tabs.includes('styling') ? itemTokens(REPO_DIR, item).tokens : [],
      };
    }),
  );
  const [items, guides] = await Promise.all([itemsRendered, guidesRendered]);
  return buildSearchDocuments({items, guides, apiAnchor});
}
