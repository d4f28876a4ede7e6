// @vitest-environment node
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {Tree, TreeNode} from './index';

interface Flat {
  name: string;
  level: number;
}

interface Nested {
  name: string;
  children?: Nested[] | Promise<Nested[]>;
}

const FLAT: Flat[] = [
  {name: 'Fruit', level: 0},
  {name: 'Apple', level: 1},
  {name: 'Salt', level: 0},
];

const NESTED: Nested[] = [
  {name: 'Docs', children: [{name: 'Guide'}]},
  {name: 'Remote', children: new Promise<Nested[]>(() => {})},
];

describe('server rendering', () => {
  it('renders flat and nested trees, expanded or loading, without a document or errors', () => {
    expect(typeof document).toBe('undefined');
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const html = renderToString(
      <div>
        <Tree
          aria-label="Food"
          nodes={FLAT}
          levelAccessor={(node) => node.level}
          getKey={(node) => node.name}
          defaultExpandedKeys={['Fruit']}
        >
          {(node) => <TreeNode node={node}>{node.name}</TreeNode>}
        </Tree>
        <Tree
          aria-label="Pages"
          nodes={NESTED}
          childrenAccessor={(node) => node.children}
          getKey={(node) => node.name}
          defaultExpandedKeys={['Docs', 'Remote']}
        >
          {(node) => <TreeNode node={node}>{node.name}</TreeNode>}
        </Tree>
      </div>,
    );
    expect(html).toContain('role="tree"');
    expect(html.match(/role="treeitem"/g)).toHaveLength(6);
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(3);
    expect(html.match(/tabindex="0"/g)).toHaveLength(2);
    expect(html).toContain('role="group"');
    // Children that are a pending promise render as loading.
    expect(html.match(/aria-busy="true"/g)).toHaveLength(1);
    expect(html).toContain('mat-tree-node-spinner');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
