import {useEffect} from 'react';
import {COLOR_ROLES, roleProperty, type ColorScheme} from './color-roles';
import type {SchemePair} from './scheme';

/** The id of the `<style>` element that holds the previewed schemes. */
const STYLE_ID = 'docs-tb-preview-schemes';

/** The class that makes an element (and what is inside it) wear a previewed scheme. */
export function schemeClassName(scheme: 'light' | 'dark'): string {
  return `docs-tb-scheme-${scheme}`;
}

function rule(scheme: 'light' | 'dark', colors: ColorScheme): string {
  const declarations = COLOR_ROLES.map((role) => `${roleProperty(role)}:${colors[role]};`);
  // Tokens only: the element keeps its own colours (a dialog its container's), read from them.
  return `.${schemeClassName(scheme)}{color-scheme:${scheme};${declarations.join('')}}`;
}

/** The stylesheet text of the two previewed schemes. */
export function previewSchemesCss(schemes: SchemePair): string {
  return rule('light', schemes.light) + rule('dark', schemes.dark);
}

/**
 * Keeps a stylesheet of the two schemes' classes in the head while the builder is open. A class
 * rather than inline styles, because the dialog, the snack bar and the calendar popup render in
 * the overlay container, outside the preview, and take a class name.
 */
export function usePreviewSchemes(schemes: SchemePair) {
  useEffect(() => {
    let style = document.getElementById(STYLE_ID);
    if (!style) {
      style = document.createElement('style');
      style.id = STYLE_ID;
      document.head.append(style);
    }
    style.textContent = previewSchemesCss(schemes);
  }, [schemes]);
  useEffect(() => () => document.getElementById(STYLE_ID)?.remove(), []);
}
