import type {SelectionModel} from '@material-react/cdk/collections';

/** What a checklist checkbox shows. */
export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/**
 * The leaves under a node (the node itself when it has no children). Only leaves are kept in the
 * selection; a parent's state is worked out from them, so it can never disagree with them.
 */
export function getLeaves<T>(node: T, getChildren: (node: T) => readonly T[] | undefined): T[] {
  const children = getChildren(node) ?? [];
  if (children.length === 0) return [node];
  return children.flatMap((child) => getLeaves(child, getChildren));
}

/** Checked when all leaves under the node are selected, indeterminate when only some are. */
export function getCheckState<T>(
  node: T,
  getChildren: (node: T) => readonly T[] | undefined,
  selection: SelectionModel<T>,
): CheckState {
  const leaves = getLeaves(node, getChildren);
  const selected = leaves.filter((leaf) => selection.isSelected(leaf)).length;
  if (selected === 0) return 'unchecked';
  return selected === leaves.length ? 'checked' : 'indeterminate';
}

/**
 * Checks a node with everything under it, or unchecks them all when the node is fully checked.
 * A partly checked parent becomes fully checked, as a "select all" does.
 */
export function toggleNode<T>(
  node: T,
  getChildren: (node: T) => readonly T[] | undefined,
  selection: SelectionModel<T>,
): void {
  const leaves = getLeaves(node, getChildren);
  if (getCheckState(node, getChildren, selection) === 'checked') selection.deselect(...leaves);
  else selection.select(...leaves);
}
