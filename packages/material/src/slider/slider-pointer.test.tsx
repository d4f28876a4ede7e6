import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {fireEvent, render} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {layOutTrack, move, press, release, root, slider, thumb, Volume} from './slider.test-utils';

describe('Slider pointer', () => {
  it('moves the thumb to a press on the track, drags, snaps and commits on release', () => {
    const onValueChange = vi.fn();
    const onValueCommit = vi.fn();
    render(
      <Volume
        step={5}
        defaultValue={0}
        onValueChange={onValueChange}
        onValueCommit={onValueCommit}
      />,
    );
    layOutTrack();
    press(147); // 23.5 snaps to 25
    expect(slider().value).toBe('25');
    expect(document.activeElement).toBe(slider());
    expect(root().hasAttribute('data-dragging')).toBe(true);
    expect(thumb().hasAttribute('data-dragging')).toBe(true);
    move(251); // 75.5 snaps to 75
    expect(slider().value).toBe('75');
    move(500); // past the end: the maximum
    expect(slider().value).toBe('100');
    move(0); // past the start: the minimum
    expect(slider().value).toBe('0');
    move(201);
    expect(onValueCommit).not.toHaveBeenCalled();
    release(201);
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([25, 75, 100, 0, 50]);
    expect(onValueCommit.mock.calls).toEqual([[50]]);
    expect(root().hasAttribute('data-dragging')).toBe(false);
    // After the release, moving the pointer changes nothing.
    move(300);
    expect(slider().value).toBe('50');
  });

  it('commits nothing when a drag ends where it started', () => {
    const onValueCommit = vi.fn();
    render(<Volume defaultValue={50} onValueCommit={onValueCommit} />);
    layOutTrack();
    press(200);
    move(260);
    move(200);
    fireEvent.pointerCancel(root(), {pointerId: 1});
    expect(slider().value).toBe('50');
    expect(onValueCommit).not.toHaveBeenCalled();
    expect(root().hasAttribute('data-dragging')).toBe(false);
  });

  it('follows only the pointer that started the drag, and only the main button', () => {
    render(<Volume defaultValue={10} />);
    layOutTrack();
    press(200, 52, {button: 2, pointerType: 'mouse'});
    expect(slider().value).toBe('10');
    press(200, 52, {pointerType: 'touch'});
    expect(slider().value).toBe('50');
    fireEvent.pointerMove(root(), {clientX: 280, clientY: 52, pointerId: 2});
    expect(slider().value).toBe('50');
    fireEvent.pointerUp(root(), {clientX: 280, clientY: 52, pointerId: 2});
    expect(root().hasAttribute('data-dragging')).toBe(true);
    fireEvent.lostPointerCapture(root(), {pointerId: 1});
    expect(root().hasAttribute('data-dragging')).toBe(false);
  });

  it('ignores a press while the track has no size, as when it is hidden', () => {
    const onValueChange = vi.fn();
    render(<Volume defaultValue={60} onValueChange={onValueChange} />);
    press(150);
    expect(slider().value).toBe('60');
    expect(root().hasAttribute('data-dragging')).toBe(false);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('captures the pointer on the root', () => {
    render(<Volume />);
    layOutTrack();
    const capture = vi.fn();
    Object.defineProperty(root(), 'setPointerCapture', {value: capture, configurable: true});
    press(120);
    expect(capture).toHaveBeenCalledWith(1);
  });

  it('ignores the pointer and the keys when disabled, and leaves the tab order', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Volume disabled defaultValue={20} onValueChange={onValueChange} name="volume" />);
    expect(slider().disabled).toBe(true);
    expect(root().hasAttribute('data-disabled')).toBe(true);
    layOutTrack();
    press(250);
    release(250);
    await user.tab();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(slider(), {key: 'ArrowRight'});
    expect(onValueChange).not.toHaveBeenCalled();
    expect(slider().value).toBe('20');
    expect(document.querySelector<HTMLInputElement>('input[name="volume"]')!.disabled).toBe(true);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('lets a second finger not take over a drag, but a new primary pointer restart one', () => {
    render(<Volume defaultValue={10} />);
    layOutTrack();
    press(200, 52, {pointerType: 'touch', isPrimary: true});
    expect(slider().value).toBe('50');
    fireEvent.pointerDown(root(), {clientX: 280, clientY: 52, pointerId: 2, isPrimary: false});
    expect(slider().value).toBe('50');
    // The first drag's release was never seen; a new primary press starts over.
    fireEvent.pointerDown(root(), {clientX: 120, clientY: 52, pointerId: 5, isPrimary: true});
    expect(slider().value).toBe('10');
    fireEvent.pointerMove(root(), {clientX: 140, clientY: 52, pointerId: 5});
    expect(slider().value).toBe('20');
    move(300);
    expect(slider().value).toBe('20');
  });

  it('stops following the pointer when disabled during a drag', () => {
    const {rerender} = render(<Volume defaultValue={10} />);
    layOutTrack();
    press(200);
    rerender(<Volume defaultValue={10} disabled />);
    move(280);
    expect(slider().value).toBe('50');
  });
});
