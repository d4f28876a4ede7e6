import {beforeEach, describe, expect, it} from 'vitest';
import {createThemeController, type ThemeControllerConfig} from './theme-controller';

const config: ThemeControllerConfig = {
  storageKey: 'docs-theme-storage-current-name',
  themeNames: ['deeppurple-amber', 'indigo-pink', 'pink-bluegrey', 'purple-green'],
  defaultName: 'indigo-pink',
  stylesheetBase: '/assets/',
  linkId: 'theme-link',
};

function setup(search = '', getStorage: () => Storage | null = () => window.localStorage) {
  return createThemeController(config, {document, search, getStorage});
}

const themeLink = () => document.getElementById('theme-link') as HTMLLinkElement | null;
const throwingStorage = () => {
  throw new DOMException('denied', 'SecurityError');
};

beforeEach(() => {
  localStorage.clear();
  themeLink()?.remove();
  document.documentElement.removeAttribute('data-theme');
});

describe('theme controller', () => {
  it('uses the default theme when nothing is stored or requested', () => {
    expect(setup().start()).toBe('indigo-pink');
    expect(themeLink()).toBeNull();
    expect(document.documentElement.dataset.theme).toBe('indigo-pink');
  });

  it('applies a stored theme by loading its stylesheet, render-blocking', () => {
    localStorage.setItem(config.storageKey, 'purple-green');
    expect(setup().start()).toBe('purple-green');
    expect(themeLink()?.getAttribute('href')).toBe('/assets/purple-green.css');
    expect(themeLink()?.getAttribute('blocking')).toBe('render');
    expect(themeLink()?.rel).toBe('stylesheet');
  });

  it('lets ?theme= win over the stored theme and stores it', () => {
    localStorage.setItem(config.storageKey, 'purple-green');
    expect(setup('?theme=deeppurple-amber').start()).toBe('deeppurple-amber');
    expect(localStorage.getItem(config.storageKey)).toBe('deeppurple-amber');
    expect(themeLink()?.getAttribute('href')).toBe('/assets/deeppurple-amber.css');
  });

  it('ignores an unknown ?theme= and falls back to the stored theme', () => {
    localStorage.setItem(config.storageKey, 'pink-bluegrey');
    expect(setup('?theme=neon').start()).toBe('pink-bluegrey');
    expect(localStorage.getItem(config.storageKey)).toBe('pink-bluegrey');
  });

  it('ignores an unknown stored name', () => {
    localStorage.setItem(config.storageKey, 'no-such-theme');
    expect(setup().start()).toBe('indigo-pink');
    expect(themeLink()).toBeNull();
  });

  it('selecting the default removes the theme stylesheet and stores the choice', () => {
    const themes = setup();
    themes.select('pink-bluegrey');
    expect(themeLink()).not.toBeNull();
    expect(themes.current()).toBe('pink-bluegrey');
    themes.select('indigo-pink');
    expect(themeLink()).toBeNull();
    expect(themes.current()).toBe('indigo-pink');
    expect(localStorage.getItem(config.storageKey)).toBe('indigo-pink');
  });

  it('switches the href of the one theme link instead of adding links', () => {
    const themes = setup();
    themes.select('pink-bluegrey');
    themes.select('purple-green');
    expect(document.querySelectorAll('#theme-link')).toHaveLength(1);
    expect(themeLink()?.getAttribute('href')).toBe('/assets/purple-green.css');
  });

  it('refuses unknown names without touching the page or storage', () => {
    const themes = setup();
    themes.select('purple-green');
    expect(themes.select('neon')).toBe(false);
    expect(themes.current()).toBe('purple-green');
    expect(localStorage.getItem(config.storageKey)).toBe('purple-green');
  });

  it('survives storage that throws on access', () => {
    const themes = setup('?theme=purple-green', throwingStorage);
    expect(themes.start()).toBe('purple-green');
    expect(themes.select('deeppurple-amber')).toBe(true);
    expect(themes.current()).toBe('deeppurple-amber');
  });

  it('survives missing storage', () => {
    expect(setup('', () => null).start()).toBe('indigo-pink');
  });

  it('survives storage whose methods throw', () => {
    const brokenStorage = {
      getItem() {
        throw new Error('quota');
      },
      setItem() {
        throw new Error('quota');
      },
    } as unknown as Storage;
    const themes = setup('', () => brokenStorage);
    expect(themes.start()).toBe('indigo-pink');
    expect(themes.select('pink-bluegrey')).toBe(true);
  });

  it('runs from its own source text, as the head script does', () => {
    localStorage.setItem(config.storageKey, 'pink-bluegrey');
    const source = `(${createThemeController.toString()})(${JSON.stringify(config)}).start()`;
    expect(new Function(`return ${source}`)()).toBe('pink-bluegrey');
    expect(themeLink()?.getAttribute('href')).toBe('/assets/pink-bluegrey.css');
  });
});
