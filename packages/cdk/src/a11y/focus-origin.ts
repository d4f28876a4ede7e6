'use client';

import {useCallback, useEffect, useMemo, useState} from 'react';

/**
 * What caused an element to receive focus: a key press, a mouse (or pen) press, a touch, or a
 * script with no user interaction behind it.
 */
export type FocusOrigin = 'keyboard' | 'mouse' | 'touch' | 'program';

type InteractionOrigin = Exclude<FocusOrigin, 'program'>;

/**
 * A touch focuses its target only after `touchend` (or the emulated mouse events), so a touch
 * stays the origin for longer than the other interactions. Same value as Angular's FocusMonitor.
 */
const TOUCH_BUFFER_MS = 650;
const MODIFIER_KEYS = new Set(['Alt', 'AltGraph', 'Control', 'Meta', 'Shift', 'OS']);

let currentOrigin: InteractionOrigin | null = null;
let originTimer: ReturnType<typeof setTimeout> | undefined;
const trackedDocuments = new Map<Document, {count: number; stop: () => void}>();

function setOrigin(origin: InteractionOrigin): void {
  currentOrigin = origin;
  clearTimeout(originTimer);
  // The focus an interaction causes happens in the same task (keydown, pointerdown) or, for touch,
  // a little later; anything after that is the program moving focus on its own.
  originTimer = setTimeout(
    () => {
      currentOrigin = null;
    },
    origin === 'touch' ? TOUCH_BUFFER_MS : 1,
  );
}

function onKeyDown(event: KeyboardEvent): void {
  if (!MODIFIER_KEYS.has(event.key)) setOrigin('keyboard');
}

function onPointerDown(event: PointerEvent): void {
  setOrigin(event.pointerType === 'touch' ? 'touch' : 'mouse');
}

function onMouseDown(): void {
  // A mousedown emulated after a touch keeps the touch origin.
  if (currentOrigin !== 'touch') setOrigin('mouse');
}

function onTouchStart(): void {
  setOrigin('touch');
}

/**
 * Starts listening for the interactions that decide focus origins in `doc`. Calls are counted;
 * call the returned function to stop. Components that read {@link getFocusOrigin} start tracking
 * themselves; call this earlier only if a focus before the first such component mounts matters.
 */
export function trackFocusOrigin(doc: Document = document): () => void {
  const existing = trackedDocuments.get(doc);
  if (existing) {
    existing.count++;
  } else {
    const options = {capture: true, passive: true};
    doc.addEventListener('keydown', onKeyDown, options);
    doc.addEventListener('pointerdown', onPointerDown, options);
    doc.addEventListener('mousedown', onMouseDown, options);
    doc.addEventListener('touchstart', onTouchStart, options);
    trackedDocuments.set(doc, {
      count: 1,
      stop: () => {
        doc.removeEventListener('keydown', onKeyDown, options);
        doc.removeEventListener('pointerdown', onPointerDown, options);
        doc.removeEventListener('mousedown', onMouseDown, options);
        doc.removeEventListener('touchstart', onTouchStart, options);
      },
    });
  }
  let stopped = false;
  return () => {
    const entry = trackedDocuments.get(doc);
    if (stopped || !entry) return;
    stopped = true;
    if (--entry.count === 0) {
      entry.stop();
      trackedDocuments.delete(doc);
    }
  };
}

/**
 * The origin of a focus change happening now: call it from a `focus` or `focusin` handler. Needs
 * tracking to be on (see {@link trackFocusOrigin}); without it every focus counts as `'program'`.
 */
export function getFocusOrigin(): FocusOrigin {
  return currentOrigin ?? 'program';
}

/** What {@link useFocusOrigin} returns. */
export interface FocusOriginResult {
  /** How the element got its current focus, or `null` while it is not focused. */
  focusOrigin: FocusOrigin | null;
  /** Whether the element is focused and the focus came from the keyboard. */
  isFocusVisible: boolean;
  /** Handlers to spread on the element whose focus is tracked. */
  focusProps: {
    /** Records the origin when the element itself receives focus. */
    onFocus: (event: React.FocusEvent) => void;
    /** Clears the origin when the element loses focus. */
    onBlur: (event: React.FocusEvent) => void;
  };
}

/**
 * Tracks how an element was focused, to show keyboard-only affordances (a focus ring, a tooltip)
 * in script. Spread `focusProps` on the element. For plain styling prefer CSS `:focus-visible`.
 */
export function useFocusOrigin(): FocusOriginResult {
  const [focusOrigin, setFocusOrigin] = useState<FocusOrigin | null>(null);
  useEffect(() => trackFocusOrigin(), []);
  const onFocus = useCallback((event: React.FocusEvent) => {
    if (event.target === event.currentTarget) setFocusOrigin(getFocusOrigin());
  }, []);
  const onBlur = useCallback((event: React.FocusEvent) => {
    if (event.target === event.currentTarget) setFocusOrigin(null);
  }, []);
  const focusProps = useMemo(() => ({onFocus, onBlur}), [onFocus, onBlur]);
  return {focusOrigin, isFocusVisible: focusOrigin === 'keyboard', focusProps};
}
