/**
 * The helpers the examples' tests share. They live in this unpublished package, not in the
 * published `@material-react/cdk/testing`, whose helpers need no particular test runner or
 * rendering library: these render with Testing Library and fake timers with Vitest.
 */
export {fakeTimeouts} from './fake-timeouts';
export {renderInMain, type RenderInMainOptions} from './render-in-main';
