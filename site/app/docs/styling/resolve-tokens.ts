import {useLayoutEffect, useState, type RefObject} from 'react';
import type {ComponentToken} from '@material-react/tools/tokens/client';

/** What a token resolves to on one element: its computed value, and a hex colour for colours. */
export interface ResolvedToken {
  /** The computed value: `rgb(103, 80, 164)`, `40px`, `500 14px / 20px Roboto`. */
  value: string;
  /** For a colour token, the colour as `#rrggbb` (without its alpha), else `null`. */
  hex: string | null;
}

const byte = (channel: number) =>
  Math.round(Math.min(255, Math.max(0, channel)))
    .toString(16)
    .padStart(2, '0');

/**
 * A computed colour as `#rrggbb`, dropping its alpha: Chromium computes `rgb()`/`rgba()`, and
 * `color(srgb r g b / a)` for `color-mix()`. `null` for anything else.
 */
export function cssColorToHex(color: string): string | null {
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)/.exec(color);
  if (rgb) return `#${byte(+rgb[1]!)}${byte(+rgb[2]!)}${byte(+rgb[3]!)}`;
  const srgb = /^color\(srgb\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/.exec(color);
  if (srgb) return `#${byte(+srgb[1]! * 255)}${byte(+srgb[2]! * 255)}${byte(+srgb[3]! * 255)}`;
  return null;
}

/**
 * What a token resolves to at `probe`, given the overrides and the theme above it. A colour is
 * read through `color`, which computes it to one colour; any other token through a custom
 * property, whose computed value is the fallback with every `var()` substituted.
 */
export function resolveToken(probe: HTMLElement, token: ComponentToken): ResolvedToken {
  const expression = `var(${token.name}, ${token.fallback})`;
  const property = token.kind === 'color' ? 'color' : '--docs-styling-probe';
  probe.style.setProperty(property, expression);
  const value = getComputedStyle(probe).getPropertyValue(property).trim();
  probe.style.removeProperty(property);
  return {value, hex: token.kind === 'color' ? cssColorToHex(value) : null};
}

/** Calls `onChange` when the site's theme may have changed the system tokens; returns a stop. */
function watchTheme(onChange: () => void): () => void {
  // The theme picker sets `data-theme` and swaps a stylesheet, whose values count once it has
  // loaded; a theme preview may set system tokens on the root element's style.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {attributeFilter: ['data-theme', 'style', 'class']});
  const onLoad = (event: Event) => {
    if (event.target instanceof HTMLLinkElement) onChange();
  };
  document.addEventListener('load', onLoad, true);
  const scheme = matchMedia('(prefers-color-scheme: dark)');
  scheme.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    document.removeEventListener('load', onLoad, true);
    scheme.removeEventListener('change', onChange);
  };
}

/**
 * What each token resolves to at the probe element (inside the restyled examples' container),
 * by name: computed in the browser after every change of the overrides and of the theme. Empty
 * until the page runs (the prerendered page cannot know the visitor's theme).
 */
export function useResolvedTokens(
  tokens: readonly ComponentToken[],
  overrides: unknown,
  probe: RefObject<HTMLElement | null>,
): Record<string, ResolvedToken> {
  const [resolved, setResolved] = useState<Record<string, ResolvedToken>>({});
  useLayoutEffect(() => {
    const element = probe.current;
    if (!element) return;
    const measure = () =>
      setResolved(
        Object.fromEntries(tokens.map((token) => [token.name, resolveToken(element, token)])),
      );
    // Measured in a frame, after the overrides have reached the examples' container; again
    // whenever the theme changes.
    const frame = requestAnimationFrame(measure);
    const stop = watchTheme(measure);
    return () => {
      cancelAnimationFrame(frame);
      stop();
    };
  }, [tokens, overrides, probe]);
  return resolved;
}
