import {act, render, screen} from '@testing-library/react';
import {createRef, useState} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {expectNoAxeViolations, prerenderAndHydrate, setLayoutBox} from '../testing';
import {
  getMaxScrollOffset,
  getScrollOffsetForIndex,
  getVirtualRange,
  useVirtualScroll,
  VirtualScrollViewport,
  type VirtualScrollHandle,
  type VirtualScrollOptions,
} from './index';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Waits for the next animation frame, after the ones already requested. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Gives the viewport a size, as a browser's layout would. */
function setViewportSize(viewport: HTMLElement, width: number, height: number) {
  setLayoutBox(viewport, {x: 0, y: 0, width, height});
}

/** Scrolls like a user would: moves the element, fires `scroll` and lets the frame run. */
async function scrollViewport(viewport: HTMLElement, offset: {top?: number; left?: number}) {
  await act(async () => {
    if (offset.top !== undefined) viewport.scrollTop = offset.top;
    if (offset.left !== undefined) viewport.scrollLeft = offset.left;
    viewport.dispatchEvent(new Event('scroll'));
    await nextFrame();
  });
}

/** The indexes of the rendered rows, from their text. */
function renderedIndexes(): number[] {
  return screen.getAllByRole('listitem').map((item) => Number(item.dataset['index']));
}

function range(start: number, end: number): number[] {
  return Array.from({length: end - start}, (_, index) => start + index);
}

describe('getVirtualRange', () => {
  const list = {count: 1000, itemSize: 20, viewportSize: 200};

  it('covers the items the viewport shows, plus the overscan on either side', () => {
    expect(getVirtualRange({...list, scrollOffset: 0})).toEqual({
      start: 0,
      end: 10,
      offset: 0,
      totalSize: 20000,
    });
    expect(getVirtualRange({...list, scrollOffset: 1000, overscan: 2})).toEqual({
      start: 48,
      end: 62,
      offset: 960,
      totalSize: 20000,
    });
    // Half an item at each edge: both are rendered.
    expect(getVirtualRange({...list, scrollOffset: 1010})).toMatchObject({start: 50, end: 61});
  });

  it('clamps the overscan and the offset to the list', () => {
    expect(getVirtualRange({...list, scrollOffset: 0, overscan: 5})).toMatchObject({
      start: 0,
      end: 15,
    });
    // Scrolled past the end (a list that just got shorter, an elastic overscroll).
    expect(getVirtualRange({...list, scrollOffset: 50000, overscan: 5})).toMatchObject({
      start: 985,
      end: 1000,
      offset: 19700,
    });
    expect(getVirtualRange({...list, scrollOffset: -40})).toMatchObject({start: 0, end: 10});
  });

  it('renders every item of a list shorter than the viewport', () => {
    expect(getVirtualRange({count: 4, itemSize: 20, viewportSize: 200, scrollOffset: 30})).toEqual({
      start: 0,
      end: 4,
      offset: 0,
      totalSize: 80,
    });
  });

  it('handles empty lists, empty viewports and fractional sizes', () => {
    expect(getVirtualRange({...list, count: 0, scrollOffset: 0})).toEqual({
      start: 0,
      end: 0,
      offset: 0,
      totalSize: 0,
    });
    expect(getVirtualRange({...list, itemSize: 0, scrollOffset: 0})).toMatchObject({end: 0});
    expect(getVirtualRange({...list, viewportSize: 0, scrollOffset: 100})).toMatchObject({
      start: 5,
      end: 6,
    });
    expect(getVirtualRange({...list, itemSize: 30.5, scrollOffset: 61})).toMatchObject({
      start: 2,
      end: 9,
      offset: 61,
      totalSize: 30500,
    });
    expect(getVirtualRange({...list, scrollOffset: Number.NaN})).toMatchObject({start: 0});
  });

  it('knows how far a list can scroll', () => {
    expect(getMaxScrollOffset(20000, 200)).toBe(19800);
    expect(getMaxScrollOffset(80, 200)).toBe(0);
  });
});

describe('getScrollOffsetForIndex', () => {
  const list = {count: 1000, itemSize: 20, viewportSize: 200, scrollOffset: 1000};
  const offsetFor = (index: number, align?: 'start' | 'center' | 'end' | 'auto') =>
    getScrollOffsetForIndex({...list, index, align});

  it('aligns the item with the start, the center or the end of the viewport', () => {
    expect(offsetFor(100, 'start')).toBe(2000);
    // The item's middle (2010) at the viewport's middle (100).
    expect(offsetFor(100, 'center')).toBe(1910);
    // The item's end (2020) at the viewport's end (200).
    expect(offsetFor(100, 'end')).toBe(1820);
  });

  it('scrolls as little as possible with auto, and not at all for a visible item', () => {
    expect(offsetFor(55, 'auto')).toBe(1000);
    expect(offsetFor(50)).toBe(1000);
    expect(offsetFor(59)).toBe(1000);
    expect(offsetFor(40)).toBe(800);
    expect(offsetFor(60)).toBe(1020);
    expect(offsetFor(100)).toBe(1820);
    // Partly visible counts as not visible.
    expect(getScrollOffsetForIndex({...list, scrollOffset: 1010, index: 50})).toBe(1000);
  });

  it('never scrolls past either end of the list', () => {
    expect(offsetFor(0, 'center')).toBe(0);
    expect(offsetFor(0, 'end')).toBe(0);
    expect(offsetFor(999, 'start')).toBe(19800);
    expect(offsetFor(5000, 'start')).toBe(19800);
    expect(offsetFor(-3, 'start')).toBe(0);
    expect(getScrollOffsetForIndex({...list, count: 0, index: 3})).toBe(0);
  });

  it('shows the start of an item larger than the viewport', () => {
    const large = {count: 10, itemSize: 300, viewportSize: 200, scrollOffset: 0};
    expect(getScrollOffsetForIndex({...large, index: 1})).toBe(300);
    expect(getScrollOffsetForIndex({...large, index: 1, align: 'end'})).toBe(400);
  });
});

interface ListProps {
  count?: number;
  orientation?: 'vertical' | 'horizontal';
  handleRef?: React.Ref<VirtualScrollHandle>;
  renderRow?: (index: number) => void;
  initialScrollOffset?: number;
}

/** A list of `count` rows of 20px, in a viewport that starts with an assumed size of 200px. */
function List({count = 10_000, orientation, handleRef, renderRow, initialScrollOffset}: ListProps) {
  return (
    <VirtualScrollViewport
      role="list"
      aria-label="Rows"
      count={count}
      itemSize={20}
      overscan={2}
      orientation={orientation}
      initialViewportSize={200}
      initialScrollOffset={initialScrollOffset}
      handleRef={handleRef}
    >
      {(index) => {
        renderRow?.(index);
        return (
          <div
            role="listitem"
            aria-posinset={index + 1}
            aria-setsize={count}
            data-index={index}
            style={{height: 20}}
          >
            {`Row ${index + 1}`}
          </div>
        );
      }}
    </VirtualScrollViewport>
  );
}

/** Renders the list and gives its viewport a size of 300 by 200 pixels. */
async function renderList(props: ListProps = {}) {
  const result = render(<List {...props} />);
  const viewport = screen.getByRole('list', {name: 'Rows'});
  setViewportSize(viewport, 300, 200);
  await scrollViewport(viewport, {});
  return {...result, viewport};
}

describe('VirtualScrollViewport', () => {
  it('renders only the rows in view, plus the overscan', async () => {
    const {viewport} = await renderList();
    expect(renderedIndexes()).toEqual(range(0, 12));
    const sizer = viewport.firstElementChild as HTMLElement;
    expect(sizer.style.height).toBe('200000px');
    const content = sizer.firstElementChild as HTMLElement;
    expect(content.style.position).toBe('absolute');
    expect(content.style.top).toBe('0px');

    await scrollViewport(viewport, {top: 5000});
    expect(renderedIndexes()).toEqual(range(248, 262));
    expect(content.style.top).toBe('4960px');
    expect(screen.getByText('Row 251').getAttribute('aria-posinset')).toBe('251');

    await scrollViewport(viewport, {top: 199_800});
    expect(renderedIndexes()).toEqual(range(9988, 10_000));
  });

  it('follows a resized viewport', async () => {
    const observers: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const {viewport} = await renderList();
    expect(renderedIndexes()).toEqual(range(0, 12));
    setViewportSize(viewport, 300, 400);
    await act(async () => {
      observers.forEach((callback) => callback());
      await nextFrame();
    });
    expect(renderedIndexes()).toEqual(range(0, 22));
  });

  it('measures at most once per animation frame, and renders only when the range changes', async () => {
    const renderRow = vi.fn();
    const {viewport} = await renderList({renderRow});
    // Scrolled 101px: rows 5 to 15 show, and 3 to 17 are rendered until row 6 reaches the top.
    await scrollViewport(viewport, {top: 101});
    expect(renderedIndexes()).toEqual(range(3, 18));
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame');
    renderRow.mockClear();
    await act(async () => {
      for (const top of [105, 110, 115, 119]) {
        viewport.scrollTop = top;
        viewport.dispatchEvent(new Event('scroll'));
      }
      await nextFrame();
    });
    // One frame for the four scroll events (the other request is the test's own).
    expect(requestFrame).toHaveBeenCalledTimes(2);
    // The same rows: nothing is rendered again.
    expect(renderRow).not.toHaveBeenCalled();
    await scrollViewport(viewport, {top: 120});
    expect(renderedIndexes()).toEqual(range(4, 18));
    expect(renderRow).toHaveBeenCalled();
  });

  it('listens passively and stops listening when unmounted', async () => {
    const add = vi.spyOn(HTMLElement.prototype, 'addEventListener');
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const {viewport, unmount} = await renderList();
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), {passive: true});
    const remove = vi.spyOn(viewport, 'removeEventListener');
    // A frame is pending when the list goes away: it is cancelled.
    viewport.dispatchEvent(new Event('scroll'));
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
    expect(cancel).toHaveBeenCalled();
    await nextFrame();
  });

  it('scrolls to an index with each alignment, and renders it at once', async () => {
    const handle = createRef<VirtualScrollHandle>();
    const {viewport} = await renderList({handleRef: handle});
    act(() => handle.current!.scrollToIndex(500, {align: 'start'}));
    expect(viewport.scrollTop).toBe(10_000);
    expect(renderedIndexes()).toEqual(range(498, 512));
    expect(handle.current!.getRenderedRange()).toEqual({start: 498, end: 512});

    act(() => handle.current!.scrollToIndex(500, {align: 'center'}));
    expect(viewport.scrollTop).toBe(9910);
    act(() => handle.current!.scrollToIndex(500, {align: 'end'}));
    expect(viewport.scrollTop).toBe(9820);
    // Visible already: auto does not move.
    act(() => handle.current!.scrollToIndex(495));
    expect(viewport.scrollTop).toBe(9820);
    act(() => handle.current!.scrollToIndex(520));
    expect(viewport.scrollTop).toBe(10_220);
    expect(screen.getByText('Row 521')).toBeTruthy();

    act(() => handle.current!.scrollToOffset(1e9));
    expect(viewport.scrollTop).toBe(199_800);
    expect(handle.current!.getScrollOffset()).toBe(199_800);
    act(() => handle.current!.scrollToIndex(0));
    expect(viewport.scrollTop).toBe(0);
    expect(renderedIndexes()).toEqual(range(0, 12));
  });

  it('animates with smooth scrolling, and renders as the scroll events come', async () => {
    const handle = createRef<VirtualScrollHandle>();
    const {viewport} = await renderList({handleRef: handle});
    const scrollTo = vi.fn();
    Object.defineProperty(viewport, 'scrollTo', {configurable: true, value: scrollTo});
    act(() => handle.current!.scrollToIndex(300, {align: 'start', behavior: 'smooth'}));
    expect(scrollTo).toHaveBeenCalledWith({top: 6000, behavior: 'smooth'});
    expect(renderedIndexes()).toEqual(range(0, 12));
    await scrollViewport(viewport, {top: 6000});
    expect(renderedIndexes()).toEqual(range(298, 312));
  });

  it('follows a change of the count', async () => {
    const {viewport, rerender} = await renderList();
    await scrollViewport(viewport, {top: 100_000});
    expect(renderedIndexes()).toEqual(range(4998, 5012));
    // The browser would clamp the scroll position; here the range math does.
    rerender(<List count={100} />);
    expect(renderedIndexes()).toEqual(range(88, 100));
    expect((viewport.firstElementChild as HTMLElement).style.height).toBe('2000px');
    rerender(<List count={0} />);
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('is focusable while it scrolls, so the keyboard can scroll it', async () => {
    const {viewport, rerender} = await renderList();
    expect(viewport.tabIndex).toBe(0);
    expect(viewport.getAttribute('tabindex')).toBe('0');
    rerender(<List count={5} />);
    expect(renderedIndexes()).toEqual(range(0, 5));
    expect(viewport.hasAttribute('tabindex')).toBe(false);
  });

  it('starts at the initial scroll offset', async () => {
    const {viewport} = await renderList({initialScrollOffset: 400});
    expect(viewport.scrollTop).toBe(400);
    expect(renderedIndexes()).toEqual(range(18, 32));
  });

  it('renders items from an array, with keys of your own', async () => {
    const handle = createRef<VirtualScrollHandle>();
    const fruits = Array.from({length: 500}, (_, index) => ({
      id: `f${index}`,
      name: `Fruit ${index}`,
    }));
    const renderItem = vi.fn((fruit: (typeof fruits)[number], index: number) => (
      <div className="fruit" data-index={index}>
        {fruit.name}
      </div>
    ));
    render(
      <VirtualScrollViewport
        aria-label="Fruits"
        items={fruits}
        itemSize={32}
        overscan={0}
        initialViewportSize={96}
        itemKey={(fruit: (typeof fruits)[number]) => fruit.id}
        renderItem={renderItem}
        handleRef={handle}
        contentProps={{className: 'fruit-list', style: {top: 999, color: 'red'}}}
      />,
    );
    const fruitNames = () =>
      Array.from(document.querySelectorAll('.fruit'), (fruit) => fruit.textContent);
    // The first render is for the assumed 96px; then jsdom measures no size.
    expect(renderItem.mock.calls.slice(0, 3)).toEqual([
      [fruits[0], 0],
      [fruits[1], 1],
      [fruits[2], 2],
    ]);
    expect(fruitNames()).toEqual(['Fruit 0']);
    const viewport = screen.getByLabelText('Fruits');
    setViewportSize(viewport, 200, 64);
    act(() => handle.current!.scrollToIndex(100, {align: 'start'}));
    expect(fruitNames()).toEqual(['Fruit 100', 'Fruit 101']);
    const content = document.querySelector<HTMLElement>('.fruit-list')!;
    // Your style, but the viewport decides the position.
    expect(content.style.color).toBe('red');
    expect(content.style.top).toBe('3200px');
  });

  it('reports each new range after rendering it', async () => {
    const onRangeChange = vi.fn();
    render(
      <VirtualScrollViewport
        aria-label="Numbers"
        count={100}
        itemSize={10}
        overscan={0}
        onRangeChange={onRangeChange}
      >
        {(index) => <p>{index}</p>}
      </VirtualScrollViewport>,
    );
    const viewport = screen.getByLabelText('Numbers');
    // The assumed 800px, then the measured 0px.
    expect(onRangeChange.mock.calls).toEqual([[{start: 0, end: 80}], [{start: 0, end: 1}]]);
    setViewportSize(viewport, 100, 50);
    await scrollViewport(viewport, {top: 200});
    expect(onRangeChange).toHaveBeenLastCalledWith({start: 20, end: 25});
    await scrollViewport(viewport, {top: 201});
    expect(onRangeChange).toHaveBeenLastCalledWith({start: 20, end: 26});
    const calls = onRangeChange.mock.calls.length;
    await scrollViewport(viewport, {top: 205});
    expect(onRangeChange).toHaveBeenCalledTimes(calls);
  });

  it('passes axe with list semantics', async () => {
    await renderList();
    await expectNoAxeViolations();
  });
});

describe('VirtualScrollViewport in a horizontal list', () => {
  it('renders the items along the line', async () => {
    const {viewport} = await renderList({orientation: 'horizontal'});
    // 300px wide: 15 items and the overscan after them.
    expect(renderedIndexes()).toEqual(range(0, 17));
    const sizer = viewport.firstElementChild as HTMLElement;
    expect(sizer.style.width).toBe('200000px');
    const content = sizer.firstElementChild as HTMLElement;
    expect(content.style.display).toBe('flex');
    await scrollViewport(viewport, {left: 1000});
    expect(renderedIndexes()).toEqual(range(48, 67));
    expect(content.style.insetInlineStart).toBe('960px');
    expect(viewport.dataset['orientation']).toBe('horizontal');
  });

  it('reads and writes negative scroll offsets right to left', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    try {
      const handle = createRef<VirtualScrollHandle>();
      const {viewport} = await renderList({orientation: 'horizontal', handleRef: handle});
      const content = (viewport.firstElementChild as HTMLElement).firstElementChild as HTMLElement;
      // Scrolled 1000px from the start, which is on the right.
      await scrollViewport(viewport, {left: -1000});
      expect(renderedIndexes()).toEqual(range(48, 67));
      expect(content.style.insetInlineStart).toBe('960px');
      expect(handle.current!.getScrollOffset()).toBe(1000);

      act(() => handle.current!.scrollToIndex(200, {align: 'start'}));
      expect(viewport.scrollLeft).toBe(-4000);
      expect(renderedIndexes()).toEqual(range(198, 217));
      act(() => handle.current!.scrollToOffset(-50));
      expect(viewport.scrollLeft).toBe(0);
      expect(renderedIndexes()).toEqual(range(0, 17));
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });
});

/** The hook with markup of its own: a table-like list of rows. */
function HookList(props: Partial<VirtualScrollOptions>) {
  const [count, setCount] = useState(props.count ?? 1000);
  const {scrollRef, ...scroll} = useVirtualScroll({
    itemSize: 25,
    initialViewportSize: 100,
    ...props,
    count,
  });
  const rows = range(scroll.start, scroll.end);
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1000)}>
        More
      </button>
      <div
        ref={scrollRef}
        role="table"
        aria-label="Numbers"
        aria-rowcount={count}
        tabIndex={scroll.isScrollable ? 0 : undefined}
        data-testid="scroller"
      >
        <div style={{height: scroll.totalSize, position: 'relative'}}>
          <div role="rowgroup" style={{position: 'absolute', top: scroll.offset}}>
            {rows.map((index) => (
              <div key={index} role="row" aria-rowindex={index + 1} data-index={index}>
                <span role="cell">{index}</span>
              </div>
            ))}
          </div>
        </div>
      </div>
      <output>
        {scroll.start}-{scroll.end} of {scroll.totalSize}px in {scroll.viewportSize}px
      </output>
    </>
  );
}

describe('useVirtualScroll', () => {
  it('returns the range, the sizes and the position for your own markup', async () => {
    render(<HookList />);
    const scroller = screen.getByTestId('scroller');
    setViewportSize(scroller, 200, 100);
    await scrollViewport(scroller, {top: 2500});
    expect(screen.getByRole('status').textContent).toBe('97-107 of 25000px in 100px');
    expect(screen.getAllByRole('row')[0]!.getAttribute('aria-rowindex')).toBe('98');
    await expectNoAxeViolations();
    // A longer list: same place, longer scrollbar.
    act(() => screen.getByRole('button', {name: 'More'}).click());
    expect(screen.getByRole('status').textContent).toBe('97-107 of 50000px in 100px');
  });

  it('measures the viewport before the first paint', () => {
    // No layout: the measured size is 0, and the row at the edge is still rendered.
    render(<HookList overscan={0} />);
    expect(screen.getByRole('status').textContent).toBe('0-1 of 25000px in 0px');
  });
});

describe('server rendering and hydration', () => {
  it('hydrates the window of the assumed viewport size without a mismatch', async () => {
    const tree = await prerenderAndHydrate(<List initialScrollOffset={200} />);
    // 200px assumed, from 200px: rows 10 to 19, and two on either side.
    expect(tree.html).toContain('Row 9<');
    expect(tree.html).toContain('Row 22<');
    expect(tree.html).not.toContain('Row 23<');
    expect(tree.html).toContain('tabindex="0"');
    expect(tree.recoverableErrors).toEqual([]);
    expect(tree.consoleErrors).toEqual([]);
    // jsdom has no layout: measured right after hydration, the viewport is empty.
    expect(renderedIndexes()).toEqual(range(8, 13));
    tree.unmount();
  });
});
