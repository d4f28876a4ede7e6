import {SelectionModel} from '../collections';

/** Options shared by both tree controls. */
export interface TreeControlOptions<T, K> {
  /**
   * Returns the identity a node is tracked by, e.g. its id, so expansion survives nodes being
   * recreated. By default the node itself.
   */
  trackBy?: (node: T) => K;
}

/** Where the children of a node of a {@link NestedTreeControl} stand. */
export type TreeChildrenStatus = 'idle' | 'loading' | 'loaded' | 'error';

/**
 * What the tree controls share: which nodes are expanded, kept in a {@link SelectionModel} of node
 * keys, and the operations on it. Subclasses know how nodes relate.
 */
export abstract class BaseTreeControl<T, K = T> {
  /** The nodes of the tree: every node of a flat tree, the root nodes of a nested one. */
  dataNodes: readonly T[] = [];
  /** The keys of the expanded nodes. Subscribe to it through {@link BaseTreeControl.subscribe}. */
  readonly expansionModel = new SelectionModel<K>(true);
  /** Returns the identity a node is tracked by. */
  readonly trackBy?: (node: T) => K;
  #version = 0;
  #listeners = new Set<() => void>();

  /** @param options Tracking options. */
  constructor(options: TreeControlOptions<T, K> = {}) {
    this.trackBy = options.trackBy;
    this.expansionModel.subscribe(() => this.notify());
  }

  /** Whether a node can have children, and so be expanded. */
  abstract isExpandable(node: T): boolean;
  /** The descendants of a node that the control knows, in depth-first order. */
  abstract getDescendants(node: T): T[];
  /** Expands every expandable node the control knows. */
  abstract expandAll(): void;

  /** Replaces `dataNodes`; a {@link Tree} calls it with its `nodes`. */
  setDataNodes(nodes: readonly T[]): void {
    this.dataNodes = nodes;
  }

  /** The key of a node: `trackBy(node)`, or the node itself. */
  getKey(node: T): K {
    return this.trackBy ? this.trackBy(node) : (node as unknown as K);
  }

  /** Whether a node is expanded. */
  isExpanded(node: T): boolean {
    return this.expansionModel.isSelected(this.getKey(node));
  }

  /** Expands a node. */
  expand(node: T): void {
    this.expansionModel.select(this.getKey(node));
  }

  /** Collapses a node. */
  collapse(node: T): void {
    this.expansionModel.deselect(this.getKey(node));
  }

  /** Expands a collapsed node and collapses an expanded one. */
  toggle(node: T): void {
    if (this.isExpanded(node)) this.collapse(node);
    else this.expand(node);
  }

  /** Collapses every node. */
  collapseAll(): void {
    this.expansionModel.clear();
  }

  /** Expands a node and all its descendants. */
  expandDescendants(node: T): void {
    const nodes = [node, ...this.getDescendants(node)].filter((each) => this.isExpandable(each));
    this.expansionModel.select(...nodes.map((each) => this.getKey(each)));
  }

  /** Collapses a node and all its descendants. */
  collapseDescendants(node: T): void {
    const nodes = [node, ...this.getDescendants(node)];
    this.expansionModel.deselect(...nodes.map((each) => this.getKey(each)));
  }

  /** Expands or collapses a node and all its descendants, following the node's own state. */
  toggleDescendants(node: T): void {
    if (this.isExpanded(node)) this.collapseDescendants(node);
    else this.expandDescendants(node);
  }

  /** A number that grows with every change of the control; a snapshot for rendering. */
  get version(): number {
    return this.#version;
  }

  /** Calls `listener` after every change of the expansion (or, nested, of loaded children). */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** Tells the subscribers that something changed. */
  protected notify(): void {
    this.#version++;
    for (const listener of [...this.#listeners]) listener();
  }
}

/**
 * The expansion state of a flat tree: every node is in `dataNodes`, in depth-first order, with
 * its level (0 for roots). A node's descendants are the nodes after it with a deeper level.
 *
 * ```ts
 * const control = new FlatTreeControl<FileNode>((node) => node.level, (node) => node.isFolder);
 * control.dataNodes = flatNodes;
 * control.expand(flatNodes[0]);
 * ```
 */
export class FlatTreeControl<T, K = T> extends BaseTreeControl<T, K> {
  /** Returns the depth of a node, 0 for a root. */
  readonly getLevel: (node: T) => number;
  readonly #isExpandable: (node: T) => boolean;

  /**
   * @param getLevel Returns the depth of a node, 0 for a root.
   * @param isExpandable Returns whether a node can have children.
   * @param options Tracking options.
   */
  constructor(
    getLevel: (node: T) => number,
    isExpandable: (node: T) => boolean,
    options?: TreeControlOptions<T, K>,
  ) {
    super(options);
    this.getLevel = getLevel;
    this.#isExpandable = isExpandable;
  }

  /** Whether a node can have children, as the `isExpandable` function says. */
  isExpandable(node: T): boolean {
    return this.#isExpandable(node);
  }

  /** The nodes after this one in `dataNodes` with a deeper level, up to the next sibling. */
  getDescendants(node: T): T[] {
    const index = this.#indexOf(node);
    if (index < 0) return [];
    const level = this.getLevel(node);
    const descendants: T[] = [];
    for (let i = index + 1; i < this.dataNodes.length; i++) {
      const each = this.dataNodes[i] as T;
      if (this.getLevel(each) <= level) break;
      descendants.push(each);
    }
    return descendants;
  }

  /** Expands every expandable node of `dataNodes`. */
  expandAll(): void {
    const keys = this.dataNodes.filter((node) => this.isExpandable(node));
    this.expansionModel.select(...keys.map((node) => this.getKey(node)));
  }

  /** The parent of a node, or `null` for a root. */
  getParent(node: T): T | null {
    const index = this.#indexOf(node);
    const level = this.getLevel(node);
    for (let i = index - 1; i >= 0; i--) {
      const each = this.dataNodes[i] as T;
      if (this.getLevel(each) < level) return each;
    }
    return null;
  }

  /**
   * The nodes to show: those whose ancestors are all expanded, in order. Pass the nodes to use
   * instead of `dataNodes`, e.g. while rendering before the control has them.
   */
  getVisibleNodes(nodes: readonly T[] = this.dataNodes): T[] {
    const visible: T[] = [];
    // The level below which nodes are hidden, because an ancestor at that level is collapsed.
    let hiddenBelow = Infinity;
    for (const node of nodes) {
      const level = this.getLevel(node);
      if (level > hiddenBelow) continue;
      hiddenBelow = Infinity;
      visible.push(node);
      if (this.isExpandable(node) && !this.isExpanded(node)) hiddenBelow = level;
    }
    return visible;
  }

  #indexOf(node: T): number {
    const key = this.getKey(node);
    return this.dataNodes.findIndex((each) => this.getKey(each) === key);
  }
}

/** What a {@link NestedTreeControl}'s `getChildren` may return. */
export type TreeChildren<T> = readonly T[] | Promise<readonly T[]> | null | undefined;

/** Options of {@link NestedTreeControl}. */
export interface NestedTreeControlOptions<T, K> extends TreeControlOptions<T, K> {
  /**
   * Returns whether a node can have children. By default a node can when `getChildren` returns a
   * promise or a non-empty array for it.
   */
  isExpandable?: (node: T) => boolean;
}

interface ChildrenEntry<T> {
  status: TreeChildrenStatus;
  children: readonly T[];
  error?: unknown;
  promise?: Promise<readonly T[]>;
}

/**
 * The expansion state of a nested tree: `dataNodes` holds the roots and `getChildren` returns a
 * node's children, either at once or as a promise. Children that come as a promise are loaded when
 * the node is first expanded (or by {@link NestedTreeControl.loadChildren}); their status can be
 * read with {@link NestedTreeControl.getChildrenStatus} to show a loading or error state.
 */
export class NestedTreeControl<T, K = T> extends BaseTreeControl<T, K> {
  /** Returns the children of a node, an array or a promise of one (empty or nullish for none). */
  readonly getChildren: (node: T) => TreeChildren<T>;
  readonly #isExpandable: ((node: T) => boolean) | undefined;
  readonly #entries = new Map<K, ChildrenEntry<T>>();

  /**
   * @param getChildren Returns a node's children, at once or as a promise.
   * @param options Tracking and expandability options.
   */
  constructor(
    getChildren: (node: T) => TreeChildren<T>,
    options: NestedTreeControlOptions<T, K> = {},
  ) {
    super(options);
    this.getChildren = getChildren;
    this.#isExpandable = options.isExpandable;
  }

  /**
   * Whether a node can have children: the `isExpandable` option's answer, else whether
   * `getChildren` returns a promise or a non-empty array (which calls it).
   */
  isExpandable(node: T): boolean {
    if (this.#isExpandable) return this.#isExpandable(node);
    const entry = this.#entries.get(this.getKey(node));
    if (entry) return entry.status !== 'loaded' || entry.children.length > 0;
    const children = this.getChildren(node);
    if (children instanceof Promise) {
      this.#track(node, children);
      return true;
    }
    return (children?.length ?? 0) > 0;
  }

  /**
   * The children of a node that are known: all of them for synchronous children, the loaded ones
   * (else none) for asynchronous children. Calling it may start loading them.
   */
  getLoadedChildren(node: T): readonly T[] {
    const entry = this.#entries.get(this.getKey(node));
    if (entry) return entry.children;
    if (this.#isExpandable && !this.#isExpandable(node)) return [];
    const children = this.getChildren(node);
    if (children instanceof Promise) {
      this.#track(node, children);
      return [];
    }
    return children ?? [];
  }

  /**
   * Where the asynchronous children of a node stand: `idle` before they were asked for (and
   * always for synchronous children), then `loading`, then `loaded` or `error`.
   */
  getChildrenStatus(node: T): TreeChildrenStatus {
    return this.#entries.get(this.getKey(node))?.status ?? 'idle';
  }

  /** Why loading the children of a node failed, if it did. */
  getChildrenError(node: T): unknown {
    return this.#entries.get(this.getKey(node))?.error;
  }

  /**
   * Loads the children of a node, calling `getChildren` again if loading failed before. Resolves
   * with them and never rejects: a failure shows as the `error` status.
   */
  loadChildren(node: T): Promise<readonly T[]> {
    const entry = this.#entries.get(this.getKey(node));
    if (entry?.status === 'loaded') return Promise.resolve(entry.children);
    if (entry?.status === 'loading' && entry.promise) return entry.promise;
    const children = this.getChildren(node);
    if (!(children instanceof Promise)) return Promise.resolve(children ?? []);
    return this.#track(node, children);
  }

  /**
   * Expands a node. Asynchronous children are asked for the first time a node expands, and again
   * when the last attempt failed.
   */
  override expand(node: T): void {
    const status = this.getChildrenStatus(node);
    if (status === 'error') void this.loadChildren(node);
    else if (status === 'idle') this.getLoadedChildren(node);
    super.expand(node);
  }

  /** The loaded descendants of a node, in depth-first order. */
  getDescendants(node: T): T[] {
    const descendants: T[] = [];
    for (const child of this.getLoadedChildren(node)) {
      descendants.push(child, ...this.getDescendants(child));
    }
    return descendants;
  }

  /** Expands every expandable node whose children are known, from the roots down. */
  expandAll(): void {
    const nodes = this.dataNodes.flatMap((node) => [node, ...this.getDescendants(node)]);
    this.expansionModel.select(
      ...nodes.filter((node) => this.isExpandable(node)).map((node) => this.getKey(node)),
    );
  }

  #track(node: T, promise: Promise<readonly T[]>): Promise<readonly T[]> {
    const key = this.getKey(node);
    const tracked = promise.then(
      (children) => {
        this.#entries.set(key, {status: 'loaded', children});
        this.notify();
        return children;
      },
      (error: unknown) => {
        this.#entries.set(key, {status: 'error', children: [], error});
        this.notify();
        return [] as readonly T[];
      },
    );
    this.#entries.set(key, {status: 'loading', children: [], promise: tracked});
    // Loading may start while a view renders, which must not be told of changes synchronously.
    queueMicrotask(() => this.notify());
    return tracked;
  }
}
