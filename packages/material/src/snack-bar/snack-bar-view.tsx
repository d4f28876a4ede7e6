'use client';

import {useEffect, useEffectEvent, useLayoutEffect, useRef} from 'react';
import {Button} from '../button';
import type {ActiveSnackBar} from './snack-bar-store';
import './snack-bar.css';

/** Props of {@link SnackBarView}. */
interface SnackBarViewProps {
  /** The snack bar to show. */
  snackBar: ActiveSnackBar;
}

/**
 * One snack bar on screen: the message, the optional action, and the timer that dismisses it.
 * The timer stops while the pointer rests on the snack bar or focus is inside it, and starts
 * again with the time that was left.
 */
export function SnackBarView({snackBar}: SnackBarViewProps) {
  const {ref, config} = snackBar;
  const element = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const hovered = useRef(false);
  const focused = useRef(false);
  const timer = useRef({
    handle: undefined as ReturnType<typeof setTimeout> | undefined,
    remaining: config.duration,
    startedAt: 0,
  });

  const timed = config.duration > 0 && Number.isFinite(config.duration);

  const start = () => {
    const state = timer.current;
    if (!timed || state.handle !== undefined || hovered.current || focused.current) return;
    state.startedAt = Date.now();
    state.handle = setTimeout(() => ref.dismiss(), state.remaining);
  };
  const pause = () => {
    const state = timer.current;
    if (state.handle === undefined) return;
    clearTimeout(state.handle);
    state.handle = undefined;
    state.remaining = Math.max(0, state.remaining - (Date.now() - state.startedAt));
  };

  // The timer starts once, when the snack bar shows (a replacement is a new component), and the
  // pointer and focus pause it; these read the timer as it is then.
  const startTimer = useEffectEvent(start);
  const pauseTimer = useEffectEvent(pause);
  useEffect(() => {
    startTimer();
    return () => pauseTimer();
  }, []);

  // When the snack bar goes while focus is on its action, focus goes back to where it came from
  // rather than being lost. Layout cleanups run while the element is still in the document.
  useLayoutEffect(() => {
    const node = element.current;
    return () => {
      const doc = node?.ownerDocument;
      if (node && doc && node.contains(doc.activeElement) && returnFocusTo.current?.isConnected) {
        returnFocusTo.current.focus();
      }
    };
  }, []);

  const classes = ['mat-snack-bar', config.className].filter(Boolean).join(' ');
  return (
    <div
      className="mat-snack-bar-pane"
      data-horizontal-position={config.horizontalPosition}
      data-vertical-position={config.verticalPosition}
    >
      <div
        ref={element}
        className={classes}
        data-has-action={ref.action ? '' : undefined}
        onPointerEnter={() => {
          hovered.current = true;
          pause();
        }}
        onPointerLeave={() => {
          hovered.current = false;
          start();
        }}
        onFocus={(event) => {
          const from = event.relatedTarget;
          if (
            !focused.current &&
            from instanceof HTMLElement &&
            !event.currentTarget.contains(from)
          ) {
            returnFocusTo.current = from;
          }
          focused.current = true;
          pause();
        }}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
          focused.current = false;
          start();
        }}
      >
        <div className="mat-snack-bar-label">{ref.message}</div>
        {ref.action && (
          <div className="mat-snack-bar-actions">
            <Button className="mat-snack-bar-action" onClick={() => ref.dismissWithAction()}>
              {ref.action}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
