'use client';

import chevronRight from '@material-symbols/svg-400/outlined/chevron_right.svg?raw';
import {
  Tree as CdkTree,
  TreeNode as CdkTreeNode,
  TreeNodeGroup,
  useTreeNode,
  type TreeNodeProps as CdkTreeNodeProps,
  type TreeProps as CdkTreeProps,
} from '@material-react/cdk/tree';
import {useId, type CSSProperties, type MouseEvent, type ReactNode} from 'react';
import {Icon} from '../icon';
import './tree.css';

/** Props of {@link Tree}: those of the cdk `Tree`. */
export type TreeProps<T, K = T> = CdkTreeProps<T, K>;

/**
 * A Material tree: the cdk `Tree` (WAI-ARIA tree pattern, keyboard, roving focus) with Material
 * rows. Render each node with {@link TreeNode}.
 *
 * ```tsx
 * <Tree aria-label="Files" nodes={files} childrenAccessor={(node) => node.children}>
 *   {(node) => <TreeNode node={node}>{node.name}</TreeNode>}
 * </Tree>
 * ```
 */
export function Tree<T, K = T>({className, ...props}: TreeProps<T, K>) {
  return <CdkTree {...props} className={className ? `mat-tree ${className}` : 'mat-tree'} />;
}

/** Props of {@link TreeNode}. */
export interface TreeNodeProps<T> extends CdkTreeNodeProps<T> {
  /**
   * Whether to leave out the toggle chevron (and the room it takes). Nodes without children get
   * an empty space instead, so labels line up.
   * @default false
   */
  hideToggle?: boolean;
  /**
   * Content after the label, at the end of the row, such as a status or a count. It is part of
   * the node's accessible name, read after the label, since it is text the row shows.
   */
  trailing?: ReactNode;
}

/**
 * One Material tree row: indented by level, with a chevron that expands and collapses the node
 * (turning the right way in right-to-left text), hover and focus state layers, and, for a nested
 * tree, the node's children below it. While a nested node's children load, a spinner replaces the
 * chevron and the node is `aria-busy`.
 */
export function TreeNode<T>({
  node,
  hideToggle = false,
  trailing,
  className,
  children,
  ...props
}: TreeNodeProps<T>) {
  // The label names the node; its children, inside the node element, must not add to the name.
  const labelId = useId();
  const trailingId = useId();
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  const nameIds = trailing === undefined ? labelId : `${labelId} ${trailingId}`;
  return (
    <CdkTreeNode
      aria-labelledby={named ? undefined : nameIds}
      {...props}
      node={node}
      className={className ? `mat-tree-node ${className}` : 'mat-tree-node'}
    >
      <TreeNodeRow
        hideToggle={hideToggle}
        trailing={trailing}
        labelId={labelId}
        trailingId={trailingId}
      >
        {children}
      </TreeNodeRow>
      <TreeNodeGroup className="mat-tree-node-group" />
    </CdkTreeNode>
  );
}

function TreeNodeRow({
  hideToggle,
  trailing,
  labelId,
  trailingId,
  children,
}: {
  labelId: string;
  trailingId: string;
  hideToggle: boolean;
  trailing: ReactNode;
  children: ReactNode;
}) {
  const {level, expandable, toggle, childrenStatus} = useTreeNode<unknown>();
  const handleToggleClick = (event: MouseEvent) => {
    // The chevron only toggles; what a click on the rest of the row does is up to the node.
    event.stopPropagation();
    toggle();
  };
  const indent = {'--mat-tree-node-level': level - 1} as CSSProperties;
  return (
    <div className="mat-tree-node-row" style={indent}>
      {!hideToggle &&
        (expandable ? (
          <span className="mat-tree-node-toggle" aria-hidden="true" onClick={handleToggleClick}>
            {childrenStatus === 'loading' ? (
              <span className="mat-tree-node-spinner" />
            ) : (
              <Icon svg={chevronRight} size={24} className="mat-tree-node-chevron" />
            )}
          </span>
        ) : (
          <span className="mat-tree-node-toggle" aria-hidden="true" />
        ))}
      <span className="mat-tree-node-label" id={labelId}>
        {children}
      </span>
      {/* The space keeps the label and the trailing text apart in the row's text too. */}
      {trailing !== undefined && ' '}
      {trailing !== undefined && (
        <span className="mat-tree-node-trailing" id={trailingId}>
          {trailing}
        </span>
      )}
    </div>
  );
}
