import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {expectNoAxeViolations} from '../testing';
import {Tree} from './tree';
import {TreeNode, TreeNodeGroup} from './tree-node';
import {useTreeNode} from './tree-context';

interface Folder {
  name: string;
  folder: boolean;
}

const ROOTS: Folder[] = [
  {name: 'Photos', folder: true},
  {name: 'Music', folder: true},
];

/** A row that says how the node's children stand, with a retry button when they failed. */
function Row({name}: {name: string}) {
  const {childrenStatus, retry} = useTreeNode<Folder>();
  return (
    <span>
      {name}
      {childrenStatus === 'error' && (
        <button type="button" tabIndex={-1} onClick={retry}>
          Retry {name}
        </button>
      )}
    </span>
  );
}

/** A tree whose children come from requests the test answers, in order. */
function setup() {
  const pending: {resolve: (children: Folder[]) => void; reject: (error: unknown) => void}[] = [];
  const load = () =>
    new Promise<Folder[]>((resolve, reject) => {
      pending.push({resolve, reject});
    });
  render(
    <Tree
      aria-label="Folders"
      nodes={ROOTS}
      childrenAccessor={(node) => (node.folder ? load() : undefined)}
      isExpandable={(node) => node.folder}
      getKey={(node) => node.name}
      getLabel={(node) => node.name}
    >
      {(node) => (
        <TreeNode node={node} aria-label={node.name}>
          <Row name={node.name} />
          <TreeNodeGroup />
        </TreeNode>
      )}
    </Tree>,
  );
  return pending;
}

const item = (name: string) => screen.getByRole('treeitem', {name});

describe('Tree with children loaded on demand', () => {
  it('marks a node busy while its children load, then shows them in its group', async () => {
    const user = userEvent.setup();
    const pending = setup();
    expect(pending).toHaveLength(0);
    expect(item('Photos').getAttribute('aria-busy')).toBeNull();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(pending).toHaveLength(1);
    expect(item('Photos').getAttribute('aria-expanded')).toBe('true');
    expect(item('Photos').getAttribute('aria-busy')).toBe('true');
    expect(item('Photos').getAttribute('data-children-status')).toBe('loading');
    expect(item('Photos').querySelector('[role="group"]')).toBeNull();
    await act(async () => pending[0]!.resolve([{name: 'Summer.jpg', folder: false}]));
    expect(item('Photos').getAttribute('aria-busy')).toBeNull();
    expect(item('Photos').getAttribute('data-children-status')).toBe('loaded');
    expect(item('Photos').querySelector('[role="group"]')?.contains(item('Summer.jpg'))).toBe(true);
    expect(item('Summer.jpg').getAttribute('aria-level')).toBe('2');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(item('Summer.jpg'));
    await expectNoAxeViolations();
  });

  it('shows a failure, which the node can retry', async () => {
    const user = userEvent.setup();
    const pending = setup();
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    await act(async () => pending[0]!.reject(new Error('offline')));
    expect(item('Music').getAttribute('aria-busy')).toBeNull();
    expect(item('Music').getAttribute('data-children-status')).toBe('error');
    await user.click(screen.getByRole('button', {name: 'Retry Music'}));
    expect(pending).toHaveLength(2);
    expect(item('Music').getAttribute('aria-busy')).toBe('true');
    await act(async () => pending[1]!.resolve([{name: 'Jazz', folder: true}]));
    expect(screen.queryByRole('button', {name: 'Retry Music'})).toBeNull();
    expect(item('Jazz').getAttribute('aria-expanded')).toBe('false');
  });

  it('asks again when a failed node is collapsed and expanded with the keyboard', async () => {
    const user = userEvent.setup();
    const pending = setup();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    await act(async () => pending[0]!.reject(new Error('offline')));
    await user.keyboard('{ArrowLeft}');
    expect(item('Photos').getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    expect(pending).toHaveLength(2);
    expect(item('Photos').getAttribute('aria-busy')).toBe('true');
  });

  it('expands every sibling with *, loading each', async () => {
    const user = userEvent.setup();
    const pending = setup();
    await user.tab();
    await user.keyboard('*');
    expect(pending).toHaveLength(2);
    expect(item('Photos').getAttribute('aria-busy')).toBe('true');
    expect(item('Music').getAttribute('aria-busy')).toBe('true');
  });
});
