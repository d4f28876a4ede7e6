import {act, render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {Profiler, useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {Button} from '../button';
import {Menu, type MenuProps} from './menu';
import {MenuContent, type MenuContentProps} from './menu-content';
import {MenuItem, MenuItemCheckbox, MenuItemRadio, type MenuItemSelectEvent} from './menu-item';
import {MenuGroup, MenuLabel, MenuSeparator} from './menu-parts';
import {MenuTrigger} from './menu-trigger';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

function FruitMenu({
  onSelect = () => {},
  menuProps,
  contentProps,
  label = 'Fruits',
}: {
  onSelect?: (fruit: string, event: MenuItemSelectEvent) => void;
  menuProps?: MenuProps;
  contentProps?: MenuContentProps;
  label?: string;
}) {
  const select = (fruit: string) => (event: MenuItemSelectEvent) => onSelect(fruit, event);
  return (
    <main>
      <button>Before</button>
      <Menu {...menuProps}>
        <MenuTrigger asChild>
          <Button>Fruit</Button>
        </MenuTrigger>
        <MenuContent aria-label={label || undefined} placement="bottom-end" {...contentProps}>
          <MenuLabel>Pick one</MenuLabel>
          <MenuItem onSelect={select('apple')}>Apple</MenuItem>
          <MenuItem onSelect={select('apricot')} disabled>
            Apricot
          </MenuItem>
          <MenuItem onSelect={select('banana')}>Banana</MenuItem>
          <MenuSeparator />
          <MenuGroup aria-label="Berries">
            <MenuItem onSelect={select('blueberry')}>Blueberry</MenuItem>
            <MenuItem onSelect={select('cherry')}>Cherry</MenuItem>
          </MenuGroup>
        </MenuContent>
      </Menu>
      <button>After</button>
      <p>Page text</p>
    </main>
  );
}

const trigger = () => screen.getByRole('button', {name: 'Fruit'});
const item = (name: string) => screen.getByRole('menuitem', {name});
const focused = () => document.activeElement;

/** Waits until the menu is shown (it is hidden until positioned) and focus has moved into it. */
async function openedMenu(name = 'Fruits') {
  const menu = await screen.findByRole('menu', {name});
  await waitFor(() => expect(menu.contains(focused())).toBe(true));
  return menu;
}

describe('Menu', () => {
  it('renders a closed menu button', async () => {
    render(<FruitMenu />);
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().getAttribute('aria-controls')).toBeNull();
    expect(trigger().getAttribute('data-state')).toBe('closed');
    expect(screen.queryByRole('menu')).toBeNull();
    await expectNoAxeViolations();
  });

  it('mounts in one commit: the trigger element is kept without rendering the menu again', () => {
    const commits: string[] = [];
    render(
      <Profiler id="menu" onRender={(_id, phase) => commits.push(phase)}>
        <FruitMenu />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
  });

  it('opens on click, focusing the first enabled item, without moving the page', async () => {
    const user = userEvent.setup();
    const {container} = render(<FruitMenu />);
    await user.click(trigger());
    const menu = await openedMenu();
    expect(focused()).toBe(item('Apple'));
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(trigger().getAttribute('aria-controls')).toBe(menu.id);
    expect(menu.classList.contains('mat-menu-panel')).toBe(true);
    expect(container.contains(menu)).toBe(false);
    expect(menu.closest('.cdk-overlay-container')?.parentElement).toBe(document.body);
    expect(menu.parentElement?.getAttribute('data-placement')).toBe('bottom-end');
    await expectNoAxeViolations();
  });

  it('closes when the trigger is clicked again', async () => {
    const user = userEvent.setup();
    render(<FruitMenu />);
    await user.click(trigger());
    await openedMenu();
    await user.click(trigger());
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens with ArrowDown on the first item and with ArrowUp on the last', async () => {
    const user = userEvent.setup();
    render(<FruitMenu />);
    act(() => trigger().focus());
    await user.keyboard('{ArrowDown}');
    await openedMenu();
    expect(focused()).toBe(item('Apple'));

    await user.keyboard('{Escape}');
    expect(focused()).toBe(trigger());
    await user.keyboard('{ArrowUp}');
    await openedMenu();
    expect(focused()).toBe(item('Cherry'));
  });

  it('opens with Enter and Space on the first item', async () => {
    const user = userEvent.setup();
    render(<FruitMenu />);
    act(() => trigger().focus());
    await user.keyboard('{Enter}');
    await openedMenu();
    expect(focused()).toBe(item('Apple'));
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    await openedMenu();
    expect(focused()).toBe(item('Apple'));
  });

  it('moves with the arrow keys, wrapping, and stops on disabled items', async () => {
    const user = userEvent.setup();
    render(<FruitMenu />);
    await user.click(trigger());
    await openedMenu();
    await user.keyboard('{ArrowDown}');
    // Focusable, so that a screen reader user learns the item exists.
    expect(focused()).toBe(item('Apricot'));
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(item('Banana'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe(item('Cherry'));
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(item('Apple'));
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe(item('Cherry'));
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(focused()).toBe(item('Apricot'));
    await user.keyboard('a');
    expect(focused()).toBe(item('Apple'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(focused()).toBe(item('Apricot'));
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('skips disabled items with skipDisabledItems', async () => {
    const user = userEvent.setup();
    render(<FruitMenu contentProps={{skipDisabledItems: true}} />);
    await user.click(trigger());
    await openedMenu();
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(item('Banana'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe(item('Cherry'));
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(item('Apple'));
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe(item('Cherry'));
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(focused()).toBe(item('Apple'));
  });

  it('goes to the ends with Home and End', async () => {
    const user = userEvent.setup();
    render(<FruitMenu />);
    await user.click(trigger());
    await openedMenu();
    await user.keyboard('{End}');
    expect(focused()).toBe(item('Cherry'));
    await user.keyboard('{Home}');
    expect(focused()).toBe(item('Apple'));
  });

  it('jumps to an item by typing its first letters', async () => {
    const user = userEvent.setup();
    render(<FruitMenu />);
    await user.click(trigger());
    await openedMenu();
    await user.keyboard('c');
    expect(focused()).toBe(item('Cherry'));
    await user.keyboard('{Home}');
    // "b" then "l": Banana first, then Blueberry.
    await user.keyboard('bl');
    expect(focused()).toBe(item('Blueberry'));
  });

  it('leaves disabled items out of typeahead with skipDisabledItems', async () => {
    const user = userEvent.setup();
    render(<FruitMenu contentProps={{skipDisabledItems: true}} />);
    await user.click(trigger());
    await openedMenu();
    await user.keyboard('{End}a');
    expect(focused()).toBe(item('Apple'));
    await user.keyboard('a');
    expect(focused()).toBe(item('Apple'));
  });

  it('selects with Enter, closes and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<FruitMenu onSelect={onSelect} />);
    await user.click(trigger());
    await openedMenu();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]?.[0]).toBe('banana');
    const event = onSelect.mock.calls[0]?.[1] as MenuItemSelectEvent;
    expect(event.type).toBe('menuitemselect');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('selects with Space and with a click', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<FruitMenu onSelect={onSelect} />);
    await user.click(trigger());
    await openedMenu();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('apple', expect.anything());
    expect(screen.queryByRole('menu')).toBeNull();
    // The Space key-up on the trigger did not reopen the menu.
    expect(trigger().getAttribute('aria-expanded')).toBe('false');

    await user.click(trigger());
    await openedMenu();
    await user.click(item('Cherry'));
    expect(onSelect).toHaveBeenLastCalledWith('cherry', expect.anything());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('stays open when onSelect prevents the default', async () => {
    const user = userEvent.setup();
    render(<FruitMenu onSelect={(_fruit, event) => event.preventDefault()} />);
    await user.click(trigger());
    await openedMenu();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(focused()).toBe(item('Apple'));
  });

  it('never activates a disabled item', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<FruitMenu onSelect={onSelect} />);
    await user.click(trigger());
    await openedMenu();
    const apricot = item('Apricot');
    expect(apricot.getAttribute('aria-disabled')).toBe('true');
    await user.click(apricot);
    act(() => apricot.focus());
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<FruitMenu />);
    await user.click(trigger());
    await openedMenu();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(trigger());
  });

  it('closes on Tab, continuing from the trigger', async () => {
    const user = userEvent.setup();
    render(<FruitMenu />);
    await user.click(trigger());
    await openedMenu();
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(screen.getByRole('button', {name: 'After'}));
  });

  it('closes on a click outside without taking focus', async () => {
    const user = userEvent.setup();
    render(<FruitMenu />);
    await user.click(trigger());
    await openedMenu();
    await user.click(screen.getByText('Page text'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).not.toBe(trigger());

    await user.click(trigger());
    await openedMenu();
    await user.click(screen.getByRole('button', {name: 'After'}));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(screen.getByRole('button', {name: 'After'}));
  });

  it('moves focus to the item under the mouse', async () => {
    const user = userEvent.setup();
    render(<FruitMenu />);
    await user.click(trigger());
    const menu = await openedMenu();
    await user.hover(item('Banana'));
    expect(focused()).toBe(item('Banana'));
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(item('Blueberry'));
    await user.hover(item('Apricot'));
    expect(focused()).toBe(item('Apricot'));
    await user.unhover(item('Apricot'));
    expect(focused()).toBe(menu);
  });

  it('gives focus to the panel, not a disabled item, under the mouse with skipDisabledItems', async () => {
    const user = userEvent.setup();
    render(<FruitMenu contentProps={{skipDisabledItems: true}} />);
    await user.click(trigger());
    const menu = await openedMenu();
    await user.hover(item('Apricot'));
    expect(focused()).toBe(menu);
  });

  it('gives focus to the panel when the focused item goes away', async () => {
    const user = userEvent.setup();
    function Loading({loaded}: {loaded: boolean}) {
      return (
        <Menu>
          <MenuTrigger>Versions</MenuTrigger>
          <MenuContent aria-label="Versions">
            {loaded ? (
              <MenuItemRadio key="1.0" checked>
                1.0
              </MenuItemRadio>
            ) : (
              <MenuItem key="loading" disabled>
                Loading…
              </MenuItem>
            )}
          </MenuContent>
        </Menu>
      );
    }
    const {rerender} = render(<Loading loaded={false} />);
    await user.click(screen.getByRole('button', {name: 'Versions'}));
    const menu = await openedMenu('Versions');
    expect(focused()).toBe(item('Loading…'));
    rerender(<Loading loaded />);
    expect(focused()).toBe(menu);
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(screen.getByRole('menuitemradio', {name: '1.0'}));
  });

  it('is named by the trigger when it has no label of its own', async () => {
    const user = userEvent.setup();
    render(<FruitMenu label="" />);
    await user.click(trigger());
    const menu = await openedMenu('Fruit');
    expect(menu.getAttribute('aria-labelledby')).toBe(trigger().id);
  });

  it('renders groups, separators and a presentational label', async () => {
    const user = userEvent.setup();
    render(<FruitMenu />);
    await user.click(trigger());
    const menu = await openedMenu();
    const group = within(menu).getByRole('group', {name: 'Berries'});
    expect(within(group).getAllByRole('menuitem')).toHaveLength(2);
    expect(within(menu).getByRole('separator')).toBeTruthy();
    expect(within(menu).getByText('Pick one').getAttribute('role')).toBe('presentation');
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const {rerender} = render(<FruitMenu menuProps={{open: false, onOpenChange}} />);
    await user.click(trigger());
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('menu')).toBeNull();
    rerender(<FruitMenu menuProps={{open: true, onOpenChange}} />);
    expect(await screen.findByRole('menu')).toBeTruthy();
  });
});

function ThemeMenu() {
  const [theme, setTheme] = useState('indigo-pink');
  const themes = [
    ['deeppurple-amber', 'Deep Purple & Amber'],
    ['indigo-pink', 'Indigo & Pink'],
  ];
  return (
    <main>
      <Menu>
        <MenuTrigger aria-label="Select a theme">Theme</MenuTrigger>
        <MenuContent aria-label="Themes">
          <MenuLabel>Theme</MenuLabel>
          {themes.map(([name, displayName]) => (
            <MenuItemRadio
              key={name}
              checked={name === theme}
              onSelect={() => setTheme(name!)}
              data-theme-name={name}
            >
              <span className="swatch" aria-hidden="true" />
              {displayName}
            </MenuItemRadio>
          ))}
        </MenuContent>
      </Menu>
    </main>
  );
}

function TextMenu({onSelect}: {onSelect: (option: string) => void}) {
  const [size, setSize] = useState('Small');
  const [bold, setBold] = useState(false);
  return (
    <Menu>
      <MenuTrigger>Text</MenuTrigger>
      <MenuContent aria-label="Text options">
        {['Small', 'Large'].map((option) => (
          <MenuItemRadio
            key={option}
            checked={size === option}
            onSelect={() => {
              onSelect(option);
              setSize(option);
            }}
          >
            {option}
          </MenuItemRadio>
        ))}
        <MenuItemCheckbox
          checked={bold}
          onSelect={() => {
            onSelect('Bold');
            setBold(!bold);
          }}
        >
          Bold
        </MenuItemCheckbox>
      </MenuContent>
    </Menu>
  );
}

describe('Radio and checkbox items', () => {
  const open = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', {name: 'Text'}));
    return openedMenu('Text options');
  };
  const radio = (name: string) => screen.getByRole('menuitemradio', {name});
  const checkbox = () => screen.getByRole('menuitemcheckbox', {name: 'Bold'});

  it('check with Space and leave the menu open', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<TextMenu onSelect={onSelect} />);
    await open(user);
    await user.keyboard('{ArrowDown} ');
    expect(onSelect).toHaveBeenLastCalledWith('Large');
    expect(radio('Large').getAttribute('aria-checked')).toBe('true');
    expect(radio('Small').getAttribute('aria-checked')).toBe('false');
    expect(focused()).toBe(radio('Large'));
    await user.keyboard('{ArrowDown} ');
    expect(onSelect).toHaveBeenLastCalledWith('Bold');
    expect(checkbox().getAttribute('aria-checked')).toBe('true');
    expect(focused()).toBe(checkbox());
    await user.keyboard(' ');
    expect(checkbox().getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('check with Enter and close the menu, focus back on the trigger', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<TextMenu onSelect={onSelect} />);
    await open(user);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('Large');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(screen.getByRole('button', {name: 'Text'}));

    await open(user);
    expect(radio('Large').getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{End}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('Bold');
    expect(screen.queryByRole('menu')).toBeNull();
    await open(user);
    expect(checkbox().getAttribute('aria-checked')).toBe('true');
  });
});

describe('MenuItemRadio', () => {
  it('shows which option is checked and changes with a selection', async () => {
    const user = userEvent.setup();
    render(<ThemeMenu />);
    const button = screen.getByRole('button', {name: 'Select a theme'});
    expect(button.tagName).toBe('BUTTON');
    await user.click(button);
    await openedMenu('Themes');
    const [purple, indigo] = screen.getAllByRole('menuitemradio');
    expect(purple?.textContent).toBe('Deep Purple & Amber');
    expect(purple?.getAttribute('aria-checked')).toBe('false');
    expect(indigo?.getAttribute('aria-checked')).toBe('true');
    expect(indigo?.hasAttribute('data-checked')).toBe(true);
    expect(indigo?.querySelector('svg.mat-icon')).toBeTruthy();
    expect(purple?.querySelector('svg.mat-icon')).toBeNull();
    expect(purple?.getAttribute('data-theme-name')).toBe('deeppurple-amber');
    await expectNoAxeViolations();

    await user.click(purple!);
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(button);
    await openedMenu('Themes');
    expect(
      screen.getByRole('menuitemradio', {name: 'Deep Purple & Amber'}).getAttribute('aria-checked'),
    ).toBe('true');
  });
});
