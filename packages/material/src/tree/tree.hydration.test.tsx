import {prerenderAndHydrate} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it} from 'vitest';
import {Checkbox} from '../checkbox';
import {Radio, RadioGroup} from '../radio';
import {SlideToggle} from '../slide-toggle';
import {Tree, TreeNode} from './tree';

interface Node {
  name: string;
  children?: Node[];
}

const NODES: Node[] = [{name: 'Docs', children: [{name: 'Guide'}]}, {name: 'Notes'}];

function Page() {
  return (
    <main>
      <Tree aria-label="Pages" nodes={NODES} childrenAccessor={(node) => node.children}>
        {(node) => <TreeNode node={node}>{node.name}</TreeNode>}
      </Tree>
      <Checkbox indeterminate>All</Checkbox>
      <RadioGroup aria-label="Size" defaultValue="s">
        <Radio value="s">Small</Radio>
      </RadioGroup>
      <SlideToggle>Sync</SlideToggle>
    </main>
  );
}

describe('hydration of the tree and the choice controls', () => {
  let unmount = () => {};
  afterEach(() => unmount());

  it('hydrates prerendered markup without mismatches and then works', async () => {
    const {recoverableErrors, consoleErrors, unmount: remove} = await prerenderAndHydrate(<Page />);
    unmount = remove;
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);

    expect(screen.getByRole<HTMLInputElement>('checkbox', {name: 'All'}).indeterminate).toBe(true);
    await userEvent.click(screen.getByRole('switch', {name: 'Sync'}));
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await userEvent.keyboard('{Shift>}{Tab}{Tab}{Tab}{/Shift}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', {name: 'Docs'}));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('treeitem', {name: 'Guide'})).toBeTruthy();
  });
});
