import {EXAMPLES_SRC_DIR, collectExamples} from '@material-react/tools/examples';
import {allDocItems, selectExamples, type DocItem} from '../app/docs/documentation-items';
import {GUIDES} from '../app/docs/guide-items';

/** Every documentation item with its section key, as the site lists them. */
export const DOC_ITEMS: {sectionKey: string; item: DocItem}[] = allDocItems().map(
  ({section, item}) => ({sectionKey: section.key, item}),
);

/** Every live example, from the example index. */
export const EXAMPLES = collectExamples(EXAMPLES_SRC_DIR);

/** The examples tab that shows an example, and its title. */
export function examplePage(exampleId: string): {path: string; title: string} {
  const example = EXAMPLES.find((entry) => entry.id === exampleId);
  if (!example) throw new Error(`No example ${exampleId}`);
  for (const {sectionKey, item} of DOC_ITEMS) {
    if (selectExamples(item, [example]).length > 0) {
      return {path: `/${sectionKey}/${item.id}/examples`, title: example.title};
    }
  }
  throw new Error(`No documentation item shows ${exampleId}`);
}

export {GUIDES};
