import codeIcon from '@material-symbols/svg-400/outlined/code.svg?raw';
import linkIcon from '@material-symbols/svg-400/outlined/link.svg?raw';
import {announce} from '@material-react/cdk/a11y';
import {useClipboard} from '@material-react/cdk/clipboard';
import {EXAMPLE_COMPONENTS, getExample, loadExample} from '@material-react/examples/catalogue';
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
  useState,
  type ComponentType,
} from 'react';
import {ContentErrorBoundary} from '../content/content-error-boundary';
import type {ExampleHeadingLevel} from '../content/doc-content';
import {loadOnce} from '../content/use-content';
import {exampleLink} from './example-link';
import {ExampleSourceView} from './example-source';
import './example-viewer.css';

/** The component of an example, loaded once: each example's code is a chunk of its own. */
function examplePromise(id: string): Promise<ComponentType> {
  return loadOnce(
    `example:${id}`,
    () => loadExample(id) ?? Promise.reject(new Error(`No example "${id}".`)),
  );
}

function LiveExample({id, onReady}: {id: string; onReady: () => void}) {
  useEffect(onReady, [onReady]);
  // The component comes from the cached module, so it is the same one on every render (the
  // state of a live example survives re-renders of the page).
  return createElement(use(examplePromise(id)));
}

/** Props of {@link ExampleViewer}. */
export interface ExampleViewerProps {
  exampleId: string;
  /** The heading level of the example's title; none makes it plain text. */
  headingLevel?: ExampleHeadingLevel;
}

/**
 * A live example in a documentation page: its title, a link to it, its source files and the
 * example itself, isolated so that a failing example leaves the rest of the page working.
 */
export function ExampleViewer({exampleId, headingLevel}: ExampleViewerProps) {
  const example = getExample(exampleId, EXAMPLE_COMPONENTS);
  const [showSource, setShowSource] = useState(false);
  const [ready, setReady] = useState(false);
  const markReady = useCallback(() => setReady(true), []);
  const {copy} = useClipboard();
  const sourceId = useId();

  if (!example) {
    return (
      <div className="docs-example-missing" role="note">
        Example “{exampleId}” not found.
      </div>
    );
  }

  const Title = headingLevel ? (`h${headingLevel}` as const) : 'div';

  const copyLink = async () => {
    const url = new URL(exampleLink(example.id), window.location.href).href;
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
          <Tooltip message="Copy link to example">
            <IconButton aria-label={`Copy link to example: ${example.title}`} onClick={copyLink}>
              <Icon svg={linkIcon} />
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
      {/* data-ready: the example has come to life in this browser (not just prerendered). */}
      <div className="docs-example-body" data-ready={ready ? '' : undefined}>
        <ContentErrorBoundary subject="This example">
          <Suspense fallback={<p className="docs-example-loading">Loading the example…</p>}>
            <LiveExample id={example.id} onReady={markReady} />
          </Suspense>
        </ContentErrorBoundary>
      </div>
    </section>
  );
}
