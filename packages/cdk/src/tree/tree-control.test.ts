import {describe, expect, it, vi} from 'vitest';
import {FlatTreeControl, NestedTreeControl} from './tree-control';
import {getFlatTreeLayout, getNestedTreeLayout} from './tree-positions';

interface Flat {
  name: string;
  level: number;
  expandable: boolean;
}

const flat: Flat[] = [
  {name: 'Fruit', level: 0, expandable: true},
  {name: 'Apple', level: 1, expandable: false},
  {name: 'Berries', level: 1, expandable: true},
  {name: 'Blueberry', level: 2, expandable: false},
  {name: 'Vegetables', level: 0, expandable: true},
  {name: 'Carrot', level: 1, expandable: false},
];
const byName = (name: string) => flat.find((node) => node.name === name)!;

function flatControl() {
  const control = new FlatTreeControl<Flat, string>(
    (node) => node.level,
    (node) => node.expandable,
    {trackBy: (node) => node.name},
  );
  control.setDataNodes(flat);
  return control;
}

describe('FlatTreeControl', () => {
  it('expands, collapses and toggles, telling subscribers', () => {
    const control = flatControl();
    const listener = vi.fn();
    control.subscribe(listener);
    control.expand(byName('Fruit'));
    expect(control.isExpanded(byName('Fruit'))).toBe(true);
    control.toggle(byName('Fruit'));
    expect(control.isExpanded(byName('Fruit'))).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(control.version).toBe(2);
  });

  it('finds descendants and parents by level', () => {
    const control = flatControl();
    expect(control.getDescendants(byName('Fruit')).map((node) => node.name)).toEqual([
      'Apple',
      'Berries',
      'Blueberry',
    ]);
    expect(control.getParent(byName('Blueberry'))?.name).toBe('Berries');
    expect(control.getParent(byName('Fruit'))).toBeNull();
  });

  it('expands and collapses all, or a node with its descendants', () => {
    const control = flatControl();
    control.expandAll();
    expect(control.expansionModel.selected).toEqual(['Fruit', 'Berries', 'Vegetables']);
    control.collapseAll();
    expect(control.expansionModel.isEmpty()).toBe(true);
    control.expandDescendants(byName('Fruit'));
    expect(control.expansionModel.selected).toEqual(['Fruit', 'Berries']);
    control.toggleDescendants(byName('Fruit'));
    expect(control.expansionModel.isEmpty()).toBe(true);
  });

  it('lists the visible nodes and their ARIA positions', () => {
    const control = flatControl();
    const names = () => control.getVisibleNodes().map((node) => node.name);
    expect(names()).toEqual(['Fruit', 'Vegetables']);
    control.expand(byName('Fruit'));
    expect(names()).toEqual(['Fruit', 'Apple', 'Berries', 'Vegetables']);
    control.expand(byName('Berries'));
    control.collapse(byName('Fruit'));
    expect(names()).toEqual(['Fruit', 'Vegetables']);
    const {positions} = getFlatTreeLayout(control as FlatTreeControl<Flat, unknown>, flat);
    expect(positions.get('Fruit')).toEqual({level: 1, posinset: 1, setsize: 2});
    expect(positions.get('Berries')).toEqual({level: 2, posinset: 2, setsize: 2});
    expect(positions.get('Blueberry')).toEqual({level: 3, posinset: 1, setsize: 1});
    expect(positions.get('Carrot')).toEqual({level: 2, posinset: 1, setsize: 1});
  });
});

interface Nested {
  name: string;
  children?: Nested[];
}

const nested: Nested[] = [
  {name: 'A', children: [{name: 'A1'}, {name: 'A2', children: [{name: 'A2x'}]}]},
  {name: 'B'},
];

describe('NestedTreeControl', () => {
  it('works with synchronous children', () => {
    const control = new NestedTreeControl<Nested>((node) => node.children);
    control.setDataNodes(nested);
    const [a, b] = nested as [Nested, Nested];
    expect(control.isExpandable(a)).toBe(true);
    expect(control.isExpandable(b)).toBe(false);
    expect(control.getDescendants(a).map((node) => node.name)).toEqual(['A1', 'A2', 'A2x']);
    control.expandAll();
    const layout = getNestedTreeLayout(control as NestedTreeControl<Nested, unknown>, nested);
    expect(layout.visible.map((node) => node.name)).toEqual(['A', 'A1', 'A2', 'A2x', 'B']);
    expect(layout.positions.get(a.children![1])).toEqual({level: 2, posinset: 2, setsize: 2});
  });

  it('loads asynchronous children on expand and reports their status', async () => {
    let resolve: (children: Nested[]) => void = () => {};
    const getChildren = vi.fn((node: Nested): Promise<Nested[]> | undefined =>
      node.name === 'root' ? new Promise((done) => (resolve = done)) : undefined,
    );
    const control = new NestedTreeControl<Nested>(getChildren, {
      isExpandable: (node) => node.name === 'root',
    });
    const root = {name: 'root'};
    expect(control.getChildrenStatus(root)).toBe('idle');
    expect(getChildren).not.toHaveBeenCalled();
    control.expand(root);
    expect(control.getChildrenStatus(root)).toBe('loading');
    const loaded = control.loadChildren(root);
    resolve([{name: 'child'}]);
    expect((await loaded).map((node) => node.name)).toEqual(['child']);
    expect(control.getChildrenStatus(root)).toBe('loaded');
    expect(control.getLoadedChildren(root)).toHaveLength(1);
    expect(getChildren).toHaveBeenCalledTimes(1);
  });

  it('survives a failed load and retries on the next expand', async () => {
    let attempt = 0;
    const control = new NestedTreeControl<Nested>(() =>
      ++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve([{name: 'ok'}]),
    );
    const root = {name: 'root'};
    control.expand(root);
    await control.loadChildren(root);
    expect(control.getChildrenStatus(root)).toBe('error');
    expect((control.getChildrenError(root) as Error).message).toBe('offline');
    control.collapse(root);
    control.expand(root);
    await control.loadChildren(root);
    expect(control.getChildrenStatus(root)).toBe('loaded');
    expect(control.getLoadedChildren(root)).toEqual([{name: 'ok'}]);
  });
});
