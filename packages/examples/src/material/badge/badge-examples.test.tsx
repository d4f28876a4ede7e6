import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {BadgeMaxAndHiddenExample} from './badge-max-and-hidden/badge-max-and-hidden-example';
import {BadgeOnButtonsAndTabsExample} from './badge-on-buttons-and-tabs/badge-on-buttons-and-tabs-example';
import {BadgeOverviewExample} from './badge-overview/badge-overview-example';
import {BadgePositionsExample} from './badge-positions/badge-positions-example';
import {BadgeSizesAndDotExample} from './badge-sizes-and-dot/badge-sizes-and-dot-example';

/** What a badge shows: drawn by CSS from `data-content`, so it is not text of the host. */
const shownContent = (badge: Element) => (badge as HTMLElement).dataset['content'] ?? '';

const badges = () => [...document.querySelectorAll<HTMLElement>('.mat-badge-content')];

describe('badge examples', () => {
  it.each([
    ['badge-overview', BadgeOverviewExample],
    ['badge-positions', BadgePositionsExample],
    ['badge-sizes-and-dot', BadgeSizesAndDotExample],
    ['badge-max-and-hidden', BadgeMaxAndHiddenExample],
    ['badge-on-buttons-and-tabs', BadgeOnButtonsAndTabsExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(badges().length).toBeGreaterThan(0);
    for (const badge of badges()) expect(badge.getAttribute('aria-hidden')).toBe('true');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('badge-overview shows a count, a dot, a capped count and a label', () => {
    renderInMain(BadgeOverviewExample);
    expect(badges().map(shownContent)).toEqual(['3', '', '99+', 'New']);
    expect(badges()[1]!.dataset['size']).toBe('small');
    expect(
      screen.getByRole('button', {name: 'Shopping cart', description: '120 items'}),
    ).toBeTruthy();
    expect(screen.getByRole('img', {name: 'Mail'})).toBeTruthy();
    expect(screen.getByText('3 unread messages').className).toContain('cdk-visually-hidden');
    expect(screen.getByText('New activity')).toBeTruthy();
  });

  it('badge-positions changes overlap and text direction', async () => {
    const user = userEvent.setup();
    renderInMain(BadgePositionsExample);
    const list = screen.getByRole('list', {name: 'Positions'});
    expect(list.getAttribute('dir')).toBe('ltr');
    expect(badges().map((badge) => badge.dataset['position'])).toEqual([
      'above after',
      'above before',
      'below after',
      'below before',
    ]);
    expect(badges().every((badge) => badge.hasAttribute('data-overlap'))).toBe(true);

    await user.click(screen.getByRole('switch', {name: 'Overlap'}));
    expect(badges().some((badge) => badge.hasAttribute('data-overlap'))).toBe(false);
    await user.click(screen.getByRole('switch', {name: 'Right-to-left'}));
    expect(list.getAttribute('dir')).toBe('rtl');
    expect(within(list).getByText('4 new, badge below before')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('badge-sizes-and-dot shows each size, and a dimmed badge on a disabled button', () => {
    renderInMain(BadgeSizesAndDotExample);
    expect(badges().map((badge) => [badge.dataset['size'], shownContent(badge)])).toEqual([
      ['small', ''],
      ['medium', '8'],
      ['large', '12'],
      ['medium', '5'],
    ]);
    expect(screen.getByRole('button', {name: 'Orders', description: '12 new orders'})).toBeTruthy();
    const invitations = screen.getByRole('button', {
      name: 'Invitations',
      description: '5 pending invitations',
    }) as HTMLButtonElement;
    expect(invitations.disabled).toBe(true);
    expect(badgeOf(invitations).hasAttribute('data-disabled')).toBe(true);
  });

  it('badge-max-and-hidden caps the count, and hides the badge at zero', async () => {
    const user = userEvent.setup();
    renderInMain(BadgeMaxAndHiddenExample);
    const inbox = screen.getByRole('button', {name: 'Inbox', description: '8 unread messages'});
    expect(shownContent(badgeOf(inbox))).toBe('8');

    await user.click(screen.getByRole('button', {name: 'Receive a message'}));
    expect(shownContent(badgeOf(inbox))).toBe('9');
    await user.click(screen.getByRole('radio', {name: '9'}));
    expect(shownContent(badgeOf(inbox))).toBe('9');
    await user.click(screen.getByRole('button', {name: 'Receive a message'}));
    expect(shownContent(badgeOf(inbox))).toBe('9+');
    expect(screen.getByRole('status').textContent).toBe('10 unread messages.');
    await user.click(screen.getByRole('button', {name: 'Receive 100'}));
    await user.click(screen.getByRole('radio', {name: '99'}));
    expect(shownContent(badgeOf(inbox))).toBe('99+');
    await user.click(screen.getByRole('radio', {name: '999'}));
    expect(shownContent(badgeOf(inbox))).toBe('110');
    expect(screen.getByRole('button', {name: 'Inbox', description: '110 unread messages'})).toBe(
      inbox,
    );

    await user.click(screen.getByRole('button', {name: 'Mark all as read'}));
    expect(inbox.querySelector('.mat-badge-content')).toBeNull();
    expect(inbox.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('No unread messages.');
    expect(
      (screen.getByRole('button', {name: 'Mark all as read'}) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', {name: 'Receive a message'}));
    expect(screen.getByRole('button', {name: 'Inbox', description: '1 unread message'})).toBe(
      inbox,
    );
  });

  it('badge-on-buttons-and-tabs describes the buttons and labels the tabs', async () => {
    const user = userEvent.setup();
    renderInMain(BadgeOnButtonsAndTabsExample);
    expect(screen.getByRole('button', {name: 'Inbox', description: '2 new messages'})).toBeTruthy();
    const bell = screen.getByRole('button', {
      name: 'Notifications',
      description: 'New notifications',
    });
    expect(badgeOf(bell).dataset['size']).toBe('small');
    expect(
      screen.getByRole('button', {name: 'Chats', description: '14 unread chats'}),
    ).toBeTruthy();

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Primary4 unread',
      'UpdatesNew',
      'Promotions',
    ]);
    // Browsers read the visually hidden description, absolutely positioned and so a block, as a
    // separate word ("Primary 4 unread"); jsdom lays nothing out and joins the words.
    expect(screen.getByRole('tab', {name: /^Primary ?4 unread$/})).toBe(tabs[0]);
    await user.click(screen.getByRole('tab', {name: /^Updates ?New$/}));
    expect(screen.getByRole('tabpanel').textContent).toBe('Receipts, bills and confirmations.');
  });
});

function badgeOf(host: HTMLElement): HTMLElement {
  const badge = host.querySelector<HTMLElement>('.mat-badge-content');
  if (!badge) throw new Error('The host has no badge');
  return badge;
}
