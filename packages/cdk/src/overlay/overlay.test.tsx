import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {useState} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Overlay} from './overlay';
import type {OverlayPlacement} from './placement';
import {blockPageScroll, type OverlayScrollStrategy} from './scroll-strategy';
import {setLayoutBox} from '../testing';

function Anchored({
  placement,
  onDismiss = () => {},
  initiallyOpen = true,
  scrollStrategy,
}: {
  placement?: OverlayPlacement;
  onDismiss?: (reason: string) => void;
  initiallyOpen?: boolean;
  scrollStrategy?: OverlayScrollStrategy;
}) {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button ref={setAnchor} onClick={() => setOpen(!open)}>
        Anchor
      </button>
      <p>Page text</p>
      <Overlay
        open={open}
        anchor={anchor}
        placement={placement}
        scrollStrategy={scrollStrategy}
        onDismiss={(reason) => onDismiss(reason)}
        className="test-pane"
        data-testid="pane"
      >
        <button>Inside</button>
      </Overlay>
    </>
  );
}

describe('Overlay', () => {
  afterEach(() => {
    document.querySelector('.cdk-overlay-container')?.remove();
  });

  it('renders a pane in the shared container, hidden until positioned', async () => {
    render(<Anchored placement="bottom-start" />);
    const pane = screen.getByTestId('pane');
    expect(pane.parentElement?.className).toBe('cdk-overlay-container');
    expect(pane.parentElement?.parentElement).toBe(document.body);
    expect(pane.classList.contains('cdk-overlay-pane')).toBe(true);
    expect(pane.classList.contains('test-pane')).toBe(true);
    expect(pane.style.visibility).toBe('hidden');
    await waitFor(() => expect(pane.getAttribute('data-placement')).toBe('bottom-start'));
    expect(pane.style.visibility).toBe('');
    expect(pane.style.position).toBe('fixed');
  });

  it('renders nothing while closed and one container for all overlays', async () => {
    render(
      <>
        <Anchored initiallyOpen={false} />
        <Anchored />
        <Anchored />
      </>,
    );
    expect(document.querySelectorAll('.cdk-overlay-container')).toHaveLength(1);
    expect(screen.getAllByTestId('pane')).toHaveLength(2);
  });

  it('resolves before and after from the anchor direction', async () => {
    render(
      <div dir="rtl">
        <Anchored placement="before" />
      </div>,
    );
    const pane = screen.getByTestId('pane');
    await waitFor(() => expect(pane.getAttribute('data-placement')).toBe('right'));
    expect(pane.getAttribute('dir')).toBe('rtl');
  });

  it('flips to the other side when there is no room', async () => {
    render(<Anchored placement="bottom" initiallyOpen={false} />);
    // The anchor sits at the bottom of the viewport and the pane is 200px tall.
    const anchor = screen.getByRole('button', {name: 'Anchor'});
    setLayoutBox(anchor, {x: 100, y: window.innerHeight - 40, width: 80, height: 32});
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(120);
    fireEvent.click(anchor);
    const pane = screen.getByTestId('pane');
    await waitFor(() => expect(pane.getAttribute('data-placement')).toBe('top'));
    expect(parseFloat(pane.style.top)).toBe(window.innerHeight - 40 - 200);
  });

  it('is dismissed by a pointer press outside, not inside or on the anchor', async () => {
    const onDismiss = vi.fn();
    render(<Anchored onDismiss={onDismiss} />);
    const inside = await screen.findByRole('button', {name: 'Inside'});
    fireEvent.pointerDown(inside);
    fireEvent.pointerDown(screen.getByRole('button', {name: 'Anchor'}));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByText('Page text'));
    expect(onDismiss).toHaveBeenCalledWith('outside-pointer');
  });

  it('is dismissed by Escape, the topmost overlay first', () => {
    const first = vi.fn();
    const second = vi.fn();
    render(
      <>
        <Anchored onDismiss={first} />
        <Anchored onDismiss={second} />
      </>,
    );
    fireEvent.keyDown(document.activeElement ?? document.body, {key: 'Escape'});
    expect(second).toHaveBeenCalledWith('escape');
    expect(first).not.toHaveBeenCalled();
  });

  it('stops listening once closed', () => {
    const onDismiss = vi.fn();
    render(<Anchored onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', {name: 'Anchor'}));
    expect(screen.queryByTestId('pane')).toBeNull();
    act(() => {
      fireEvent.keyDown(document.body, {key: 'Escape'});
      fireEvent.pointerDown(document.body);
    });
    expect(onDismiss).not.toHaveBeenCalled();
  });

  describe('scroll strategies', () => {
    it('keeps following the anchor by default: a scroll does not dismiss', () => {
      const onDismiss = vi.fn();
      render(<Anchored onDismiss={onDismiss} />);
      fireEvent.scroll(document);
      expect(onDismiss).not.toHaveBeenCalled();
    });

    it('close: a scroll of the page dismisses, a scroll inside the overlay does not', () => {
      const onDismiss = vi.fn();
      render(<Anchored onDismiss={onDismiss} scrollStrategy="close" />);
      fireEvent.scroll(screen.getByTestId('pane'));
      expect(onDismiss).not.toHaveBeenCalled();
      fireEvent.scroll(document);
      expect(onDismiss).toHaveBeenCalledWith('scroll');
    });

    it('block: the page cannot scroll while the overlay is open', () => {
      const root = document.documentElement;
      root.style.overflow = 'auto';
      render(<Anchored scrollStrategy="block" />);
      expect(root.style.overflow).toBe('hidden');
      expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('stable');
      fireEvent.click(screen.getByRole('button', {name: 'Anchor'}));
      expect(screen.queryByTestId('pane')).toBeNull();
      expect(root.style.overflow).toBe('auto');
      root.style.overflow = '';
    });

    it('block: makes no room for a scrollbar that floats over the page', () => {
      const root = document.documentElement;
      Object.defineProperty(root, 'clientWidth', {configurable: true, value: window.innerWidth});
      try {
        const release = blockPageScroll(document);
        expect(root.style.overflow).toBe('hidden');
        expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('');
        release();
        expect(root.style.overflow).toBe('');
      } finally {
        delete (root as unknown as {clientWidth?: number}).clientWidth;
      }
    });

    it('block: nested blocks release the page when the last one ends, once each', () => {
      const root = document.documentElement;
      const releaseOuter = blockPageScroll(document);
      const releaseInner = blockPageScroll(document);
      releaseInner();
      releaseInner();
      expect(root.style.overflow).toBe('hidden');
      releaseOuter();
      expect(root.style.overflow).toBe('');
    });
  });
});
