'use client';

import {useControllableState} from '@material-react/cdk/state';
import {useEffectEvent, useLayoutEffect, useState} from 'react';

/** What a step's header circle shows: its number, a pencil, a check mark or an error mark. */
export type StepIndicator = 'number' | 'edit' | 'done' | 'error';

/** The state of one step, as the stepper sees it at this render. */
export interface StepStatus {
  /**
   * Whether the step is completed: its `completed` prop when set, else whether the user moved on
   * from it while it was valid.
   */
  completed: boolean;
  /**
   * Whether the step shows its error state: its `hasError` prop when set, else whether it is
   * invalid after the user left it or tried to.
   */
  error: boolean;
  /** Whether the user can select the step now (always true for the selected step). */
  selectable: boolean;
  /** What the step's header circle shows. */
  indicator: StepIndicator;
}

/** The settings of one step that the state needs. Internal. */
export interface StepSettings {
  /** A key that stays with the step when steps are added or removed. */
  key: string;
  /** Whether the step can be left without being valid in a linear stepper. */
  optional: boolean;
  /** Whether a completed step can be selected again. */
  editable: boolean;
  /** Whether the step's content is valid. */
  isValid: boolean;
  /** Controlled completion, or `undefined` for automatic completion. */
  completed: boolean | undefined;
  /** Controlled error state, or `undefined` for the automatic one. */
  hasError: boolean | undefined;
}

/** Options of {@link useStepperState}. Internal. */
export interface StepperStateOptions {
  /** The steps, in order. */
  steps: readonly StepSettings[];
  /** Whether a step can only be reached once the steps before it are valid (or optional). */
  linear: boolean;
  /** The controlled selected index. */
  selectedIndex: number | undefined;
  /** The first selected index when uncontrolled. */
  defaultSelectedIndex: number;
  /** Called with the index the user (or `next`, `previous`, `reset`) selects. */
  onSelectedIndexChange: ((index: number) => void) | undefined;
}

/** What {@link useStepperState} returns. Internal. */
export interface StepperState {
  /** The selected index, clamped to the steps there are. */
  selected: number;
  /** Asks to select a step; refused when it is not selectable. */
  select: (index: number) => void;
  /** Asks to select the next step that can be entered. */
  next: () => void;
  /** Asks to select the nearest earlier step that can be entered. */
  previous: () => void;
  /** Asks to select the first step and forget which steps were completed or tried. */
  reset: () => void;
  /** The status of the step at an index. */
  status: (index: number) => StepStatus;
}

/** What the stepper remembers of the user's moves. */
interface Memory {
  /** The selected index the memory was last brought up to date with. */
  lastSelected: number;
  /** The keys of the steps the user moved forward from. */
  passed: readonly string[];
  /** The keys of the steps the user tried to move past while they blocked the way. */
  attempted: readonly string[];
}

/** A move asked for by the user or through `useStepper`. */
type Move = {kind: 'select'; index: number} | {kind: 'next'} | {kind: 'previous'} | {kind: 'reset'};

interface Situation {
  steps: readonly StepSettings[];
  linear: boolean;
  selected: number;
  memory: Memory;
}

const clamp = (index: number, count: number) => Math.max(0, Math.min(index, count - 1));
const EMPTY_MEMORY = {passed: [], attempted: []} as const;

/** Brings the memory up to date with a selection: moving forward passes the step left. */
function remember(memory: Memory, steps: readonly StepSettings[], selected: number): Memory {
  if (selected === memory.lastSelected) return memory;
  const leftKey = selected > memory.lastSelected ? steps[memory.lastSelected]?.key : undefined;
  const passed =
    leftKey === undefined || memory.passed.includes(leftKey)
      ? memory.passed
      : [...memory.passed, leftKey];
  return {...memory, lastSelected: selected, passed};
}

function isPassed({steps, memory}: Situation, index: number) {
  return memory.passed.includes(steps[index]?.key ?? '');
}

function isValid({steps}: Situation, index: number) {
  return steps[index]?.isValid !== false;
}

function isCompleted(situation: Situation, index: number) {
  return (
    situation.steps[index]?.completed ?? (isPassed(situation, index) && isValid(situation, index))
  );
}

function hasError(situation: Situation, index: number) {
  const {steps, memory} = situation;
  const touched = isPassed(situation, index) || memory.attempted.includes(steps[index]?.key ?? '');
  return steps[index]?.hasError ?? (touched && !isValid(situation, index));
}

/** Whether a step lets the user past it in a linear stepper. */
function isSatisfied(situation: Situation, index: number) {
  const step = situation.steps[index];
  if (!step) return false;
  if (step.optional) return true;
  return (
    step.completed ??
    (isValid(situation, index) && (isPassed(situation, index) || index === situation.selected))
  );
}

/** A completed step that is not editable is never entered again. */
function isLocked(situation: Situation, index: number) {
  return situation.steps[index]?.editable === false && isCompleted(situation, index);
}

/** The first step before an index that does not let the user past it, or -1. */
function firstBlocker(situation: Situation, index: number) {
  for (let before = 0; before < index; before++) {
    if (!isSatisfied(situation, before)) return before;
  }
  return -1;
}

function isSelectable(situation: Situation, index: number) {
  const {steps, linear, selected} = situation;
  if (index < 0 || index >= steps.length) return false;
  if (index === selected) return true;
  if (isLocked(situation, index)) return false;
  return !linear || index < selected || firstBlocker(situation, index) === -1;
}

function statusOf(situation: Situation, index: number): StepStatus {
  const completed = isCompleted(situation, index);
  const error = hasError(situation, index);
  const editable = situation.steps[index]?.editable !== false;
  let indicator: StepIndicator = 'number';
  if (error) indicator = 'error';
  else if (completed && index !== situation.selected) indicator = editable ? 'edit' : 'done';
  return {completed, error, selectable: isSelectable(situation, index), indicator};
}

/** The step a move goes to, or -1 when it goes nowhere. */
function targetOf(situation: Situation, move: Move): number {
  const {steps, selected} = situation;
  switch (move.kind) {
    case 'select':
      return move.index;
    case 'next':
      for (let index = selected + 1; index < steps.length; index++) {
        if (!isLocked(situation, index)) return index;
      }
      return -1;
    case 'previous':
      for (let index = selected - 1; index >= 0; index--) {
        if (isSelectable(situation, index)) return index;
      }
      return -1;
    case 'reset':
      return 0;
  }
}

/**
 * The bookkeeping of a stepper, with no DOM and no markup: the selected step (controlled or
 * not), which steps are completed or in error, and which ones the user may select. Steps are
 * completed automatically when the user moves forward from them while valid, unless their
 * completion is controlled. In a linear stepper, a step can be reached only when every step before
 * it is satisfied (optional, completed, or the valid current step); trying to get past an
 * unsatisfied step marks it as tried, which shows its error state while it stays invalid.
 *
 * Moves are carried out after the render that follows them, so a handler can change a step's
 * props (make it valid or completed) and then move on in the same event.
 */
export function useStepperState({
  steps,
  linear,
  selectedIndex,
  defaultSelectedIndex,
  onSelectedIndexChange,
}: StepperStateOptions): StepperState {
  const [requested, setRequested] = useControllableState({
    value: selectedIndex,
    defaultValue: defaultSelectedIndex,
    onChange: onSelectedIndexChange,
  });
  const selected = steps.length === 0 ? 0 : clamp(requested, steps.length);

  const [storedMemory, setMemory] = useState<Memory>({lastSelected: selected, ...EMPTY_MEMORY});
  const memory = remember(storedMemory, steps, selected);
  if (memory !== storedMemory) setMemory(memory);
  const situation: Situation = {steps, linear, selected, memory};

  const [moves, setMoves] = useState<readonly Move[]>([]);
  // Carries out the moves against this render's steps, where the props a handler changed before
  // asking (a step made valid) have arrived; the effect runs it when moves are asked for, and
  // only then. Returns what the stepper remembers afterwards.
  const carryOut = useEffectEvent((queued: readonly Move[]): Memory => {
    // Each move sees the step it starts from, and what the moves before it changed.
    let current = situation;
    for (const move of queued) {
      if (move.kind === 'reset') {
        current = {...current, selected: 0, memory: {lastSelected: 0, ...EMPTY_MEMORY}};
        setRequested(0);
        continue;
      }
      const target = targetOf(current, move);
      if (target < 0 || target >= steps.length || target === current.selected) continue;
      if (isSelectable(current, target)) {
        current = {...current, selected: target, memory: remember(current.memory, steps, target)};
        setRequested(target);
      } else if (linear && target > current.selected) {
        const blocker = firstBlocker(current, target);
        const key = steps[blocker]?.key;
        if (key !== undefined && !current.memory.attempted.includes(key)) {
          const attempted = [...current.memory.attempted, key];
          current = {...current, memory: {...current.memory, attempted}};
        }
      }
    }
    return current.memory;
  });
  useLayoutEffect(() => {
    if (moves.length === 0) return;
    const memory = carryOut(moves);
    // Set after the render that follows the event: the outcome depends on the props it brought.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMoves([]);
    setMemory(memory);
  }, [moves]);

  const ask = (move: Move) => setMoves((queued) => [...queued, move]);
  return {
    selected,
    select: (index) => ask({kind: 'select', index}),
    next: () => ask({kind: 'next'}),
    previous: () => ask({kind: 'previous'}),
    reset: () => ask({kind: 'reset'}),
    status: (index) => statusOf(situation, index),
  };
}
