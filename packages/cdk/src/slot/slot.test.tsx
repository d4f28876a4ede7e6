import {fireEvent, render, screen} from '@testing-library/react';
import {createRef} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {composeRefs} from './compose-refs';
import {mergeProps} from './merge-props';
import {Slot} from './slot';

describe('Slot', () => {
  it('renders the child element itself, with the slot props merged in', () => {
    render(
      <Slot className="from-slot" data-state="open" title="slot title">
        <a href="/guide" className="from-child" title="child title">
          Guide
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', {name: 'Guide'});
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/guide');
    expect(link.className).toBe('from-slot from-child');
    expect(link.getAttribute('data-state')).toBe('open');
    // The child's own value wins over the slot's.
    expect(link.getAttribute('title')).toBe('child title');
  });

  it('merges styles, the child winning per property', () => {
    render(
      <Slot style={{color: 'red', margin: '4px'}}>
        <span style={{color: 'blue'}}>text</span>
      </Slot>,
    );
    const span = screen.getByText('text');
    expect(span.style.color).toBe('blue');
    expect(span.style.margin).toBe('4px');
  });

  it("runs the child's handler first, then the slot's", () => {
    const calls: string[] = [];
    render(
      <Slot onClick={() => calls.push('slot')}>
        <button onClick={() => calls.push('child')}>Go</button>
      </Slot>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(calls).toEqual(['child', 'slot']);
  });

  it("skips the slot's handler when the child prevented the default", () => {
    const slotHandler = vi.fn();
    render(
      <Slot onKeyDown={slotHandler}>
        <button onKeyDown={(event) => event.preventDefault()}>Go</button>
      </Slot>,
    );
    fireEvent.keyDown(screen.getByRole('button'), {key: 'Enter'});
    expect(slotHandler).not.toHaveBeenCalled();
  });

  it('gives the element to both the slot ref and the child ref', () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = vi.fn();
    render(
      <Slot ref={slotRef}>
        <button ref={childRef}>Go</button>
      </Slot>,
    );
    const button = screen.getByRole('button');
    expect(slotRef.current).toBe(button);
    expect(childRef).toHaveBeenCalledWith(button);
  });

  it('nests: a slot inside a slot composes everything', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    const outerRef = createRef<HTMLElement>();
    render(
      <Slot onFocus={outer} ref={outerRef} aria-describedby="tip">
        <Slot onFocus={inner} aria-haspopup="menu">
          <button>Menu</button>
        </Slot>
      </Slot>,
    );
    const button = screen.getByRole('button', {name: 'Menu'});
    fireEvent.focus(button);
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).toHaveBeenCalledTimes(1);
    expect(outerRef.current).toBe(button);
    expect(button.getAttribute('aria-describedby')).toBe('tip');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
  });

  it('throws when the child is not a single element', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Slot>text</Slot>)).toThrow();
  });
});

describe('mergeProps', () => {
  it('joins aria-describedby ids and never lets undefined replace a value', () => {
    const merged = mergeProps(
      {'aria-describedby': 'a b', id: 'x'},
      {'aria-describedby': 'b c', id: undefined},
    );
    expect(merged['aria-describedby']).toBe('a b c');
    expect(merged['id']).toBe('x');
  });
});

describe('composeRefs', () => {
  it('runs callback ref cleanups and clears object refs on detach', () => {
    const objectRef = createRef<string>();
    const cleanup = vi.fn();
    const callbackRef = vi.fn(() => cleanup);
    const detach = composeRefs<string>(objectRef, callbackRef)('node');
    expect(objectRef.current).toBe('node');
    expect(callbackRef).toHaveBeenCalledWith('node');
    (detach as () => void)();
    expect(objectRef.current).toBeNull();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });
});
