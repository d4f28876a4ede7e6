import {render, type RenderOptions, type RenderResult} from '@testing-library/react';
import type {ComponentType} from 'react';

/** Options of {@link renderInMain}: Testing Library's render options, and a text direction. */
export interface RenderInMainOptions extends Omit<RenderOptions, 'queries'> {
  /** The `dir` of the `<main>` element; none by default, so the document's (left to right). */
  dir?: 'ltr' | 'rtl';
}

/**
 * Renders an example inside a `<main>` landmark, as the documentation page shows it, so that an
 * axe check with `requireLandmarks` judges the example as it is on the page. A `wrapper` (a
 * provider the example needs) goes around the `<main>`.
 */
export function renderInMain(
  Example: ComponentType,
  {dir, ...options}: RenderInMainOptions = {},
): RenderResult {
  return render(
    <main dir={dir}>
      <Example />
    </main>,
    options,
  );
}
