import {beforeEach, describe, expect, it} from 'vitest';
import {createCustomTheme, type CustomThemeConfig, type StoredCustomTheme} from './custom-theme';

const config: CustomThemeConfig = {
  storageKey: 'docs-custom-theme',
  styleId: 'custom-style',
  attribute: 'data-custom-theme',
  themeNames: ['indigo-pink', 'pink-bluegrey'],
};

const theme: StoredCustomTheme = {
  mode: 'system',
  light: {primary: '#006a60', surface: '#f4fbf8'},
  dark: {primary: '#53dbc9', surface: '#0e1513'},
};

function setup(search = '', getStorage: () => Storage | null = () => window.localStorage) {
  return createCustomTheme(config, {document, search, getStorage});
}

const style = () => document.getElementById('custom-style');

beforeEach(() => {
  localStorage.clear();
  style()?.remove();
  document.documentElement.removeAttribute('data-custom-theme');
});

describe('custom theme', () => {
  it('applies nothing when nothing is stored', () => {
    setup().start();
    expect(style()).toBeNull();
    expect(setup().isActive()).toBe(false);
  });

  it('stores the theme under its own key and applies it at the next start', () => {
    setup().save(theme);
    expect(JSON.parse(localStorage.getItem('docs-custom-theme')!)).toEqual(theme);
    expect(localStorage.getItem('docs-theme-storage-current-name')).toBeNull();
    style()!.remove();
    document.documentElement.removeAttribute('data-custom-theme');

    setup().start();
    expect(style()!.textContent).toBe(
      ':root:root{color-scheme:light;--mat-sys-primary:#006a60;--mat-sys-surface:#f4fbf8;}' +
        '@media (prefers-color-scheme: dark){:root:root{color-scheme:dark;' +
        '--mat-sys-primary:#53dbc9;--mat-sys-surface:#0e1513;}}',
    );
    expect(document.documentElement.getAttribute('data-custom-theme')).toBe('system');
    expect(document.head.lastElementChild).toBe(style());
  });

  it('applies one scheme in light or dark mode', () => {
    const custom = setup();
    custom.apply({...theme, mode: 'dark'});
    expect(style()!.textContent).toBe(
      ':root:root{color-scheme:dark;--mat-sys-primary:#53dbc9;--mat-sys-surface:#0e1513;}',
    );
    custom.apply({...theme, mode: 'light'});
    expect(style()!.textContent).toContain('color-scheme:light;');
    expect(document.querySelectorAll('#custom-style')).toHaveLength(1);
  });

  it('lets only colour roles with hex values through', () => {
    const css = setup().css({
      mode: 'light',
      light: {
        primary: '#ABCDEF',
        'on-primary': 'red;}body{display:none',
        'x}body{': '#000000',
        secondary: 12 as unknown as string,
      },
      dark: {},
    });
    expect(css).toBe(':root:root{color-scheme:light;--mat-sys-primary:#ABCDEF;}');
  });

  it('ignores malformed storage', () => {
    for (const text of [
      'not json',
      'null',
      '{"mode":"sepia","light":{},"dark":{}}',
      '{"mode":"light"}',
    ]) {
      localStorage.setItem('docs-custom-theme', text);
      setup().start();
      expect(style(), text).toBeNull();
    }
    localStorage.setItem('docs-custom-theme', JSON.stringify({...theme, light: {primary: 'x'}}));
    setup().start();
    expect(style()).toBeNull();
  });

  it('survives storage that throws', () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const custom = setup('', blocked);
    expect(() => custom.start()).not.toThrow();
    expect(() => custom.save(theme)).not.toThrow();
    expect(custom.isActive()).toBe(true);
    expect(() => custom.clear()).not.toThrow();
    expect(custom.isActive()).toBe(false);
  });

  it('ends when cleared, or when the URL chooses one of the themes', () => {
    setup().save(theme);
    setup().clear();
    expect(style()).toBeNull();
    expect(localStorage.getItem('docs-custom-theme')).toBeNull();

    setup().save(theme);
    setup('?theme=neon').start();
    expect(setup().isActive()).toBe(true);
    setup('?theme=pink-bluegrey').start();
    expect(setup().isActive()).toBe(false);
    expect(localStorage.getItem('docs-custom-theme')).toBeNull();
  });
});
