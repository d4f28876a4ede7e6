'use client';

import {createContext, useContext, type ReactNode} from 'react';
import type {TreeChildrenStatus} from './tree-children';
import type {TreeExpansion} from './tree-expansion';

export interface TreeContextValue<T> {
  expansion: TreeExpansion<T, unknown>;
  renderNode: (node: T) => ReactNode;
  /** The key of the node that is in the tab order. */
  tabbableKey: unknown;
  registry: Map<Element, {node: T; label: string}>;
  getLabel: ((node: T) => string) | undefined;
}

export const TreeContext = createContext<TreeContextValue<unknown> | null>(null);

export function useTreeContext<T>(component: string): TreeContextValue<T> {
  const context = useContext(TreeContext);
  if (!context) throw new Error(`${component} must be placed inside a <Tree>.`);
  return context as TreeContextValue<T>;
}

/** The state of one node, for the parts rendered inside it. */
export interface TreeNodeState<T> {
  /** The node. */
  node: T;
  /** The depth, 1 for a root. */
  level: number;
  /** Whether the node can have children. */
  expandable: boolean;
  /** Whether the node is expanded. */
  expanded: boolean;
  /** Expands or collapses the node. */
  toggle: () => void;
  /**
   * Where the node's asynchronous children stand (nested trees); `idle` for synchronous ones.
   */
  childrenStatus: TreeChildrenStatus;
  /** Asks again for the node's children after loading them failed; does nothing otherwise. */
  retry: () => void;
}

export const TreeNodeContext = createContext<TreeNodeState<unknown> | null>(null);

/**
 * The state of the {@link TreeNode} around the calling component: its node, level and expansion,
 * the status of its children, and `toggle` and `retry` functions, e.g. for a toggle button inside
 * the node.
 */
export function useTreeNode<T>(): TreeNodeState<T> {
  const context = useContext(TreeNodeContext);
  if (!context) throw new Error('useTreeNode must be called inside a <TreeNode>.');
  return context as TreeNodeState<T>;
}
