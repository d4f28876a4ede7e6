import {useEffect} from 'react';
import type {TokenOverrides} from '@material-react/tools/tokens/client';

/**
 * Applies the visitor's token values to the cdk's overlay container as well, while the Styling
 * tab is open: menus, selects, tooltips and dialogs of the examples open there, outside the
 * examples' container, where its custom properties do not reach (the customizing guide says
 * the same of an application's own overlays). A constructed stylesheet, because the page's
 * Content-Security-Policy allows no inline `<style>`; it is removed with the tab.
 */
export function useOverlayOverrides(overrides: TokenOverrides) {
  useEffect(() => {
    const entries = Object.entries(overrides);
    if (entries.length === 0 || typeof CSSStyleSheet === 'undefined') return;
    const sheet = new CSSStyleSheet();
    const rule = sheet.insertRule('.cdk-overlay-container {}');
    const style = (sheet.cssRules[rule] as CSSStyleRule).style;
    for (const [name, value] of entries) style.setProperty(name, value);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((entry) => entry !== sheet);
    };
  }, [overrides]);
}
