import {act, type ReactElement} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';

/** What {@link prerenderAndHydrate} returns. */
export interface PrerenderedTree {
  /** The HTML the server rendered. */
  html: string;
  /** The element that holds the tree, attached to `document.body`. */
  container: HTMLElement;
  /** The errors React recovered from while hydrating, such as a mismatch with the server's HTML. */
  recoverableErrors: unknown[];
  /** The arguments of every `console.error` call made while hydrating. */
  consoleErrors: unknown[][];
  /** Unmounts the tree and removes its container. */
  unmount: () => void;
}

/**
 * Renders an element to HTML as a server (or a prerender) would, puts that HTML in the document
 * and hydrates it, the way a prerendered page starts in the browser. Use it in tests to check
 * that a component hydrates without mismatches and works afterwards. Needs a DOM (jsdom, for
 * instance); hydration runs inside React's `act`, so its effects have run when this resolves.
 *
 * ```tsx
 * const tree = await prerenderAndHydrate(<Checkbox indeterminate>All</Checkbox>);
 * expect(tree.recoverableErrors).toEqual([]);
 * expect(tree.consoleErrors).toEqual([]);
 * tree.unmount();
 * ```
 */
export async function prerenderAndHydrate(element: ReactElement): Promise<PrerenderedTree> {
  const html = renderToString(element);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);

  const recoverableErrors: unknown[] = [];
  const consoleErrors: unknown[][] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => consoleErrors.push(args);
  const actGlobal = globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean};
  const wasActEnvironment = actGlobal.IS_REACT_ACT_ENVIRONMENT;
  actGlobal.IS_REACT_ACT_ENVIRONMENT = true;
  let root: ReturnType<typeof hydrateRoot>;
  try {
    root = await act(async () =>
      hydrateRoot(container, element, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      }),
    );
  } finally {
    console.error = originalError;
    actGlobal.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  }

  return {
    html,
    container,
    recoverableErrors,
    consoleErrors,
    unmount: () => {
      actGlobal.IS_REACT_ACT_ENVIRONMENT = true;
      act(() => root.unmount());
      actGlobal.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
      container.remove();
    },
  };
}
