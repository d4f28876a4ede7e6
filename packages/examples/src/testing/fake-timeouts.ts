import {vi} from 'vitest';

/**
 * Fakes `setTimeout` and `clearTimeout` only, for an example whose stand-in server or network
 * answers after a delay: the test decides when. Testing Library advances fake timers only through
 * a global `jest`, which this stands in for. Undo it in `afterEach` with `vi.unstubAllGlobals()`
 * and `vi.useRealTimers()`.
 */
export function fakeTimeouts(): void {
  vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
  vi.stubGlobal('jest', {advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms)});
}
