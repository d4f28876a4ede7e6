import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {ComponentType} from 'react';
import {describe, expect, it} from 'vitest';
import {MenuIconsExample} from './menu-icons/menu-icons-example';
import {MenuNestedExample} from './menu-nested/menu-nested-example';
import {MenuOverviewExample} from './menu-overview/menu-overview-example';
import {MenuRadioExample} from './menu-radio/menu-radio-example';

function renderInMain(Example: ComponentType) {
  return render(
    <main>
      <Example />
    </main>,
  );
}

describe('menu examples', () => {
  it.each([
    ['menu-overview', MenuOverviewExample],
    ['menu-nested', MenuNestedExample],
    ['menu-radio', MenuRadioExample],
    ['menu-icons', MenuIconsExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(screen.getByRole('button', {expanded: false})).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('icons: items show decorative icons and keep keyboard and typeahead', async () => {
    const user = userEvent.setup();
    renderInMain(MenuIconsExample);
    const trigger = screen.getByRole('button', {name: 'Message actions'});
    await user.click(trigger);
    const menu = screen.getByRole('menu', {name: 'Message actions'});
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Reply',
      'Reply to all',
      'Forward',
      'Mark as unread',
      'Archive',
      'Delete',
    ]);
    for (const item of items) {
      expect(item.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(
      within(menu).getByRole('menuitem', {name: 'Reply to all'}).getAttribute('aria-disabled'),
    ).toBe('true');
    // The menu panel lives outside the page's landmarks, in the overlay container.
    await expectNoAxeViolations(document.body);

    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', {name: 'Reply'}));
    // The disabled item is skipped.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', {name: 'Forward'}));
    await user.keyboard('m');
    expect(document.activeElement).toBe(
      within(menu).getByRole('menuitem', {name: 'Mark as unread'}),
    );
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(screen.getByText('You chose: Mark as unread')).toBeTruthy();
  });
});
