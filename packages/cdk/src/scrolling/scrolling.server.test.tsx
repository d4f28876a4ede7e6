// @vitest-environment node
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {useVirtualScroll, VirtualScrollViewport, type VirtualScrollOptions} from './index';

function Rows(props: {initialScrollOffset?: number; orientation?: 'vertical' | 'horizontal'}) {
  return (
    <VirtualScrollViewport
      role="list"
      aria-label="Rows"
      count={10_000}
      itemSize={40}
      initialViewportSize={400}
      {...props}
    >
      {(index) => <div role="listitem">{`Row ${index + 1}`}</div>}
    </VirtualScrollViewport>
  );
}

function rowNumbers(html: string): number[] {
  return Array.from(html.matchAll(/Row (\d+)</g), (match) => Number(match[1]));
}

function Range(options: VirtualScrollOptions) {
  const scroll = useVirtualScroll(options);
  return (
    <p>
      {`${scroll.start} ${scroll.end} ${scroll.offset} ${scroll.totalSize} ${scroll.viewportSize}`}
    </p>
  );
}

describe('scrolling during server rendering', () => {
  it('renders the rows of the assumed viewport, and never touches a window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<Rows />);
    // 400px of 40px rows, and 3 more.
    expect(rowNumbers(html)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(html).toContain('height:400000px');
    expect(html).toContain('tabindex="0"');
    expect(html).toContain('role="list"');
    expect(html).toContain('aria-label="Rows"');
  });

  it('starts at the initial scroll offset', () => {
    const html = renderToString(<Rows initialScrollOffset={4000} />);
    expect(rowNumbers(html)[0]).toBe(98);
    expect(rowNumbers(html).at(-1)).toBe(113);
    expect(html).toContain('top:3880px');
  });

  it('lays a horizontal list out from the start of the line', () => {
    const html = renderToString(<Rows orientation="horizontal" initialScrollOffset={400} />);
    expect(html).toContain('width:400000px');
    expect(html).toContain('inset-inline-start:280px');
    expect(html).toContain('display:flex');
    expect(html).toContain('data-orientation="horizontal"');
  });

  it('computes the range of the hook from the options alone', () => {
    expect(renderToString(<Range count={100} itemSize={10} />)).toBe('<p>0 83 0 1000 800</p>');
    expect(
      renderToString(<Range count={100} itemSize={10} overscan={0} initialViewportSize={50} />),
    ).toBe('<p>0 5 0 1000 50</p>');
    // A short list is rendered whole, and does not scroll.
    expect(renderToString(<Rows />)).toContain('tabindex');
    expect(
      renderToString(
        <VirtualScrollViewport aria-label="Few" count={3} itemSize={40}>
          {(index) => <p>{index}</p>}
        </VirtualScrollViewport>,
      ),
    ).not.toContain('tabindex');
  });
});
