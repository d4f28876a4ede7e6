import {act, fireEvent, render, screen} from '@testing-library/react';
import {clearAnnouncements, LIVE_ANNOUNCER_CLASS} from '@material-react/cdk/a11y';
import axe from 'axe-core';
import {useEffect} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {SnackBarProvider, useSnackBar, type SnackBarController} from './snack-bar';
import type {SnackBarConfig} from './snack-bar-store';

let controller: SnackBarController;

function Capture() {
  const snackBar = useSnackBar();
  useEffect(() => {
    controller = snackBar;
  }, [snackBar]);
  return (
    <main>
      <button>Archive</button>
    </main>
  );
}

function setup(withProvider = true) {
  render(
    withProvider ? (
      <SnackBarProvider>
        <Capture />
      </SnackBarProvider>
    ) : (
      <Capture />
    ),
  );
}

function open(message: string, action?: string, config?: SnackBarConfig) {
  let ref!: ReturnType<SnackBarController['open']>;
  act(() => {
    ref = controller.open(message, action, config);
  });
  return ref;
}

const snackBars = () => document.querySelectorAll('.mat-snack-bar');
const liveRegion = () => document.querySelector(`.${LIVE_ANNOUNCER_CLASS}`);

afterEach(() => {
  act(() => controller?.dismiss());
  clearAnnouncements();
  vi.useRealTimers();
});

describe('SnackBar', () => {
  it('shows the message and action in the overlay container and announces it', async () => {
    vi.useFakeTimers();
    setup();
    const ref = open('Message archived', 'Undo', {politeness: 'assertive'});
    const snackBar = snackBars()[0]!;
    expect(snackBar.closest('.cdk-overlay-container')).not.toBeNull();
    expect(snackBar.querySelector('.mat-snack-bar-label')?.textContent).toBe('Message archived');
    expect(screen.getByRole('button', {name: 'Undo'})).toBeTruthy();
    expect(ref.action).toBe('Undo');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(liveRegion()?.textContent).toBe('Message archived');
    expect(liveRegion()?.getAttribute('aria-live')).toBe('assertive');
    vi.useRealTimers();
    // The snack bar lives in the overlay container, outside the page's landmarks by design.
    const results = await axe.run(document.body, {rules: {region: {enabled: false}}});
    expect(results.violations).toEqual([]);
  });

  it('resolves onAction and afterDismissed when the action is pressed', async () => {
    setup();
    const ref = open('Deleted', 'Undo');
    const onAction = vi.fn();
    void ref.onAction().then(onAction);
    fireEvent.click(screen.getByRole('button', {name: 'Undo'}));
    await expect(ref.afterDismissed()).resolves.toEqual({dismissedByAction: true});
    expect(onAction).toHaveBeenCalled();
    expect(snackBars()).toHaveLength(0);
  });

  it('replaces the current snack bar with a new one', async () => {
    setup();
    const first = open('First');
    const second = open('Second', 'OK');
    await expect(first.afterDismissed()).resolves.toEqual({dismissedByAction: false});
    expect(snackBars()).toHaveLength(1);
    expect(snackBars()[0]!.textContent).toContain('Second');
    act(() => first.dismiss());
    expect(snackBars()).toHaveLength(1);
    act(() => second.dismiss());
    expect(snackBars()).toHaveLength(0);
  });

  it('dismisses itself after its duration, paused while hovered or focused', async () => {
    vi.useFakeTimers();
    setup();
    const ref = open('Saved', 'View', {duration: 3000});
    const dismissed = vi.fn();
    void ref.afterDismissed().then(dismissed);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const snackBar = snackBars()[0]!;
    fireEvent.pointerEnter(snackBar);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(snackBars()).toHaveLength(1);
    fireEvent.pointerLeave(snackBar);
    fireEvent.focus(screen.getByRole('button', {name: 'View'}));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(snackBars()).toHaveLength(1);
    fireEvent.blur(screen.getByRole('button', {name: 'View'}));
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(snackBars()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(snackBars()).toHaveLength(0);
    expect(dismissed).toHaveBeenCalledWith({dismissedByAction: false});
  });

  it('stays without a duration and takes its position', async () => {
    vi.useFakeTimers();
    setup();
    open('Offline', undefined, {duration: 0, horizontalPosition: 'end', verticalPosition: 'top'});
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const pane = document.querySelector<HTMLElement>('.mat-snack-bar-pane')!;
    expect(pane.dataset.horizontalPosition).toBe('end');
    expect(pane.dataset.verticalPosition).toBe('top');
    expect(snackBars()).toHaveLength(1);
  });

  it('gives focus back when it closes with focus on its action', () => {
    setup();
    const archive = screen.getByRole('button', {name: 'Archive'});
    archive.focus();
    open('Archived', 'Undo');
    const undo = screen.getByRole('button', {name: 'Undo'});
    act(() => undo.focus());
    expect(document.activeElement).toBe(undo);
    act(() => undo.click());
    expect(document.activeElement).toBe(archive);
  });

  it('works without a provider by mounting a host of its own', async () => {
    setup(false);
    await act(async () => {
      controller.open('No provider here');
    });
    expect(snackBars()).toHaveLength(1);
    expect(snackBars()[0]!.textContent).toContain('No provider here');
    expect(document.querySelectorAll('.mat-snack-bar-host')).toHaveLength(1);
    await act(async () => {
      controller.open('Still one host');
    });
    expect(document.querySelectorAll('.mat-snack-bar-host')).toHaveLength(1);
    expect(snackBars()).toHaveLength(1);
  });
});
