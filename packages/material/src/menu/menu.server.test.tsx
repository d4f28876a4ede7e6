// @vitest-environment node
import paletteIcon from '@material-symbols/svg-400/outlined/palette.svg?raw';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {IconButton} from '../button';
import {Icon} from '../icon';
import {Tooltip} from '../tooltip';
import {Menu} from './menu';
import {MenuContent} from './menu-content';
import {MenuItemRadio} from './menu-item';
import {MenuTrigger} from './menu-trigger';

describe('server rendering', () => {
  it('renders a closed menu with a tooltip without touching the document', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <Menu>
        <Tooltip message="Select a theme">
          <MenuTrigger asChild>
            <IconButton aria-label="Select a theme">
              <Icon svg={paletteIcon} />
            </IconButton>
          </MenuTrigger>
        </Tooltip>
        <MenuContent aria-label="Themes">
          <MenuItemRadio checked>Indigo &amp; Pink</MenuItemRadio>
        </MenuContent>
      </Menu>,
    );
    expect(html).toMatch(/<button[^>]*aria-haspopup="menu"[^>]*>/);
    expect(html).toMatch(/aria-expanded="false"/);
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(
      `<span id="${describedBy}" class="cdk-visually-hidden">Select a theme</span>`,
    );
    expect(html).not.toContain('role="menu"');
  });

  it('renders an open menu as nothing until the browser takes over', () => {
    const html = renderToString(
      <Menu defaultOpen>
        <MenuTrigger>Open</MenuTrigger>
        <MenuContent aria-label="Items">
          <MenuItemRadio checked={false}>Item</MenuItemRadio>
        </MenuContent>
      </Menu>,
    );
    expect(html).toMatch(/aria-expanded="true"/);
    expect(html).not.toContain('role="menu"');
  });
});
