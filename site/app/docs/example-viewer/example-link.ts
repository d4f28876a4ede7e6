import {getExample} from '@material-react/examples/catalogue';
import {findExampleItem} from '../documentation-items';

/**
 * The address of an example: the examples tab of the item it belongs to, with the example id as
 * the fragment (`/components/table/examples#table-sorting`). An example no item claims is linked
 * on the current page.
 */
export function exampleLink(exampleId: string, currentPath = ''): string {
  const example = getExample(exampleId);
  const found = example && findExampleItem(example);
  if (found) return `/${found.section.key}/${found.item.id}/examples#${exampleId}`;
  return `${currentPath}#${exampleId}`;
}
