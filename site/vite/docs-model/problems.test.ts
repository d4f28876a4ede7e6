import {describe, expect, it, vi} from 'vitest';
import {reportProblem} from './problems';

describe('reportProblem', () => {
  it('fails a build with the message, warning nothing', () => {
    const warn = vi.fn();
    expect(() => reportProblem({environment: {mode: 'build'}, warn}, 'No keyboard table.')).toThrow(
      'No keyboard table.',
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns in the dev server and goes on', () => {
    const warn = vi.fn();
    reportProblem({environment: {mode: 'dev'}, warn}, 'Component tokens: one missing.');
    expect(warn).toHaveBeenCalledWith('Component tokens: one missing.');
  });

  it('warns when the hook names no environment', () => {
    const warn = vi.fn();
    reportProblem({warn}, 'An undocumented token.');
    expect(warn).toHaveBeenCalledWith('An undocumented token.');
  });
});
