import {act, renderHook} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {useTreeExpansion, type UseTreeExpansionOptions} from './tree-expansion';

interface Flat {
  name: string;
  level: number;
}

// Fruit > (Apple, Citrus > (Lime, Lemon)), Nuts > Pecan, Salt
const FLAT: Flat[] = [
  {name: 'Fruit', level: 0},
  {name: 'Apple', level: 1},
  {name: 'Citrus', level: 1},
  {name: 'Lime', level: 2},
  {name: 'Lemon', level: 2},
  {name: 'Nuts', level: 0},
  {name: 'Pecan', level: 1},
  {name: 'Salt', level: 0},
];

const flatOptions: UseTreeExpansionOptions<Flat, string> = {
  nodes: FLAT,
  levelAccessor: (node) => node.level,
  getKey: (node) => node.name,
};

const setup = <T, K>(options: UseTreeExpansionOptions<T, K>) =>
  renderHook((props: UseTreeExpansionOptions<T, K>) => useTreeExpansion(props), {
    initialProps: options,
  });

const names = (nodes: readonly {name: string}[]) => nodes.map((node) => node.name);
const byName = (name: string) => FLAT.find((node) => node.name === name)!;

describe('useTreeExpansion (flat data)', () => {
  it('keeps its own state, starting from defaultExpandedKeys', () => {
    const {result} = setup({...flatOptions, defaultExpandedKeys: ['Fruit']});
    expect(result.current.kind).toBe('flat');
    expect(names(result.current.visibleNodes)).toEqual([
      'Fruit',
      'Apple',
      'Citrus',
      'Nuts',
      'Salt',
    ]);
    act(() => result.current.expand('Citrus'));
    expect(result.current.expandedKeys).toEqual(['Fruit', 'Citrus']);
    expect(names(result.current.visibleNodes)).toContain('Lemon');
    act(() => result.current.toggle('Fruit'));
    expect(result.current.isExpanded('Fruit')).toBe(false);
    expect(result.current.isExpanded('Citrus')).toBe(true);
    // A collapsed ancestor hides its descendants, whatever their own state.
    expect(names(result.current.visibleNodes)).toEqual(['Fruit', 'Nuts', 'Salt']);
    act(() => result.current.collapse('Citrus'));
    expect(result.current.expandedKeys).toEqual([]);
  });

  it('derives expandability from the next node, unless isExpandable says otherwise', () => {
    const {result, rerender} = setup(flatOptions);
    expect(FLAT.map((node) => result.current.isExpandable(node))).toEqual([
      true,
      false,
      true,
      false,
      false,
      true,
      false,
      false,
    ]);
    rerender({...flatOptions, isExpandable: (node) => node.name === 'Salt'});
    expect(result.current.isExpandable(byName('Fruit'))).toBe(false);
    expect(result.current.isExpandable(byName('Salt'))).toBe(true);
  });

  it('computes positions for the ARIA attributes', () => {
    const {result} = setup(flatOptions);
    expect(result.current.getPosition('Nuts')).toEqual({level: 1, posinset: 2, setsize: 3});
    expect(result.current.getPosition('Lemon')).toEqual({level: 3, posinset: 2, setsize: 2});
    expect(names(result.current.getChildren(byName('Fruit')))).toEqual(['Apple', 'Citrus']);
  });

  it('follows controlled keys and reports every change through onExpandedChange', () => {
    const onExpandedChange = vi.fn();
    const {result, rerender} = setup({...flatOptions, expandedKeys: ['Nuts'], onExpandedChange});
    act(() => result.current.expand('Fruit'));
    expect(onExpandedChange).toHaveBeenLastCalledWith(['Nuts', 'Fruit']);
    // Controlled: nothing changes until the owner passes new keys.
    expect(result.current.expandedKeys).toEqual(['Nuts']);
    expect(names(result.current.visibleNodes)).toEqual(['Fruit', 'Nuts', 'Pecan', 'Salt']);
    rerender({...flatOptions, expandedKeys: ['Fruit'], onExpandedChange});
    expect(result.current.isExpanded('Fruit')).toBe(true);
    expect(result.current.isExpanded('Nuts')).toBe(false);
    act(() => result.current.toggle('Fruit'));
    expect(onExpandedChange).toHaveBeenLastCalledWith([]);
    act(() => result.current.setExpandedKeys(['Citrus']));
    expect(onExpandedChange).toHaveBeenLastCalledWith(['Citrus']);
  });

  it('does not report a change that changes nothing', () => {
    const onExpandedChange = vi.fn();
    const {result} = setup({...flatOptions, defaultExpandedKeys: ['Fruit'], onExpandedChange});
    act(() => result.current.expand('Fruit'));
    act(() => result.current.collapse('Nuts'));
    act(() => result.current.expandAll([]));
    expect(onExpandedChange).not.toHaveBeenCalled();
    act(() => result.current.collapseAll());
    act(() => result.current.collapseAll());
    expect(onExpandedChange).toHaveBeenCalledTimes(1);
  });

  it('sees its own changes when several happen in one event', () => {
    const onExpandedChange = vi.fn();
    const {result} = setup({...flatOptions, expandedKeys: [], onExpandedChange});
    act(() => {
      result.current.expand('Fruit');
      result.current.expand('Nuts');
    });
    expect(onExpandedChange).toHaveBeenLastCalledWith(['Fruit', 'Nuts']);
  });

  it('expands every expandable node, or the given keys, and collapses all', () => {
    const {result} = setup(flatOptions);
    act(() => result.current.expandAll(['Nuts', 'Fruit']));
    expect(result.current.expandedKeys).toEqual(['Nuts', 'Fruit']);
    act(() => result.current.expandAll());
    expect(result.current.expandedKeys).toEqual(['Nuts', 'Fruit', 'Citrus']);
    expect(result.current.visibleNodes).toHaveLength(FLAT.length);
    act(() => result.current.collapseAll());
    expect(result.current.expandedKeys).toEqual([]);
  });

  it('expands and collapses a node with its descendants', () => {
    const {result} = setup({...flatOptions, defaultExpandedKeys: ['Nuts']});
    expect(names(result.current.getDescendants(byName('Fruit')))).toEqual([
      'Apple',
      'Citrus',
      'Lime',
      'Lemon',
    ]);
    act(() => result.current.expandDescendants(byName('Fruit')));
    expect(result.current.expandedKeys).toEqual(['Nuts', 'Fruit', 'Citrus']);
    act(() => result.current.collapseDescendants(byName('Fruit')));
    expect(result.current.expandedKeys).toEqual(['Nuts']);
  });
});

interface Nested {
  name: string;
  children?: Nested[];
}

const NESTED: Nested[] = [
  {name: 'src', children: [{name: 'app', children: [{name: 'main.ts'}]}, {name: 'util.ts'}]},
  {name: 'docs', children: []},
  {name: 'README.md'},
];

const nestedOptions: UseTreeExpansionOptions<Nested, string> = {
  nodes: NESTED,
  childrenAccessor: (node) => node.children,
  getKey: (node) => node.name,
};

describe('useTreeExpansion (nested data)', () => {
  it('lays out the roots and the children of expanded nodes', () => {
    const {result} = setup(nestedOptions);
    expect(result.current.kind).toBe('nested');
    expect(names(result.current.visibleNodes)).toEqual(['src', 'docs', 'README.md']);
    // An empty list of children is no children.
    expect(result.current.isExpandable(NESTED[1]!)).toBe(false);
    act(() => result.current.expand('src'));
    expect(names(result.current.visibleNodes)).toEqual([
      'src',
      'app',
      'util.ts',
      'docs',
      'README.md',
    ]);
    expect(result.current.getPosition('util.ts')).toEqual({level: 2, posinset: 2, setsize: 2});
    expect(result.current.getChildrenStatus('src')).toBe('idle');
  });

  it('expands descendants through the children, and expandAll reaches every level', () => {
    const {result} = setup(nestedOptions);
    act(() => result.current.expandDescendants(NESTED[0]!));
    expect(result.current.expandedKeys).toEqual(['src', 'app']);
    expect(names(result.current.visibleNodes)).toContain('main.ts');
    act(() => result.current.collapseDescendants(NESTED[0]!));
    expect(result.current.expandedKeys).toEqual([]);
    act(() => result.current.expandAll());
    expect(result.current.expandedKeys).toEqual(['src', 'app']);
  });

  it('uses the nodes themselves as keys without getKey', () => {
    const {result} = setup<Nested, Nested>({
      nodes: NESTED,
      childrenAccessor: (node) => node.children,
    });
    act(() => result.current.expand(NESTED[0]!));
    expect(result.current.isExpanded(NESTED[0]!)).toBe(true);
    expect(result.current.visibleNodes).toHaveLength(5);
  });

  it('refuses both accessors at once', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      setup({...nestedOptions, levelAccessor: () => 0} as UseTreeExpansionOptions<Nested, string>),
    ).toThrow(/either levelAccessor or childrenAccessor/);
  });
});

interface Folder {
  name: string;
  folder: boolean;
}

function deferred() {
  let resolve: (children: Folder[]) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<Folder[]>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return {promise, resolve, reject};
}

describe('useTreeExpansion (children as promises)', () => {
  const ROOTS: Folder[] = [
    {name: 'Photos', folder: true},
    {name: 'notes.txt', folder: false},
  ];

  const asyncSetup = () => {
    const requests: ReturnType<typeof deferred>[] = [];
    const childrenAccessor = vi.fn((node: Folder) => {
      if (!node.folder) return undefined;
      const request = deferred();
      requests.push(request);
      return request.promise;
    });
    const hook = setup<Folder, string>({
      nodes: ROOTS,
      childrenAccessor,
      isExpandable: (node) => node.folder,
      getKey: (node) => node.name,
    });
    return {...hook, requests, childrenAccessor};
  };

  it('asks for children once, when a node is expanded, and shows them when they come', async () => {
    const {result, requests, childrenAccessor} = asyncSetup();
    // With isExpandable, nothing is asked for before a node is expanded.
    expect(childrenAccessor).not.toHaveBeenCalled();
    expect(result.current.getChildrenStatus('Photos')).toBe('idle');
    act(() => result.current.expand('Photos'));
    expect(result.current.getChildrenStatus('Photos')).toBe('loading');
    expect(result.current.getChildren(ROOTS[0]!)).toEqual([]);
    await act(async () => requests[0]!.resolve([{name: 'Summer.jpg', folder: false}]));
    expect(result.current.getChildrenStatus('Photos')).toBe('loaded');
    expect(names(result.current.visibleNodes)).toEqual(['Photos', 'Summer.jpg', 'notes.txt']);
    // The children are kept: collapsing and expanding again does not ask again.
    act(() => result.current.collapse('Photos'));
    act(() => result.current.expand('Photos'));
    expect(names(result.current.visibleNodes)).toContain('Summer.jpg');
    expect(childrenAccessor).toHaveBeenCalledTimes(1);
  });

  it('reports a failure, and asks again on retry or on expanding the node again', async () => {
    const {result, requests, childrenAccessor} = asyncSetup();
    act(() => result.current.expand('Photos'));
    const failure = new Error('offline');
    await act(async () => requests[0]!.reject(failure));
    expect(result.current.getChildrenStatus('Photos')).toBe('error');
    expect(result.current.getChildrenError('Photos')).toBe(failure);
    expect(result.current.isExpanded('Photos')).toBe(true);

    act(() => result.current.retry('Photos'));
    expect(childrenAccessor).toHaveBeenCalledTimes(2);
    expect(result.current.getChildrenStatus('Photos')).toBe('loading');
    await act(async () => requests[1]!.reject(failure));
    expect(result.current.getChildrenStatus('Photos')).toBe('error');

    act(() => result.current.collapse('Photos'));
    act(() => result.current.toggle('Photos'));
    expect(childrenAccessor).toHaveBeenCalledTimes(3);
    await act(async () => requests[2]!.resolve([{name: 'Winter.jpg', folder: false}]));
    expect(result.current.getChildrenStatus('Photos')).toBe('loaded');
    expect(result.current.getChildrenError('Photos')).toBeUndefined();
    expect(names(result.current.visibleNodes)).toContain('Winter.jpg');
  });

  it('retries only after a failure, once per failure', async () => {
    const {result, requests} = asyncSetup();
    act(() => result.current.retry('Photos'));
    expect(requests).toHaveLength(0);
    act(() => result.current.expand('Photos'));
    act(() => result.current.retry('Photos'));
    expect(requests).toHaveLength(1);
    await act(async () => requests[0]!.reject(new Error('offline')));
    act(() => result.current.retry('Photos'));
    // Retrying again while the second request is pending asks for nothing more.
    act(() => result.current.retry('Photos'));
    expect(requests).toHaveLength(2);
    await act(async () => requests[1]!.resolve([{name: 'New.jpg', folder: false}]));
    expect(names(result.current.visibleNodes)).toContain('New.jpg');
  });

  it('without isExpandable, asks for the children of every node shown', async () => {
    const requests: ReturnType<typeof deferred>[] = [];
    const {result} = setup<Folder, string>({
      nodes: ROOTS,
      childrenAccessor: (node) => {
        if (!node.folder) return [];
        const request = deferred();
        requests.push(request);
        return request.promise;
      },
      getKey: (node) => node.name,
    });
    expect(requests).toHaveLength(1);
    expect(result.current.getChildrenStatus('Photos')).toBe('loading');
    // Until they come, a node with a pending promise counts as expandable.
    expect(result.current.isExpandable(ROOTS[0]!)).toBe(true);
    expect(result.current.isExpandable(ROOTS[1]!)).toBe(false);
    await act(async () => requests[0]!.resolve([]));
    // No children after all: a leaf.
    expect(result.current.isExpandable(ROOTS[0]!)).toBe(false);
  });
});
