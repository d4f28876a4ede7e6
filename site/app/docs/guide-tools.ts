import type {ComponentType} from 'react';
import {deferredPart} from '../runtime/deferred-part';

/**
 * The interactive tools some guides show above their text, by guide id: a part of its own,
 * loaded only by its guide's page, after the page's shell is interactive (see `deferredPart`).
 * The theme builder's colour science comes with it, so no other page loads it.
 */
export const GUIDE_TOOLS: Readonly<Partial<Record<string, ComponentType>>> = {
  'theme-builder': deferredPart('theme-builder', () =>
    import('../theme-builder/load-theme-builder').then((module) => module.loadThemeBuilder()),
  ),
};
