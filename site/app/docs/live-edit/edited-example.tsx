import {Component, createElement, useEffect, useMemo, useState, type ReactNode} from 'react';
import {useContent} from '../content/use-content';
import {withEdits, type EditedFiles} from './example-edits';
import {ExampleCodeError, findErrorPosition, linkExample, type CodePosition} from './link-example';
import {isLiveImportAllowed, loadLiveModule} from './live-modules';
import {prepareExternals, runExample, type RunningExample} from './run-example';
import './live-edit.css';

/** A problem to show in place of the example. */
interface Problem {
  kind: 'compile' | 'runtime';
  message: string;
  position: CodePosition | null;
}

function describe(error: unknown, fileByUrl: ReadonlyMap<string, string>): Problem {
  if (error instanceof ExampleCodeError) {
    return {kind: 'compile', message: error.message, position: error.position};
  }
  const message = error instanceof Error ? error.message : String(error);
  return {kind: 'runtime', message, position: findErrorPosition(error, fileByUrl)};
}

/** The message shown inside the example for a compile or run-time error. */
function ProblemMessage({problem}: {problem: Problem}) {
  const where = problem.position
    ? `${problem.position.file}, line ${problem.position.line}${problem.position.column ? `, column ${problem.position.column}` : ''}`
    : null;
  return (
    <div role="alert" className="docs-live-problem">
      <p className="docs-live-problem-title">
        {problem.kind === 'compile'
          ? 'The example could not be compiled'
          : 'The example stopped with an error'}
        {where && <span className="docs-live-problem-where">{` (${where})`}</span>}
      </p>
      <pre className="docs-live-problem-message">{problem.message}</pre>
      <p className="docs-live-problem-hint">It comes back as soon as the code is fixed.</p>
    </div>
  );
}

interface BoundaryProps {
  fileByUrl: ReadonlyMap<string, string>;
  children: ReactNode;
}

/** Catches errors thrown while the edited example renders or runs its effects. */
class RenderErrorBoundary extends Component<BoundaryProps, {error: unknown}> {
  override state = {error: null as unknown};
  static getDerivedStateFromError(error: unknown) {
    return {error: error ?? new Error('Unknown error')};
  }
  override render() {
    if (this.state.error === null) return this.props.children;
    return <ProblemMessage problem={describe(this.state.error, this.props.fileByUrl)} />;
  }
}

/** Props of {@link EditedExample}. */
export interface EditedExampleProps {
  exampleId: string;
  /** The file whose component is the example. */
  entryFile: string;
  /** The exported component to show. */
  componentName: string;
  /** Every file of the example, edited or not. */
  files: EditedFiles;
  /** Called once the example has run (or failed) with the current files. */
  onSettled?: () => void;
}

interface Run {
  running: RunningExample | null;
  stylesheets: {file: string; code: string}[];
  problem: Problem | null;
  version: number;
}

/**
 * Runs an example from edited files: compiles them, loads them as modules wired to the page's
 * React and library, and shows the component. A compile error, an error while rendering and an
 * error thrown later by the example's code (in an event handler, a timer, a promise) show a
 * message with the file and line in place of the example; the rest of the page is untouched.
 * Its stylesheets apply inside the example only (`@scope`).
 */
export function EditedExample({
  exampleId,
  entryFile,
  componentName,
  files,
  onSettled,
}: EditedExampleProps) {
  const [run, setRun] = useState<Run>({running: null, stylesheets: [], problem: null, version: 0});

  useEffect(() => {
    let cancelled = false;
    let started: RunningExample | null = null;
    linkExample(files, entryFile, isLiveImportAllowed)
      .then(async (linked) => {
        const running = await runExample(linked, componentName, loadLiveModule);
        started = running;
        if (cancelled) return;
        setRun((previous) => ({
          running,
          stylesheets: linked.stylesheets,
          problem: null,
          version: previous.version + 1,
        }));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setRun((previous) => ({...previous, problem: describe(error, new Map())}));
      })
      .finally(() => {
        if (!cancelled) onSettled?.();
      });
    return () => {
      cancelled = true;
      started?.dispose();
    };
    // onSettled is a notification only: a new one must not run the example again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [files, entryFile, componentName]);

  // Errors thrown by the example's code outside rendering reach the window: claim those whose
  // stack passes through this example's modules.
  const fileByUrl = run.running?.fileByUrl;
  useEffect(() => {
    if (!fileByUrl) return;
    const claim = (error: unknown, event: Event) => {
      const position = findErrorPosition(error, fileByUrl);
      if (!position) return;
      event.preventDefault();
      const message = error instanceof Error ? error.message : String(error);
      setRun((previous) => ({...previous, problem: {kind: 'runtime', message, position}}));
    };
    const onError = (event: ErrorEvent) => claim(event.error, event);
    const onRejection = (event: PromiseRejectionEvent) => claim(event.reason, event);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [fileByUrl]);

  const styles = run.stylesheets
    .map((sheet) => `@scope ([data-live-example="${exampleId}"]) {\n${sheet.code}\n}`)
    .join('\n');
  return (
    <div data-live-example={exampleId} className="docs-live-example">
      {styles && <style>{styles}</style>}
      {run.problem ? (
        <ProblemMessage problem={run.problem} />
      ) : run.running ? (
        <RenderErrorBoundary key={run.version} fileByUrl={run.running.fileByUrl}>
          {createElement(run.running.component)}
        </RenderErrorBoundary>
      ) : (
        <p className="docs-example-loading">Running the edited example…</p>
      )}
    </div>
  );
}

/**
 * Gets the runner ready for an example's first edit: compiles its files once (the compiler warms
 * up) and makes the modules for the packages it imports. Errors are left for the real run.
 */
export async function prepareRunner(files: EditedFiles, entryFile: string): Promise<void> {
  try {
    const linked = await linkExample(files, entryFile, isLiveImportAllowed);
    await prepareExternals(linked.externals, loadLiveModule);
  } catch {
    // The real run reports what is wrong.
  }
}

/** Props of {@link EditedExampleView}. */
export interface EditedExampleViewProps extends Omit<EditedExampleProps, 'files'> {
  /** The files that differ from the originals. */
  edits: EditedFiles;
}

/** An example run from its original files with the edits laid over them. */
export function EditedExampleView({edits, ...props}: EditedExampleViewProps) {
  const sources = useContent('example-source', props.exampleId);
  const files = useMemo(
    () =>
      withEdits(Object.fromEntries((sources ?? []).map((file) => [file.name, file.code])), edits),
    [sources, edits],
  );
  return <EditedExample {...props} files={files} />;
}
