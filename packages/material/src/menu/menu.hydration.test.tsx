import {prerenderAndHydrate} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it} from 'vitest';
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
  afterEach(() => unmount());

  it('hydrates prerendered markup without mismatches and then works', async () => {
    const {
      recoverableErrors,
      consoleErrors,
      unmount: remove,
    } = await prerenderAndHydrate(<Picker />);
    unmount = remove;
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);

    await userEvent.click(screen.getByRole('button', {name: 'Select a theme'}));
    expect(await screen.findByRole('menu', {name: 'Themes'})).toBeTruthy();
  });
});
