import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {Tree} from './tree';
import {useTreeExpansion} from './tree-expansion';
import {TreeNode, TreeNodeGroup} from './tree-node';
import {expectNoAxeViolations} from '../testing';

interface Flat {
  name: string;
  level: number;
  expandable: boolean;
}

const flat: Flat[] = [
  {name: 'Fruit', level: 0, expandable: true},
  {name: 'Apple', level: 1, expandable: false},
  {name: 'Banana', level: 1, expandable: false},
  {name: 'Vegetables', level: 0, expandable: true},
  {name: 'Green', level: 1, expandable: true},
  {name: 'Broccoli', level: 2, expandable: false},
  {name: 'Orange', level: 1, expandable: true},
  {name: 'Carrot', level: 2, expandable: false},
];

function FlatTree({
  onActivate,
  onKeyDown,
}: {
  onActivate?: (node: Flat) => void;
  onKeyDown?: (event: React.KeyboardEvent<HTMLDivElement>) => void;
}) {
  const expansion = useTreeExpansion({
    nodes: flat,
    levelAccessor: (node) => node.level,
    isExpandable: (node) => node.expandable,
    getKey: (node) => node.name,
  });
  return (
    <>
      <Tree aria-label="Food" expansion={expansion} onActivate={onActivate} onKeyDown={onKeyDown}>
        {(node) => (
          <TreeNode node={node} disabled={node.name === 'Banana'}>
            {node.name}
          </TreeNode>
        )}
      </Tree>
      <button onClick={() => expansion.collapseAll()}>Collapse all</button>
    </>
  );
}

const item = (name: string) => screen.getByRole('treeitem', {name});
const focused = () => document.activeElement?.textContent;

describe('Tree (flat)', () => {
  it('renders the visible nodes with tree semantics and one tab stop', async () => {
    render(<FlatTree />);
    expect(screen.getByRole('tree', {name: 'Food'})).toBeTruthy();
    const items = screen.getAllByRole('treeitem');
    expect(items.map((each) => each.textContent)).toEqual(['Fruit', 'Vegetables']);
    expect(item('Fruit').getAttribute('aria-expanded')).toBe('false');
    expect(item('Fruit').getAttribute('aria-level')).toBe('1');
    expect(item('Vegetables').getAttribute('aria-posinset')).toBe('2');
    expect(item('Vegetables').getAttribute('aria-setsize')).toBe('2');
    expect(items.map((each) => each.tabIndex)).toEqual([0, -1]);
    await expectNoAxeViolations();
  });

  it('moves with Up, Down, Home and End, skipping disabled nodes', async () => {
    const user = userEvent.setup();
    render(<FlatTree />);
    await user.tab();
    expect(focused()).toBe('Fruit');
    await user.keyboard('{ArrowRight}');
    expect(item('Fruit').getAttribute('aria-expanded')).toBe('true');
    expect(item('Apple').getAttribute('aria-level')).toBe('2');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('Vegetables');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Apple');
    await user.keyboard('{End}');
    expect(focused()).toBe('Vegetables');
    expect(item('Vegetables').tabIndex).toBe(0);
    expect(item('Fruit').tabIndex).toBe(-1);
    await user.keyboard('{Home}');
    expect(focused()).toBe('Fruit');
  });

  it('enters and leaves nodes with Right and Left', async () => {
    const user = userEvent.setup();
    render(<FlatTree />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focused()).toBe('Apple');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Apple');
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe('Fruit');
    await user.keyboard('{ArrowLeft}');
    expect(item('Fruit').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', {name: 'Apple'})).toBeNull();
  });

  it('runs your onKeyDown first; preventDefault there skips the built-in keys', async () => {
    const user = userEvent.setup();
    const onKeyDown = vi.fn((event: React.KeyboardEvent) => {
      if (event.key === 'ArrowRight') event.preventDefault();
    });
    render(<FlatTree onKeyDown={onKeyDown} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    expect(item('Fruit').getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(focused()).not.toBe('Fruit');
  });

  it('expands all siblings with *', async () => {
    const user = userEvent.setup();
    render(<FlatTree />);
    await user.tab();
    await user.keyboard('*');
    expect(item('Fruit').getAttribute('aria-expanded')).toBe('true');
    expect(item('Vegetables').getAttribute('aria-expanded')).toBe('true');
    expect(item('Green').getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles with Enter and Space, or calls onActivate', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<FlatTree />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(item('Fruit').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(item('Fruit').getAttribute('aria-expanded')).toBe('false');
    unmount();

    const onActivate = vi.fn();
    render(<FlatTree onActivate={onActivate} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onActivate).toHaveBeenCalledWith(flat[0]);
    expect(item('Fruit').getAttribute('aria-expanded')).toBe('false');
  });

  it('moves to the node whose name starts with the typed letters', async () => {
    vi.useFakeTimers({shouldAdvanceTime: true});
    const user = userEvent.setup({advanceTimers: vi.advanceTimersByTime});
    render(<FlatTree />);
    await user.tab();
    await user.keyboard('v');
    expect(focused()).toBe('Vegetables');
    act(() => {
      vi.advanceTimersByTime(600);
    });
    await user.keyboard('f');
    expect(focused()).toBe('Fruit');
    vi.useRealTimers();
  });

  it('keeps a tab stop when the focused node is hidden by a collapse', async () => {
    const user = userEvent.setup();
    render(<FlatTree />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(focused()).toBe('Apple');
    // Collapsing from the outside hides the active node.
    await user.click(screen.getByRole('button', {name: 'Collapse all'}));
    expect(screen.queryByRole('treeitem', {name: 'Apple'})).toBeNull();
    expect(item('Fruit').tabIndex).toBe(0);
    await user.tab({shift: true});
    expect(focused()).toBe('Fruit');
  });

  it('mirrors Left and Right in right-to-left text', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl" style={{direction: 'rtl'}}>
        <FlatTree />
      </div>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(item('Fruit').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(item('Fruit').getAttribute('aria-expanded')).toBe('false');
  });

  it('renders on the server', () => {
    const html = renderToString(<FlatTree />);
    expect(html).toContain('role="tree"');
    expect(html).toContain('tabindex="0"');
  });
});

interface Nested {
  name: string;
  children?: Nested[];
}

const nested: Nested[] = [
  {name: 'src', children: [{name: 'app', children: [{name: 'main.ts'}]}, {name: 'index.ts'}]},
  {name: 'README.md'},
];

function NestedTree() {
  return (
    <Tree
      aria-label="Files"
      nodes={nested}
      childrenAccessor={(node) => node.children}
      getLabel={(node) => node.name}
    >
      {(node) => (
        <TreeNode node={node} aria-label={node.name}>
          <span>{node.name}</span>
          <TreeNodeGroup />
        </TreeNode>
      )}
    </Tree>
  );
}

describe('Tree (nested)', () => {
  it('nests children in groups with levels and positions', async () => {
    const user = userEvent.setup();
    render(<NestedTree />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const group = item('src').querySelector('[role="group"]')!;
    expect(group).not.toBeNull();
    expect(group.contains(item('index.ts'))).toBe(true);
    expect(item('index.ts').getAttribute('aria-level')).toBe('2');
    expect(item('index.ts').getAttribute('aria-posinset')).toBe('2');
    expect(item('index.ts').getAttribute('aria-expanded')).toBeNull();
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(item('main.ts'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('index.ts'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(item('src'));
    await user.keyboard('r');
    expect(document.activeElement).toBe(item('README.md'));
    await expectNoAxeViolations();
  });
});

function KeyedTree(props: {
  expandedKeys?: string[];
  defaultExpandedKeys?: string[];
  onExpandedChange?: (keys: string[]) => void;
}) {
  return (
    <Tree
      aria-label="Food"
      nodes={flat}
      levelAccessor={(node) => node.level}
      getKey={(node) => node.name}
      {...props}
    >
      {(node) => <TreeNode node={node}>{node.name}</TreeNode>}
    </Tree>
  );
}

describe('Tree (expansion as props)', () => {
  it('shows the controlled keys and asks for changes with onExpandedChange', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    const {rerender} = render(
      <KeyedTree expandedKeys={['Fruit']} onExpandedChange={onExpandedChange} />,
    );
    expect(item('Apple')).toBeTruthy();
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(onExpandedChange).toHaveBeenLastCalledWith([]);
    expect(item('Fruit').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('*');
    expect(onExpandedChange).toHaveBeenLastCalledWith(['Fruit', 'Vegetables']);
    rerender(
      <KeyedTree expandedKeys={['Vegetables', 'Green']} onExpandedChange={onExpandedChange} />,
    );
    expect(screen.queryByRole('treeitem', {name: 'Apple'})).toBeNull();
    expect(item('Broccoli').getAttribute('aria-level')).toBe('3');
  });

  it('starts from defaultExpandedKeys and then keeps its own state', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(<KeyedTree defaultExpandedKeys={['Vegetables']} onExpandedChange={onExpandedChange} />);
    expect(screen.getAllByRole('treeitem').map((each) => each.textContent)).toEqual([
      'Fruit',
      'Vegetables',
      'Green',
      'Orange',
    ]);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onExpandedChange).toHaveBeenLastCalledWith(['Vegetables', 'Fruit']);
    expect(item('Fruit').getAttribute('aria-expanded')).toBe('true');
    // Derived from the levels: a node followed by a deeper one can be expanded.
    expect(item('Green').getAttribute('aria-expanded')).toBe('false');
    expect(item('Apple').getAttribute('aria-expanded')).toBeNull();
  });

  it('renders the default expansion on the server', () => {
    const html = renderToString(<KeyedTree defaultExpandedKeys={['Fruit']} />);
    expect(html.match(/role="treeitem"/g)).toHaveLength(4);
    expect(html).toContain('aria-expanded="true"');
  });
});
