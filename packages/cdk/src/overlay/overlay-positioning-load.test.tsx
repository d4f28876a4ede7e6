import type * as FloatingUi from '@floating-ui/dom';
import {render, screen, waitFor} from '@testing-library/react';
import {useState} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {setLayoutBox} from '../testing';

/** A fresh copy of the overlay module, whose positioning engine has not been loaded yet. */
async function freshOverlay() {
  vi.resetModules();
  return import('./overlay');
}

function withOverlay(Overlay: Awaited<ReturnType<typeof freshOverlay>>['Overlay']) {
  return function Anchored() {
    const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
    if (anchor) setLayoutBox(anchor, {x: 100, y: 40, width: 80, height: 20});
    return (
      <>
        <button ref={setAnchor}>Anchor</button>
        <Overlay open anchor={anchor} placement="bottom-start" data-testid="pane">
          Panel
        </Overlay>
      </>
    );
  };
}

describe('the positioning engine, loaded on first use', () => {
  afterEach(() => {
    vi.doUnmock('@floating-ui/dom');
    document.querySelector('.cdk-overlay-container')?.remove();
  });

  it('keeps an overlay hidden until the engine has arrived, then places it', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    vi.doMock('@floating-ui/dom', async (importOriginal) => {
      const original = await importOriginal<typeof FloatingUi>();
      await arrived;
      return original;
    });
    const {Overlay} = await freshOverlay();
    const Anchored = withOverlay(Overlay);
    render(<Anchored />);
    const pane = screen.getByTestId('pane');
    // Give a slow engine every chance to be wrongly skipped.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pane.style.visibility).toBe('hidden');
    expect(pane.hasAttribute('data-placement')).toBe(false);

    arrive();
    // jsdom's viewport has no size, so the engine flips the pane above its anchor (where the
    // fallback below would keep it below).
    await waitFor(() => expect(pane.getAttribute('data-placement')).toBe('top-start'));
    expect(pane.style.visibility).toBe('');
  });

  it('still shows an overlay below its anchor when the engine cannot be loaded', async () => {
    vi.doMock('@floating-ui/dom', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const {Overlay} = await freshOverlay();
    const Anchored = withOverlay(Overlay);
    render(<Anchored />);
    const pane = screen.getByTestId('pane');
    await waitFor(() => expect(pane.style.visibility).toBe(''));
    expect(pane.getAttribute('data-placement')).toBe('bottom-start');
    expect(pane.style.left).toBe('100px');
    expect(pane.style.top).toBe('60px');
  });

  it('shows the pane as soon as its first position is known, not in a later task', async () => {
    let settle: (position: {x: number; y: number; placement: 'bottom-start'}) => void = () => {};
    vi.doMock('@floating-ui/dom', async (importOriginal) => {
      const original = await importOriginal<typeof FloatingUi>();
      return {
        ...original,
        computePosition: () => new Promise((resolve) => (settle = resolve)),
      };
    });
    const {Overlay} = await freshOverlay();
    const {preloadOverlayPositioning} = await import('./use-anchored-overlay');
    await preloadOverlayPositioning();
    const Anchored = withOverlay(Overlay);
    render(<Anchored />);
    const pane = screen.getByTestId('pane');
    await waitFor(() => expect(pane.style.position).toBe('fixed'));
    expect(pane.style.visibility).toBe('hidden');

    // Outside act(), as a browser runs it: the position arrives in a microtask, and the pane is
    // shown before the task ends (a React update scheduled as usual would wait for a later task).
    const reactGlobals = globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean};
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      settle({x: 12, y: 34, placement: 'bottom-start'});
      for (let turn = 0; turn < 5; turn++) await Promise.resolve();
      expect(pane.getAttribute('data-placement')).toBe('bottom-start');
      expect(pane.style.visibility).toBe('');
      expect(pane.style.left).toBe('12px');
    } finally {
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('places the first pane made ready while closed once, unseen, when the browser is idle', async () => {
    const computePosition = vi.fn<typeof FloatingUi.computePosition>();
    vi.doMock('@floating-ui/dom', async (importOriginal) => {
      const original = await importOriginal<typeof FloatingUi>();
      computePosition.mockImplementation(original.computePosition);
      return {...original, computePosition};
    });
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => {});
    try {
      const {Overlay} = await freshOverlay();
      function Closed({id}: {id: string}) {
        const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
        return (
          <>
            <button ref={setAnchor}>Anchor {id}</button>
            <Overlay open={false} prerender anchor={anchor} data-testid={id}>
              Panel {id}
            </Overlay>
          </>
        );
      }
      const {unmount} = render(
        <>
          <Closed id="first" />
          <Closed id="second" />
        </>,
      );
      expect(computePosition).not.toHaveBeenCalled();
      // The engine's preloads and the warm-up: each idle period runs what it was given.
      while (idle.length > 0) idle.shift()!();
      await waitFor(() => expect(computePosition).toHaveBeenCalledTimes(1));
      await computePosition.mock.results[0]!.value;
      for (const id of ['first', 'second']) {
        const pane = screen.getByTestId(id);
        expect(pane.style.visibility).toBe('hidden');
        expect(pane.hasAttribute('data-placement')).toBe(false);
        expect(pane.style.left).toBe('');
        expect(pane.style.getPropertyValue('--cdk-overlay-available-width')).toBe('');
      }
      // Once a page: the code is warm for every overlay.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(computePosition).toHaveBeenCalledTimes(1);
      unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
