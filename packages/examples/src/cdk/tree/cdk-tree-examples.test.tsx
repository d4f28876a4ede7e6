import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {CdkTreeFlatExample} from './cdk-tree-flat/cdk-tree-flat-example';
import {CdkTreeNestedExample} from './cdk-tree-nested/cdk-tree-nested-example';

const names = () => screen.getAllByRole('treeitem').map((item) => item.getAttribute('aria-label'));

describe('cdk tree examples', () => {
  it.each([
    ['cdk-tree-flat', CdkTreeFlatExample],
    ['cdk-tree-nested', CdkTreeNestedExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(screen.getByRole('tree')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('flat: expands with the keyboard and the toggle, marking nodes without children', async () => {
    const user = userEvent.setup();
    renderInMain(CdkTreeFlatExample);
    const item = (name: string) => screen.getByRole('treeitem', {name});
    expect(screen.getAllByRole('treeitem').map((each) => each.textContent)).toEqual([
      '▸Fruit',
      '▸Vegetables',
    ]);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(item('Fruit').getAttribute('aria-expanded')).toBe('true');
    expect(item('Apple').getAttribute('aria-expanded')).toBeNull();
    await user.click(item('Vegetables').querySelector('.cdk-tree-flat-toggle')!);
    expect(item('Vegetables').getAttribute('aria-expanded')).toBe('true');
    expect(item('Green').getAttribute('aria-level')).toBe('2');
  });

  it('nested: starts collapsed, and expands or collapses every folder from the buttons', async () => {
    const user = userEvent.setup();
    renderInMain(CdkTreeNestedExample);
    expect(names()).toEqual(['src', 'public', 'package.json']);
    await user.click(screen.getByRole('button', {name: 'Expand all'}));
    expect(names()).toEqual([
      'src',
      'app',
      'app.tsx',
      'routes.ts',
      'styles',
      'theme.css',
      'main.tsx',
      'public',
      'favicon.svg',
      'package.json',
    ]);
    expect(
      screen.getByRole('treeitem', {name: 'app'}).querySelector('[role="group"]')?.textContent,
    ).toContain('routes.ts');
    await user.click(screen.getByRole('button', {name: 'Collapse all'}));
    expect(names()).toEqual(['src', 'public', 'package.json']);
    expect(screen.getByRole('treeitem', {name: 'src'}).getAttribute('aria-expanded')).toBe('false');
  });
});
