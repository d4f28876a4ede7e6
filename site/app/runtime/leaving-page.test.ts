import {describe, expect, it, vi} from 'vitest';
import {leavingPage, whenLeavingPage} from './leaving-page';

describe('whenLeavingPage', () => {
  it('calls each callback as the visitor leaves a page, until it stops listening', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = whenLeavingPage(first);
    const stopSecond = whenLeavingPage(second);
    leavingPage();
    stopFirst();
    leavingPage();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    stopSecond();
  });
});
