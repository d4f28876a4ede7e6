import {use, type ComponentType} from 'react';
import {loadOnce, preload} from './load-once';
import {afterAppStart} from './start-guard';

/** A component whose code loads on first use; see {@link deferredPart}. */
export type DeferredPart<P extends object> = ComponentType<P> & {
  /** Starts loading the code (after the page's shell is interactive), for a page about to open. */
  preload(): void;
};

/**
 * A part of a page whose code is a chunk of its own, loaded after the page's shell is
 * interactive (see `afterAppStart`), once: a component that suspends until the chunk arrives and
 * then renders it. Unlike `React.lazy`, a failed load can be tried again (`forgetFailedLoads`),
 * and a preload that fails is forgotten (see `preload`).
 */
export function deferredPart<P extends object>(
  key: string,
  load: () => Promise<ComponentType<P>>,
): DeferredPart<P> {
  const partKey = `part:${key}`;
  const loadCode = () => afterAppStart(load);
  function DeferredPart(props: P) {
    const Component = use(loadOnce(partKey, loadCode));
    return <Component {...props} />;
  }
  DeferredPart.displayName = `Deferred(${key})`;
  DeferredPart.preload = () => void preload(partKey, loadCode);
  return DeferredPart;
}
