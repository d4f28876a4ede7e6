import {act, render, screen, waitFor} from '@testing-library/react';
import {useState} from 'react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {setLayoutBox} from '../testing';
import {Overlay} from './overlay';
import type {AnchorWidthMatch} from './use-anchored-overlay';

type ResizeCallback = (entries: {target: Element}[]) => void;

/** The callbacks of every `ResizeObserver` created, with the elements each observes. */
const observers = new Set<{callback: ResizeCallback; targets: Set<Element>}>();

/** Stands in for jsdom's missing `ResizeObserver`; the test says when an element resized. */
class FakeResizeObserver {
  readonly #entry: {callback: ResizeCallback; targets: Set<Element>};
  constructor(callback: ResizeCallback) {
    this.#entry = {callback, targets: new Set()};
    observers.add(this.#entry);
  }
  observe(target: Element) {
    this.#entry.targets.add(target);
  }
  unobserve(target: Element) {
    this.#entry.targets.delete(target);
  }
  disconnect() {
    observers.delete(this.#entry);
  }
}

/** Calls every observer that watches `element`, as the browser does after it resizes. */
function resize(element: Element) {
  for (const observer of [...observers]) {
    if (observer.targets.has(element)) observer.callback([{target: element}]);
  }
}

function Field({match, open = true}: {match?: AnchorWidthMatch; open?: boolean}) {
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  return (
    <>
      <div
        ref={(element) => {
          if (element) setLayoutBox(element, {x: 10, y: 10, width: 240, height: 40});
          setAnchor(element);
        }}
        data-testid="anchor"
      />
      <Overlay open={open} anchor={anchor} matchAnchorWidth={match} data-testid="pane">
        <div>Panel</div>
      </Overlay>
    </>
  );
}

describe('Overlay matchAnchorWidth', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    observers.clear();
    document.querySelector('.cdk-overlay-container')?.remove();
  });

  it('makes the pane as wide as the anchor and follows the anchor as it resizes', async () => {
    render(<Field match="width" />);
    const pane = screen.getByTestId('pane');
    await waitFor(() => expect(pane.style.width).toBe('240px'));
    expect(pane.style.minWidth).toBe('');
    const anchor = screen.getByTestId('anchor');
    setLayoutBox(anchor, {x: 10, y: 10, width: 320.5, height: 40});
    act(() => resize(anchor));
    await waitFor(() => expect(pane.style.width).toBe('320.5px'));
  });

  it('makes the pane at least as wide as the anchor with min-width', async () => {
    render(<Field match="min-width" />);
    const pane = screen.getByTestId('pane');
    await waitFor(() => expect(pane.style.minWidth).toBe('240px'));
    expect(pane.style.width).toBe('');
  });

  it('leaves the width to the content when unset, and stops following when turned off', async () => {
    const {rerender} = render(<Field />);
    const pane = screen.getByTestId('pane');
    // Placed without a width of its own.
    await waitFor(() => expect(pane.dataset.placement).toBeDefined());
    expect(pane.style.width).toBe('');
    expect(pane.style.minWidth).toBe('');

    rerender(<Field match="width" />);
    await waitFor(() => expect(pane.style.width).toBe('240px'));
    const written = vi.spyOn(pane.style, 'setProperty');
    const placed = () =>
      expect(written).toHaveBeenCalledWith('--cdk-overlay-available-width', expect.any(String));
    rerender(<Field />);
    expect(pane.style.width).toBe('');
    await waitFor(placed);
    written.mockClear();
    const anchor = screen.getByTestId('anchor');
    setLayoutBox(anchor, {x: 10, y: 10, width: 400, height: 40});
    act(() => resize(anchor));
    // Placed again under the wider anchor (its sizes written), still without a width.
    await waitFor(placed);
    expect(pane.style.width).toBe('');
  });

  it('stops watching the anchor once closed', () => {
    const {rerender} = render(<Field match="width" />);
    const anchor = screen.getByTestId('anchor');
    const watching = () => [...observers].filter((observer) => observer.targets.has(anchor));
    expect(watching().length).toBeGreaterThan(0);
    rerender(<Field match="width" open={false} />);
    expect(screen.queryByTestId('pane')).toBeNull();
    expect(watching()).toHaveLength(0);
  });

  it('sets the width without a ResizeObserver', async () => {
    vi.stubGlobal('ResizeObserver', undefined);
    render(<Field match="width" />);
    await waitFor(() => expect(screen.getByTestId('pane').style.width).toBe('240px'));
  });
});
