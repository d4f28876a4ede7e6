import codeIcon from '@material-symbols/svg-400/outlined/code.svg?raw';
import downloadIcon from '@material-symbols/svg-400/outlined/download.svg?raw';
import editIcon from '@material-symbols/svg-400/outlined/edit.svg?raw';
import linkIcon from '@material-symbols/svg-400/outlined/link.svg?raw';
import rightToLeftIcon from '@material-symbols/svg-400/outlined/format_textdirection_r_to_l.svg?raw';
import {announce} from '@material-react/cdk/a11y';
import {DirectionProvider} from '@material-react/cdk/bidi';
import {useClipboard} from '@material-react/cdk/clipboard';
import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {Tooltip} from '@material-react/material/tooltip';
import {
  createElement,
  Suspense,
  use,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import {loadOnce} from '../../runtime/load-once';
import {ContentErrorBoundary} from '../content/content-error-boundary';
import {deferredPart} from '../../runtime/deferred-part';
import {HydrationRegion, RegionLive} from '../../runtime/hydration-region';
import {createViewportGate} from '../../runtime/near-viewport';
import type {ExampleHeadingLevel, PageExample} from '../content/doc-content';
import {loadContent} from '../content/use-content';
import {withEdits} from '../live-edit/example-edits';
import {useExampleEdits} from '../live-edit/use-example-edits';
import {
  KEEP_HEIGHT_ATTRIBUTE,
  keptHeights,
  PLACEHOLDER_ATTRIBUTE,
  reserveKeptHeight,
} from '../../runtime/kept-heights';
import {exampleLink} from './example-link';
import {ExampleSourceView} from './example-source';
import './example-viewer.css';

/**
 * The component of an example, loaded once: each example's code is a chunk of its own. The load
 * starts in a task of its own rather than in the render that asks for it, so that its work (the
 * bundler's preloading of the chunk's dependencies and stylesheet) does not hold up the page
 * being rendered.
 */
function examplePromise(example: PageExample): Promise<ComponentType> {
  return loadOnce(`example:${example.id}`, () =>
    typeof window === 'undefined'
      ? example.load()
      : new Promise((resolve) => setTimeout(resolve)).then(example.load),
  );
}

// Live editing loads when a visitor presses Edit or the page holds edits for an example.
// The runner (compiler and module wiring) and the editor are chunks of their own: a page with
// stored edits runs them without loading the editor.
const LiveEditor = deferredPart('live-editor', () =>
  import('../live-edit/live-editor').then((module) => module.LiveEditor),
);
const EditedExampleView = deferredPart('edited-example', () =>
  import('../live-edit/edited-example').then((module) => module.EditedExampleView),
);

function LiveExample({
  example,
  nearViewport,
  onReady,
}: {
  example: PageExample;
  nearViewport: Promise<void>;
  onReady: () => void;
}) {
  // Until the example nears the viewport (or is pressed), its prerendered HTML stands in for it
  // and its code waits; so does an example a page navigated to shows below the fold.
  use(nearViewport);
  useEffect(onReady, [onReady]);
  // The component comes from the cached module, so it is the same one on every render (the
  // state of a live example survives re-renders of the page).
  return createElement(use(examplePromise(example)));
}

/**
 * Stands in for an example whose code has not come to life yet, in the example's box, which takes
 * the height the example had when the visitor last left a page showing it (see `KeptHeights`):
 * a page shown again is laid out as the visitor left it, and the example moves nothing when it
 * arrives.
 */
function ExamplePlaceholder({exampleId}: {exampleId: string}) {
  const placeholder = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => reserveKeptHeight(placeholder.current!, exampleId), [exampleId]);
  return (
    <p ref={placeholder} className="docs-example-loading" {...{[PLACEHOLDER_ATTRIBUTE]: ''}}>
      Loading the example…
    </p>
  );
}

/** Props of {@link ExampleViewer}. */
export interface ExampleViewerProps {
  /** The example, as the page's content module describes it. */
  example: PageExample;
  /** The heading level of the example's title; none makes it plain text. */
  headingLevel?: ExampleHeadingLevel;
}

/**
 * A live example in a documentation page: its title, a link to it, its source files and the
 * example itself, isolated so that a failing example leaves the rest of the page working.
 */
export function ExampleViewer({example, headingLevel}: ExampleViewerProps) {
  const [showSource, setShowSource] = useState(false);
  // Whether the example is shown mirrored, as readers of Arabic or Hebrew get it: the `dir`
  // attribute lays it out and the provider tells the components that read the direction while
  // rendering (arrow keys, sliders, overlays' sides). Always rendered, so that a toggle keeps the
  // example's state rather than mounting it again.
  const [rightToLeft, setRightToLeft] = useState(false);
  const direction = rightToLeft ? 'rtl' : 'ltr';
  const [ready, setReady] = useState(false);
  const markReady = useCallback(() => setReady(true), []);
  const {copy} = useClipboard();
  const sourceId = useId();
  const editorId = useId();
  const {edits, fromLink, setEdits} = useExampleEdits(example.id);
  // Closed until the visitor opens it, except that a link with edits opens it, so the visitor
  // sees the code it carries.
  const [editorToggled, setEditorOpen] = useState<boolean | null>(null);
  const editorOpen = editorToggled ?? fromLink;
  const editButton = useRef<HTMLButtonElement>(null);
  const [downloading, setDownloading] = useState(false);
  const [{promise: nearViewport, attach: watchBody}] = useState(createViewportGate);
  // The first viewer to come to life starts keeping the examples' heights, while the page still
  // shows them as prerendered.
  useLayoutEffect(() => void keptHeights(), []);

  const Title = headingLevel ? (`h${headingLevel}` as const) : 'div';

  const download = async () => {
    setDownloading(true);
    try {
      const [{downloadProject}, sources] = await Promise.all([
        import('../live-edit/download-project'),
        loadContent('example-source', example.id),
      ]);
      const originals = Object.fromEntries((sources ?? []).map((file) => [file.name, file.code]));
      await downloadProject({
        exampleId: example.id,
        title: example.title,
        componentName: example.componentName,
        primaryFile: example.primaryFile,
        files: withEdits(originals, edits),
        edited: edits !== null,
      });
      void announce(`Downloading ${example.id}.zip.`);
    } catch {
      void announce('The project could not be prepared for download. Try again.');
    } finally {
      setDownloading(false);
    }
  };

  const copyLink = async () => {
    const url = new URL(exampleLink(example, window.location.pathname), window.location.href).href;
    const copied = await copy(url);
    void announce(copied ? 'Link copied.' : 'The link could not be copied.');
  };

  return (
    <section className="docs-example" id={example.id} aria-labelledby={`${example.id}-title`}>
      <header className="docs-example-header">
        <Title className="docs-example-title" id={`${example.id}-title`}>
          {example.title}
        </Title>
        <div className="docs-example-actions">
          {edits && (
            <span className="docs-example-edited" title="This example runs your edited code">
              Edited
            </span>
          )}
          <Tooltip message={editorOpen ? 'Close the editor' : 'Edit the code'}>
            <IconButton
              ref={editButton}
              aria-label={`Edit example: ${example.title}`}
              aria-expanded={editorOpen}
              aria-controls={editorOpen ? editorId : undefined}
              onClick={() => setEditorOpen(!editorOpen)}
            >
              <Icon svg={editIcon} />
            </IconButton>
          </Tooltip>
          <Tooltip message="Download as a project">
            <IconButton
              aria-label={`Download example: ${example.title}`}
              aria-busy={downloading || undefined}
              onClick={() => void download()}
            >
              <Icon svg={downloadIcon} />
            </IconButton>
          </Tooltip>
          <Tooltip message="Copy link to example">
            <IconButton aria-label={`Copy link to example: ${example.title}`} onClick={copyLink}>
              <Icon svg={linkIcon} />
            </IconButton>
          </Tooltip>
          <Tooltip message={rightToLeft ? 'Show left-to-right' : 'Show right-to-left'}>
            <IconButton
              aria-label={`Right-to-left: ${example.title}`}
              aria-pressed={rightToLeft}
              onClick={() => setRightToLeft((mirrored) => !mirrored)}
            >
              <Icon svg={rightToLeftIcon} />
            </IconButton>
          </Tooltip>
          <Tooltip message={showSource ? 'Hide source' : 'View source'}>
            <IconButton
              aria-label={`View source: ${example.title}`}
              aria-expanded={showSource}
              aria-controls={showSource ? sourceId : undefined}
              onClick={() => setShowSource((shown) => !shown)}
            >
              <Icon svg={codeIcon} />
            </IconButton>
          </Tooltip>
        </div>
      </header>
      {showSource && (
        <div id={sourceId} className="docs-example-source">
          <ContentErrorBoundary subject="The source of this example">
            <Suspense fallback={<p className="docs-example-loading">Loading the source…</p>}>
              <ExampleSourceView exampleId={example.id} title={example.title} />
            </Suspense>
          </ContentErrorBoundary>
        </div>
      )}
      <div className="docs-example-stage" data-editing={editorOpen ? '' : undefined}>
        {editorOpen && (
          <div id={editorId} className="docs-example-editor">
            <ContentErrorBoundary subject="The editor">
              <Suspense fallback={<p className="docs-example-loading">Loading the editor…</p>}>
                <LiveEditor
                  exampleId={example.id}
                  title={example.title}
                  edits={edits}
                  onEditsChange={setEdits}
                  onClose={() => {
                    setEditorOpen(false);
                    editButton.current?.focus();
                  }}
                />
              </Suspense>
            </ContentErrorBoundary>
          </div>
        )}
        {/* data-ready: the example has come to life in this browser (not just prerendered). */}
        <HydrationRegion
          ref={watchBody}
          className="docs-example-body"
          {...{[KEEP_HEIGHT_ATTRIBUTE]: example.id}}
          data-ready={ready ? '' : undefined}
          dir={direction}
        >
          <DirectionProvider dir={direction}>
            <ContentErrorBoundary subject="This example">
              <Suspense fallback={<ExamplePlaceholder exampleId={example.id} />}>
                {edits ? (
                  <EditedExampleView
                    exampleId={example.id}
                    entryFile={example.primaryFile}
                    componentName={example.componentName}
                    edits={edits}
                  />
                ) : (
                  <LiveExample example={example} nearViewport={nearViewport} onReady={markReady} />
                )}
                <RegionLive />
              </Suspense>
            </ContentErrorBoundary>
          </DirectionProvider>
        </HydrationRegion>
      </div>
    </section>
  );
}
