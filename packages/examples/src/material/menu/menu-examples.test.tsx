import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {MenuIconsExample} from './menu-icons/menu-icons-example';
import {MenuNestedExample} from './menu-nested/menu-nested-example';
import {MenuOverviewExample} from './menu-overview/menu-overview-example';
import {MenuRadioExample} from './menu-radio/menu-radio-example';

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

  it('overview: the keys stop on the disabled item, which does nothing', async () => {
    const user = userEvent.setup();
    renderInMain(MenuOverviewExample);
    const trigger = screen.getByRole('button', {name: 'Document actions'});
    await user.click(trigger);
    const menu = await screen.findByRole('menu', {name: 'Document actions'});
    const move = within(menu).getByRole('menuitem', {name: 'Move (no other folders)'});
    await waitFor(() =>
      expect(document.activeElement).toBe(within(menu).getByRole('menuitem', {name: 'Rename'})),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(move);
    expect(move.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(move);
    expect(screen.getByText('Last action: none yet')).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(screen.getByText('Last action: Delete')).toBeTruthy();
  });

  it('radio: Space checks a size and keeps the menu open, Enter checks and closes it', async () => {
    const user = userEvent.setup();
    renderInMain(MenuRadioExample);
    const trigger = screen.getByRole('button', {name: 'Text options'});
    const preview = () => document.querySelector('.menu-radio-preview')!;
    await user.click(trigger);
    const menu = await screen.findByRole('menu', {name: 'Text options'});
    const large = within(menu).getByRole('menuitemradio', {name: 'Large'});
    await waitFor(() =>
      expect(document.activeElement).toBe(within(menu).getByRole('menuitemradio', {name: 'Small'})),
    );
    await user.keyboard('{ArrowDown}{ArrowDown} ');
    expect(large.getAttribute('aria-checked')).toBe('true');
    expect(preview().getAttribute('data-size')).toBe('Large');
    expect(document.activeElement).toBe(large);
    await user.keyboard('{ArrowDown} ');
    expect(preview().hasAttribute('data-bold')).toBe(true);
    expect(screen.getByRole('menu')).toBe(menu);

    await user.keyboard('{Home}{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(preview().getAttribute('data-size')).toBe('Small');
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
    // The disabled item takes focus on the way, so that it is heard.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', {name: 'Reply to all'}));
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
