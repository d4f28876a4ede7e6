import {use, type ComponentType} from 'react';
import {afterAppStart} from '../../shell/start-guard';
import {loadOnce} from './use-content';

/** A component whose code loads on first use; see {@link deferredPart}. */
export type DeferredPart<P extends object> = ComponentType<P> & {
  /** Starts loading the code (after the page's shell is interactive), for a page about to open. */
  preload(): void;
};

/**
 * A part of a page whose code is a chunk of its own, loaded after the page's shell is
 * interactive (see `afterAppStart`), once: a component that suspends until the chunk arrives and
 * then renders it. Unlike `React.lazy`, a failed load can be tried again (`forgetFailedLoads`).
 */
export function deferredPart<P extends object>(
  key: string,
  load: () => Promise<ComponentType<P>>,
): DeferredPart<P> {
  const code = () => loadOnce(`part:${key}`, () => afterAppStart(load));
  function DeferredPart(props: P) {
    const Component = use(code());
    return <Component {...props} />;
  }
  DeferredPart.displayName = `Deferred(${key})`;
  DeferredPart.preload = () => {
    code().catch(() => {});
  };
  return DeferredPart;
}
