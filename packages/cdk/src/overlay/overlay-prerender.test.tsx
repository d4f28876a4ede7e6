import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {useState} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Overlay} from './overlay';
import {useOpenIntent} from './use-open-intent';

function Prerendered({
  prerender = true,
  onDismiss = () => {},
}: {
  prerender?: boolean;
  onDismiss?: (reason: string) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const intent = useOpenIntent(anchor);
  return (
    <>
      <button ref={setAnchor} onClick={() => setOpen(!open)}>
        Anchor
      </button>
      <Overlay
        open={open}
        anchor={anchor}
        prerender={prerender && intent}
        onDismiss={(reason) => {
          onDismiss(reason);
          setOpen(false);
        }}
        data-testid="pane"
      >
        <button>Inside</button>
      </Overlay>
    </>
  );
}

const anchorButton = () => screen.getByRole('button', {name: 'Anchor'});

describe('Overlay prerender', () => {
  afterEach(() => {
    document.querySelector('.cdk-overlay-container')?.remove();
  });

  it('renders nothing until the trigger looks about to be used', () => {
    render(<Prerendered />);
    expect(screen.queryByTestId('pane')).toBeNull();
  });

  it('renders the content hidden once the pointer reaches the trigger', async () => {
    render(<Prerendered />);
    fireEvent.pointerEnter(anchorButton());
    const pane = await screen.findByTestId('pane');
    expect(pane.style.visibility).toBe('hidden');
    expect(pane.hasAttribute('data-placement')).toBe(false);
    // Hidden content is out of reach: no role query finds it.
    expect(screen.queryByRole('button', {name: 'Inside'})).toBeNull();
  });

  it('renders the content hidden once focus moves to the trigger', async () => {
    render(<Prerendered />);
    act(() => anchorButton().focus());
    expect((await screen.findByTestId('pane')).style.visibility).toBe('hidden');
  });

  it('never renders ahead without prerender', () => {
    render(<Prerendered prerender={false} />);
    fireEvent.pointerEnter(anchorButton());
    act(() => anchorButton().focus());
    expect(screen.queryByTestId('pane')).toBeNull();
  });

  it('opens the same pane, placed, and keeps it hidden once closed', async () => {
    render(<Prerendered />);
    fireEvent.pointerEnter(anchorButton());
    const pane = await screen.findByTestId('pane');
    fireEvent.click(anchorButton());
    await waitFor(() => expect(pane.getAttribute('data-placement')).toBe('bottom'));
    expect(screen.getByTestId('pane')).toBe(pane);
    expect(pane.style.visibility).toBe('');
    expect(screen.getByRole('button', {name: 'Inside'})).toBeTruthy();

    fireEvent.click(anchorButton());
    expect(screen.getByTestId('pane')).toBe(pane);
    expect(pane.style.visibility).toBe('hidden');
    expect(pane.hasAttribute('data-placement')).toBe(false);
    expect(screen.queryByRole('button', {name: 'Inside'})).toBeNull();
  });

  it('stays hidden when it opens again until it is placed anew', async () => {
    render(<Prerendered />);
    fireEvent.pointerEnter(anchorButton());
    const pane = await screen.findByTestId('pane');
    fireEvent.click(anchorButton());
    await waitFor(() => expect(pane.style.visibility).toBe(''));
    fireEvent.click(anchorButton());
    // Reopened: the render that opens it keeps it hidden; the placement shows it.
    fireEvent.click(anchorButton());
    expect(pane.style.visibility).toBe('hidden');
    await waitFor(() => expect(pane.style.visibility).toBe(''));
    expect(pane.getAttribute('data-placement')).toBe('bottom');
  });

  it('is not dismissed while closed, and is once open', async () => {
    const onDismiss = vi.fn();
    render(<Prerendered onDismiss={onDismiss} />);
    fireEvent.pointerEnter(anchorButton());
    await screen.findByTestId('pane');
    fireEvent.keyDown(document, {key: 'Escape'});
    fireEvent.pointerDown(document.body);
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getByTestId('pane').style.visibility).toBe('hidden');

    fireEvent.click(anchorButton());
    fireEvent.keyDown(document, {key: 'Escape'});
    expect(onDismiss).toHaveBeenCalledWith('escape');
  });
});
