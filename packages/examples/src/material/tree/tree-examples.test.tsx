import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {TreeChecklistExample} from './tree-checklist/tree-checklist-example';
import {TreeDynamicExample} from './tree-dynamic/tree-dynamic-example';
import {TreeFlatOverviewExample} from './tree-flat-overview/tree-flat-overview-example';
import {TreeNestedOverviewExample} from './tree-nested-overview/tree-nested-overview-example';

const labels = () =>
  screen
    .getAllByRole('treeitem')
    .map((item) => item.querySelector('.mat-tree-node-label')?.textContent);

describe('tree examples', () => {
  it.each([
    ['tree-flat-overview', TreeFlatOverviewExample],
    ['tree-nested-overview', TreeNestedOverviewExample],
    ['tree-checklist', TreeChecklistExample],
    ['tree-dynamic', TreeDynamicExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(screen.getByRole('tree').classList.contains('mat-tree')).toBe(true);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('flat overview: a node followed by a deeper one expands; the others are leaves', async () => {
    const user = userEvent.setup();
    renderInMain(TreeFlatOverviewExample);
    expect(labels()).toEqual(['Fruit', 'Vegetables']);
    await user.tab();
    await user.keyboard('{End}*');
    expect(labels()).toEqual([
      'Fruit',
      'Apple',
      'Banana',
      'Fruit loops',
      'Vegetables',
      'Green',
      'Orange',
    ]);
    const apple = screen.getByRole('treeitem', {name: 'Apple'});
    expect(apple.getAttribute('aria-expanded')).toBeNull();
    expect(apple.getAttribute('aria-setsize')).toBe('3');
    const green = screen.getByRole('treeitem', {name: 'Green'});
    expect(green.getAttribute('aria-expanded')).toBe('false');
    expect(green.getAttribute('aria-level')).toBe('2');
  });

  it('nested overview: shows the children of an expanded node inside it, counted', async () => {
    const user = userEvent.setup();
    renderInMain(TreeNestedOverviewExample);
    const fruit = screen.getByRole('treeitem', {name: 'Fruit 3'});
    await user.click(fruit.querySelector('.mat-tree-node-toggle')!);
    expect(fruit.getAttribute('aria-expanded')).toBe('true');
    const group = fruit.querySelector('[role="group"]');
    expect(group?.contains(screen.getByRole('treeitem', {name: 'Banana'}))).toBe(true);
    await user.click(fruit.querySelector('.mat-tree-node-toggle')!);
    expect(screen.queryByRole('treeitem', {name: 'Banana'})).toBeNull();
  });
});
