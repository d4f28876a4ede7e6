import type {PageExample} from '../content/doc-content';

/**
 * The address of an example: the examples tab of the item it belongs to, with the example id as
 * the fragment (`/components/table/examples#table-sorting`). An example no item claims is linked
 * on the current page.
 */
export function exampleLink(
  example: Pick<PageExample, 'id' | 'itemPath'>,
  currentPath = '',
): string {
  return `${example.itemPath || currentPath}#${example.id}`;
}
