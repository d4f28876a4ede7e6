import {act, render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {describe, expect, it, vi} from 'vitest';
import {Menu} from './menu';
import {MenuContent} from './menu-content';
import {MenuItem} from './menu-item';
import {MenuSub, MenuSubContent, MenuSubTrigger} from './menu-sub';
import {MenuTrigger} from './menu-trigger';

function PrintMenu({skipDisabledItems}: {skipDisabledItems?: boolean}) {
  return (
    <Menu>
      <MenuTrigger>File</MenuTrigger>
      <MenuContent aria-label="File">
        <MenuItem>New</MenuItem>
        <MenuSub>
          <MenuSubTrigger>Print</MenuSubTrigger>
          <MenuSubContent skipDisabledItems={skipDisabledItems}>
            <MenuItem disabled>Office printer (offline)</MenuItem>
            <MenuItem>Save as PDF</MenuItem>
          </MenuSubContent>
        </MenuSub>
      </MenuContent>
    </Menu>
  );
}

function FileMenu({onSelect = () => {}}: {onSelect?: (name: string) => void}) {
  return (
    <main>
      <Menu>
        <MenuTrigger>File</MenuTrigger>
        <MenuContent aria-label="File">
          <MenuItem onSelect={() => onSelect('new')}>New</MenuItem>
          <MenuSub>
            <MenuSubTrigger>Share</MenuSubTrigger>
            <MenuSubContent>
              <MenuItem onSelect={() => onSelect('link')}>Copy link</MenuItem>
              <MenuItem onSelect={() => onSelect('email')}>Email</MenuItem>
            </MenuSubContent>
          </MenuSub>
          <MenuItem onSelect={() => onSelect('close')}>Close</MenuItem>
        </MenuContent>
      </Menu>
    </main>
  );
}

const focused = () => document.activeElement;
const shareItem = () => screen.getByRole('menuitem', {name: 'Share'});

async function openFileMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', {name: 'File'}));
  await screen.findByRole('menu', {name: 'File'});
  await waitFor(() => expect(focused()).toBe(screen.getByRole('menuitem', {name: 'New'})));
}

async function shownSubmenu() {
  const submenu = await screen.findByRole('menu', {name: 'Share'});
  return submenu;
}

describe('MenuSub', () => {
  it('opens with ArrowRight on its first item and closes with ArrowLeft', async () => {
    const user = userEvent.setup();
    render(<FileMenu />);
    await openFileMenu(user);
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(shareItem());
    expect(shareItem().getAttribute('aria-haspopup')).toBe('menu');
    expect(shareItem().getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{ArrowRight}');
    const submenu = await shownSubmenu();
    await waitFor(() => expect(focused()).toBe(screen.getByRole('menuitem', {name: 'Copy link'})));
    expect(shareItem().getAttribute('aria-expanded')).toBe('true');
    expect(shareItem().getAttribute('aria-controls')).toBe(submenu.id);
    expect(submenu.parentElement?.getAttribute('data-placement')).toBe('right-start');
    // Arrow keys stay inside the submenu.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe(screen.getByRole('menuitem', {name: 'Copy link'}));

    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByRole('menu', {name: 'Share'})).toBeNull();
    expect(screen.getByRole('menu', {name: 'File'})).toBeTruthy();
    expect(focused()).toBe(shareItem());
  });

  it('closes only the submenu on Escape', async () => {
    const user = userEvent.setup();
    render(<FileMenu />);
    await openFileMenu(user);
    await user.keyboard('{ArrowDown}{Enter}');
    await shownSubmenu();
    await waitFor(() => expect(focused()).toBe(screen.getByRole('menuitem', {name: 'Copy link'})));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu', {name: 'Share'})).toBeNull();
    expect(focused()).toBe(shareItem());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(screen.getByRole('button', {name: 'File'}));
  });

  it('closes every menu when a submenu item is selected', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<FileMenu onSelect={onSelect} />);
    await openFileMenu(user);
    await user.click(shareItem());
    await shownSubmenu();
    await user.click(screen.getByRole('menuitem', {name: 'Email'}));
    expect(onSelect).toHaveBeenCalledWith('email');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(screen.getByRole('button', {name: 'File'}));
  });

  it('opens on hover and closes when another item of the parent is hovered', async () => {
    const user = userEvent.setup();
    render(<FileMenu />);
    await openFileMenu(user);
    await user.hover(shareItem());
    const submenu = await shownSubmenu();
    expect(focused()).toBe(shareItem());
    await user.hover(screen.getByRole('menuitem', {name: 'Copy link'}));
    expect(focused()).toBe(screen.getByRole('menuitem', {name: 'Copy link'}));
    expect(submenu.isConnected).toBe(true);
    await user.hover(screen.getByRole('menuitem', {name: 'Close'}));
    expect(screen.queryByRole('menu', {name: 'Share'})).toBeNull();
    const results = await axe.run(document.body, {rules: {region: {enabled: false}}});
    expect(results.violations).toEqual([]);
  });

  it.each([
    [undefined, 'Office printer (offline)'],
    [true, 'Save as PDF'],
  ])(
    'with skipDisabledItems %s, goes into a submenu opened by hovering on %s',
    async (skipDisabledItems, first) => {
      const user = userEvent.setup();
      render(<PrintMenu skipDisabledItems={skipDisabledItems} />);
      await openFileMenu(user);
      const print = screen.getByRole('menuitem', {name: 'Print'});
      await user.hover(print);
      await screen.findByRole('menu', {name: 'Print'});
      expect(focused()).toBe(print);
      await user.keyboard('{ArrowRight}');
      expect(focused()).toBe(screen.getByRole('menuitem', {name: first}));
    },
  );

  it('closes every menu on a click outside', async () => {
    const user = userEvent.setup();
    render(<FileMenu />);
    await openFileMenu(user);
    await user.click(shareItem());
    await shownSubmenu();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes the submenu, not the menu, on a click in the parent menu', async () => {
    const user = userEvent.setup();
    render(<FileMenu />);
    await openFileMenu(user);
    await user.click(shareItem());
    await shownSubmenu();
    act(() => screen.getByRole('menu', {name: 'File'}).focus());
    await user.pointer({keys: '[MouseLeft>]', target: screen.getByRole('menu', {name: 'File'})});
    expect(screen.queryByRole('menu', {name: 'Share'})).toBeNull();
    expect(screen.getByRole('menu', {name: 'File'})).toBeTruthy();
  });
});
