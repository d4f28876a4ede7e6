import {act, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {IconButton} from '../button';
import {Tooltip} from '../tooltip';
import {Menu} from './menu';
import {MenuContent} from './menu-content';
import {MenuItem} from './menu-item';
import {MenuTrigger} from './menu-trigger';

function Picker() {
  return (
    <Menu>
      <Tooltip message="Select a theme">
        <MenuTrigger asChild>
          <IconButton aria-label="Select a theme" />
        </MenuTrigger>
      </Tooltip>
      <MenuContent aria-label="Themes">
        <MenuItem>Indigo &amp; Pink</MenuItem>
      </MenuContent>
    </Menu>
  );
}

describe('hydration', () => {
  let unmount = () => {};
  afterEach(() => {
    unmount();
    document.body.innerHTML = '';
  });

  it('hydrates prerendered markup without mismatches and then works', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Picker />);
    document.body.appendChild(container);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, <Picker />, {onRecoverableError}));
    unmount = () => act(() => root.unmount());
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', {name: 'Select a theme'}));
    expect(await screen.findByRole('menu', {name: 'Themes'})).toBeTruthy();
  });
});
