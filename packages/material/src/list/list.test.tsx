import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState, type ReactNode} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {
  List,
  ListDivider,
  ListItem,
  ListItemLine,
  ListItemLink,
  ListItemTitle,
  ListOption,
  ListSubheader,
  NavList,
  SelectionList,
} from './index';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

describe('List', () => {
  it('renders items with their number of lines and leading content', async () => {
    render(
      <main>
        <ListSubheader id="folders">Folders</ListSubheader>
        <List aria-labelledby="folders" divided>
          <ListItem avatar="P">Photos</ListItem>
          <ListItem icon={<span>i</span>} trailing="3">
            <ListItemTitle>Recipes</ListItemTitle>
            <ListItemLine>Jan 17</ListItemLine>
          </ListItem>
          <ListItem lines={3}>
            <ListItemTitle>Work</ListItemTitle>
            <ListItemLine>A long description</ListItemLine>
          </ListItem>
        </List>
      </main>,
    );
    const list = screen.getByRole('list', {name: 'Folders'});
    expect(list.hasAttribute('data-divided')).toBe(true);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-lines'))).toEqual(['1', '2', '3']);
    expect(items[0]!.querySelector('.mat-list-item-avatar')?.textContent).toBe('P');
    expect(items[1]!.querySelector('.mat-list-item-trailing')?.textContent).toBe('3');
    expect(screen.getByRole('heading', {level: 3, name: 'Folders'})).toBeTruthy();
    await expectNoAxeViolations();
  });
});

describe('NavList', () => {
  it('marks the active link with aria-current', async () => {
    render(
      <NavList aria-label="Settings">
        <ListItemLink href="#profile" active>
          Profile
        </ListItemLink>
        <ListDivider />
        <ListItemLink href="#billing">Billing</ListItemLink>
      </NavList>,
    );
    expect(screen.getByRole('navigation', {name: 'Settings'})).toBeTruthy();
    expect(screen.getByRole('link', {name: 'Profile'}).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', {name: 'Billing'}).getAttribute('aria-current')).toBeNull();
    await expectNoAxeViolations();
  });

  it('renders a router link with asChild, keeping the item layout', () => {
    function RouterLink({to, children, ...props}: {to: string; children?: ReactNode}) {
      return (
        <a {...props} href={`/app${to}`} data-router="">
          {children}
        </a>
      );
    }
    render(
      <NavList aria-label="App">
        <ListItemLink asChild active icon={<span>*</span>}>
          <RouterLink to="/inbox">Inbox</RouterLink>
        </ListItemLink>
      </NavList>,
    );
    const link = screen.getByRole('link', {name: /Inbox/});
    expect(link.getAttribute('href')).toBe('/app/inbox');
    expect(link.hasAttribute('data-router')).toBe(true);
    expect(link.classList.contains('mat-list-item-link')).toBe(true);
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.querySelector('.mat-list-item-content')?.textContent).toBe('Inbox');
  });
});

function Toppings(props: {multiple?: boolean; onValueChange?: (value: string[]) => void}) {
  const [value, setValue] = useState<string[]>(['olives']);
  return (
    <main>
      <button>Before</button>
      <SelectionList
        aria-label="Toppings"
        multiple={props.multiple}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      >
        <ListOption value="cheese">Cheese</ListOption>
        <ListOption value="ham" disabled>
          Ham
        </ListOption>
        <ListOption value="olives">Olives</ListOption>
        <ListOption value="onion">Onion</ListOption>
      </SelectionList>
      <button>After</button>
    </main>
  );
}

describe('SelectionList', () => {
  it('is a multi-select listbox that toggles options on click and keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Toppings onValueChange={onValueChange} />);
    const listbox = screen.getByRole('listbox', {name: 'Toppings'});
    expect(listbox.getAttribute('aria-multiselectable')).toBe('true');
    expect(screen.getByRole('option', {name: 'Olives'}).getAttribute('aria-selected')).toBe('true');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('option', {name: 'Cheese'}));
    expect(onValueChange).toHaveBeenLastCalledWith(['olives', 'cheese']);
    await user.keyboard('{ArrowDown}');
    // The disabled option is skipped.
    expect(document.activeElement).toBe(screen.getByRole('option', {name: 'Olives'}));
    await user.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith(['cheese']);
    await user.keyboard('{End}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['cheese', 'onion']);
    await user.click(screen.getByRole('option', {name: 'Ham'}));
    expect(onValueChange).toHaveBeenCalledTimes(3);
  });

  it('enters at the selected option with Tab and leaves with one Shift+Tab', async () => {
    const user = userEvent.setup();
    render(<Toppings />);
    await user.click(screen.getByRole('button', {name: 'Before'}));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('option', {name: 'Olives'}));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'After'}));
    await user.tab({shift: true});
    expect(document.activeElement).toBe(screen.getByRole('option', {name: 'Olives'}));
    await user.tab({shift: true});
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Before'}));
  });

  it('selects or clears every enabled option with Ctrl+A', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Toppings onValueChange={onValueChange} />);
    await user.click(screen.getByRole('option', {name: 'Onion'}));
    await user.keyboard('{Control>}a{/Control}');
    expect(onValueChange).toHaveBeenLastCalledWith(['cheese', 'olives', 'onion']);
    await user.keyboard('{Control>}a{/Control}');
    expect(onValueChange).toHaveBeenLastCalledWith([]);
  });

  it('keeps one option in single selection with radio indicators', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Toppings multiple={false} onValueChange={onValueChange} />);
    expect(screen.getByRole('listbox').hasAttribute('aria-multiselectable')).toBe(false);
    expect(document.querySelector('.mat-list-option-indicator')?.getAttribute('data-kind')).toBe(
      'radio',
    );
    await user.click(screen.getByRole('option', {name: 'Cheese'}));
    expect(onValueChange).toHaveBeenLastCalledWith(['cheese']);
    await user.click(screen.getByRole('option', {name: 'Cheese'}));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });
});
