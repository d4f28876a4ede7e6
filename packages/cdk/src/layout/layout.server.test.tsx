// @vitest-environment node
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {BreakpointObserver} from './breakpoint-observer';
import {Breakpoints} from './breakpoints';
import {useBreakpoint, useMediaQuery} from './use-breakpoint';

function Status() {
  const {matches, breakpoints} = useBreakpoint([Breakpoints.Handset, Breakpoints.Web]);
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  return (
    <p>
      {String(matches)} {String(breakpoints[Breakpoints.Web])} {String(dark)}
    </p>
  );
}

describe('layout during server rendering', () => {
  it('matches nothing and never touches the window', () => {
    expect(typeof window).toBe('undefined');
    expect(renderToString(<Status />)).toBe(
      '<p>false<!-- --> <!-- -->false<!-- --> <!-- -->false</p>',
    );
    const observer = new BreakpointObserver();
    expect(observer.isMatched(Breakpoints.XSmall)).toBe(false);
  });
});
