import type {ComponentType} from 'react';

/**
 * Loads the theme builder's code. A module of its own, itself loaded lazily, so that the long
 * list of the builder's chunks that the bundler writes beside a dynamic import (for preloading)
 * sits here, not in the guide page's code that every guide loads.
 */
export function loadThemeBuilder(): Promise<ComponentType> {
  return import('./theme-builder').then((module) => module.ThemeBuilder);
}
