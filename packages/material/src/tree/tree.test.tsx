import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {Tree, TreeNode} from './tree';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

interface Flat {
  name: string;
  level: number;
  expandable: boolean;
}

const flat: Flat[] = [
  {name: 'Fruit', level: 0, expandable: true},
  {name: 'Apple', level: 1, expandable: false},
  {name: 'Vegetables', level: 0, expandable: false},
];

function FlatTree() {
  return (
    <Tree
      aria-label="Food"
      nodes={flat}
      levelAccessor={(node) => node.level}
      isExpandable={(node) => node.expandable}
    >
      {(node) => (
        <TreeNode node={node} trailing={node.expandable ? '1 item' : undefined}>
          {node.name}
        </TreeNode>
      )}
    </Tree>
  );
}

const item = (name: string) => screen.getByRole('treeitem', {name: new RegExp(`^${name}`)});

describe('Tree', () => {
  it('renders Material rows indented by level and toggled by the chevron', async () => {
    const user = userEvent.setup();
    const {container} = render(<FlatTree />);
    expect(screen.getByRole('tree').classList.contains('mat-tree')).toBe(true);
    const fruit = item('Fruit');
    expect(fruit.classList.contains('mat-tree-node')).toBe(true);
    const chevron = fruit.querySelector('.mat-tree-node-toggle')!;
    expect(chevron.getAttribute('aria-hidden')).toBe('true');
    await user.click(chevron);
    expect(fruit.getAttribute('aria-expanded')).toBe('true');
    const apple = item('Apple');
    const row = apple.querySelector<HTMLElement>('.mat-tree-node-row')!;
    expect(row.style.getPropertyValue('--mat-tree-node-level')).toBe('1');
    // A leaf keeps an empty space where the chevron would be, so labels line up.
    expect(apple.querySelector('.mat-tree-node-toggle')?.childElementCount).toBe(0);
    expect(container.querySelector('.mat-tree-node-trailing')?.textContent).toBe('1 item');
    await expectNoAxeViolations();
  });

  it('names a node by its label and its trailing text, which the row shows', () => {
    render(<FlatTree />);
    expect(screen.getByRole('treeitem', {name: 'Fruit 1 item'})).toBeTruthy();
    expect(screen.getByRole('treeitem', {name: 'Vegetables'})).toBeTruthy();
  });
});

interface Folder {
  name: string;
  folder: boolean;
}

const PHOTOS: Folder[] = [{name: 'Photos', folder: true}];

function AsyncTree({load}: {load: (node: Folder) => Promise<Folder[]>}) {
  return (
    <Tree
      aria-label="Folders"
      nodes={PHOTOS}
      childrenAccessor={(node) => (node.folder ? load(node) : undefined)}
      isExpandable={(node) => node.folder}
      getKey={(node) => node.name}
    >
      {(node) => <TreeNode node={node}>{node.name}</TreeNode>}
    </Tree>
  );
}

describe('Tree (nested, asynchronous)', () => {
  it('shows a busy node with a spinner while children load, then the children', async () => {
    const user = userEvent.setup();
    let resolve: (children: Folder[]) => void = () => {};
    render(<AsyncTree load={() => new Promise((done) => (resolve = done))} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const photos = item('Photos');
    expect(photos.getAttribute('aria-busy')).toBe('true');
    expect(photos.querySelector('.mat-tree-node-spinner')).not.toBeNull();
    await act(async () => resolve([{name: 'Summer.jpg', folder: false}]));
    expect(photos.getAttribute('aria-busy')).toBeNull();
    expect(photos.querySelector('[role="group"]')?.contains(item('Summer.jpg'))).toBe(true);
    await expectNoAxeViolations();
  });
});
