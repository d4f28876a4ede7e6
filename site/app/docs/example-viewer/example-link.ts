import {SECTIONS, getItems, matchesExampleSelector} from '../documentation-items';

/**
 * The address of an example: the examples tab of the item it belongs to, with the example id as
 * the fragment (`/components/table/examples#table-sorting`). An example no item claims is linked
 * on the current page.
 */
export function exampleLink(exampleId: string, currentPath = ''): string {
  for (const section of SECTIONS) {
    for (const item of getItems(section.key)) {
      if (matchesExampleSelector(item.examples, exampleId)) {
        return `/${section.key}/${item.id}/examples#${exampleId}`;
      }
    }
  }
  return `${currentPath}#${exampleId}`;
}
