/**
 * The custom theme of the theme builder's "whole site" preview, written as one self-contained
 * function for the same reason as the theme controller: its source text also runs as an inline
 * script in the document head, where it applies the stored custom theme before the first paint.
 * It must not reference anything outside its own body.
 *
 * The custom theme lives under its own storage key, never under the chosen theme's: it sits on
 * top of whichever of the four themes is chosen, as a `<style>` element that sets the colour
 * tokens with a higher specificity than any theme stylesheet, and leaves the theme's link and
 * `data-theme` as they are.
 */

/** How a stored custom theme picks its scheme: always light, always dark, or as the system. */
export type CustomThemeMode = 'light' | 'dark' | 'system';

/** What is stored: the two schemes' colour roles (`primary` → `#rrggbb`) and the mode. */
export interface StoredCustomTheme {
  mode: CustomThemeMode;
  light: Record<string, string>;
  dark: Record<string, string>;
  /** What made it, for its maker to reopen (the theme builder's choices); ignored here. */
  source?: string;
}

/** Where the custom theme is kept and how the document shows that it is on. */
export interface CustomThemeConfig {
  /** The `localStorage` key of the custom theme (JSON), distinct from the theme's. */
  storageKey: string;
  /** The id of the `<style>` element that holds it. */
  styleId: string;
  /** The attribute on `<html>` present while it applies. */
  attribute: string;
  /** The theme names; a `?theme=` naming one is a choice of theme, which ends the preview. */
  themeNames: string[];
}

/** What the custom theme reads and writes; the browser's globals unless a test passes its own. */
export interface CustomThemeEnvironment {
  document: Document;
  search: string;
  /** Returns the storage, or throws when storage is blocked. */
  getStorage: () => Storage | null;
}

/** Reads, applies, stores and clears the custom theme; see {@link createCustomTheme}. */
export interface CustomThemeController {
  /** The stored custom theme, or null when there is none or it is malformed. */
  read(): StoredCustomTheme | null;
  /** The stylesheet text of a custom theme; empty when it has no valid role. */
  css(theme: StoredCustomTheme): string;
  /** Shows a custom theme on the document, or removes it with null. */
  apply(theme: StoredCustomTheme | null): void;
  /** Applies and stores a custom theme. */
  save(theme: StoredCustomTheme): void;
  /** Removes the custom theme from the document and from storage. */
  clear(): void;
  /** Whether a custom theme is on the document. */
  isActive(): boolean;
  /** At page start: applies the stored custom theme, unless the URL chooses a theme. */
  start(): void;
}

/** Creates the custom theme's controller. */
export function createCustomTheme(
  config: CustomThemeConfig,
  environment?: CustomThemeEnvironment,
): CustomThemeController {
  const env: CustomThemeEnvironment = environment || {
    document: document,
    search: location.search,
    getStorage: function () {
      return window.localStorage;
    },
  };
  const storage = function (): Storage | null {
    try {
      return env.getStorage();
    } catch {
      return null;
    }
  };
  // Only colour roles and hex values reach the stylesheet, whatever the storage holds.
  const declarations = function (roles: unknown, colorScheme: string): string {
    let text = 'color-scheme:' + colorScheme + ';';
    if (!roles || typeof roles !== 'object') return '';
    let count = 0;
    const entries = roles as Record<string, unknown>;
    for (const role in entries) {
      const value = entries[role];
      if (/^[a-z]+(-[a-z]+)*$/.test(role) && typeof value === 'string') {
        if (/^#[0-9a-f]{6}$/i.test(value)) {
          text += '--mat-sys-' + role + ':' + value + ';';
          count++;
        }
      }
    }
    return count ? text : '';
  };
  const controller: CustomThemeController = {
    read: function () {
      try {
        const text = storage()?.getItem(config.storageKey);
        const value = text ? (JSON.parse(text) as Partial<StoredCustomTheme> | null) : null;
        if (!value || typeof value !== 'object') return null;
        const mode = value.mode;
        if (mode !== 'light' && mode !== 'dark' && mode !== 'system') return null;
        if (!value.light || !value.dark) return null;
        const theme: StoredCustomTheme = {mode: mode, light: value.light, dark: value.dark};
        if (typeof value.source === 'string') theme.source = value.source;
        return theme;
      } catch {
        return null;
      }
    },
    css: function (theme) {
      // `:root:root` outranks `:root` in every theme stylesheet, wherever they are in the head.
      const light = declarations(theme.light, 'light');
      const dark = declarations(theme.dark, 'dark');
      if (theme.mode === 'light') return light ? ':root:root{' + light + '}' : '';
      if (theme.mode === 'dark') return dark ? ':root:root{' + dark + '}' : '';
      if (!light || !dark) return '';
      return (
        ':root:root{' + light + '}@media (prefers-color-scheme: dark){:root:root{' + dark + '}}'
      );
    },
    apply: function (theme) {
      const doc = env.document;
      const css = theme ? controller.css(theme) : '';
      let style = doc.getElementById(config.styleId);
      if (!css) {
        if (style) style.remove();
        doc.documentElement.removeAttribute(config.attribute);
        return;
      }
      if (!style) {
        style = doc.createElement('style');
        style.id = config.styleId;
      }
      // Last in the head, after the theme stylesheet's link.
      doc.head.appendChild(style);
      if (style.textContent !== css) style.textContent = css;
      doc.documentElement.setAttribute(config.attribute, theme!.mode);
    },
    save: function (theme) {
      controller.apply(theme);
      try {
        storage()?.setItem(config.storageKey, JSON.stringify(theme));
      } catch {
        // Storage that is full or blocked only costs the preview on the next page load.
      }
    },
    clear: function () {
      controller.apply(null);
      try {
        storage()?.removeItem(config.storageKey);
      } catch {
        // Nothing stored can be left behind where nothing can be stored.
      }
    },
    isActive: function () {
      return env.document.documentElement.hasAttribute(config.attribute);
    },
    start: function () {
      let requested: string | null;
      try {
        requested = new URLSearchParams(env.search).get('theme');
      } catch {
        requested = null;
      }
      if (requested && config.themeNames.indexOf(requested) !== -1) controller.clear();
      else controller.apply(controller.read());
    },
  };
  return controller;
}
