import {announce} from '@material-react/cdk/a11y';
import {useClipboard} from '@material-react/cdk/clipboard';
import {Button} from '@material-react/material/button';
import {overridesCss} from '@material-react/tools/tokens/client';
import {useMemo, useRef, type CSSProperties} from 'react';
import {AppLink} from '../../runtime/app-link';
import type {DocItem} from '../documentation-items';
import {ExampleViewer} from '../example-viewer/example-viewer';
import {DocArticle} from '../article/doc-article';
import {useOverlayOverrides} from './overlay-overrides';
import {useResolvedTokens} from './resolve-tokens';
import {useStylingPage} from './styling-content';
import {TokenTable} from './token-table';
import {useTokenOverrides} from './use-token-overrides';
import './styling-tab.css';

const HEADINGS = [
  {id: 'live-preview', text: 'Live preview', level: 2},
  {id: 'tokens', text: 'Tokens', level: 2},
];

/**
 * The Styling tab of a component: its live examples, restyled at once by the token values the
 * visitor sets in the table of its tokens, with "Copy CSS" (the values as a rule scoped as the
 * customizing guide recommends) and "Reset".
 */
export function StylingTab({sectionKey, item}: {sectionKey: string; item: DocItem}) {
  const page = useStylingPage(`${sectionKey}/${item.id}`);
  const tokens = page?.tokens ?? [];
  const {overrides, count, setOverride, reset} = useTokenOverrides();
  const probe = useRef<HTMLSpanElement>(null);
  const resolved = useResolvedTokens(tokens, overrides, probe);
  const {copy} = useClipboard();
  useOverlayOverrides(overrides);
  // The same elements on every render of the tab: an example still waiting to hydrate (below the
  // fold) that received an update would be rendered again from scratch, dropping its
  // prerendered HTML for a placeholder until it nears the viewport.
  const examples = useMemo(
    () =>
      page?.examples.map((example) => (
        <ExampleViewer key={example.id} example={example} headingLevel={3} />
      )),
    [page],
  );

  const css = overridesCss(overrides, item.id);
  const copyCss = async () => {
    if (!css) {
      void announce('No token is changed yet, so there is no CSS to copy.');
      return;
    }
    const copied = await copy(css);
    void announce(
      copied
        ? `CSS with ${count} ${count === 1 ? 'token' : 'tokens'} copied.`
        : 'The CSS could not be copied.',
    );
  };
  const resetAll = () => {
    reset();
    void announce(`Every token of ${item.name} is back to its theme value.`);
  };

  if (tokens.length === 0) return <p>{item.name} reads no component tokens.</p>;
  return (
    <DocArticle headings={HEADINGS}>
      <p className="docs-styling-intro">
        {item.name} reads its colours, shapes, sizes and type from the {tokens.length} component
        tokens below. Change a value to restyle the live examples at once, then copy the CSS to keep
        it. Tokens left alone fall back to the system tokens of the{' '}
        <AppLink to="/guide/theming">theme</AppLink>; the{' '}
        <AppLink to="/guide/customizing-component-styles">customizing guide</AppLink> says where to
        set them.
      </p>
      <div className="docs-styling-bar" role="group" aria-label="Token changes">
        <span className="docs-styling-count" aria-live="off">
          {count === 0
            ? 'No token changed'
            : `${count} ${count === 1 ? 'token' : 'tokens'} changed`}
        </span>
        <Button variant="tonal" onClick={() => void copyCss()}>
          Copy CSS
        </Button>
        <Button variant="outlined" onClick={resetAll} disabled={count === 0}>
          Reset
        </Button>
      </div>
      {css && (
        <pre className="docs-api-code docs-styling-css" aria-label="CSS of the changed tokens">
          {css}
        </pre>
      )}
      <h2 id="live-preview">Live preview</h2>
      <div className="docs-styling-preview" style={overrides as CSSProperties}>
        <span ref={probe} className="docs-styling-probe" hidden />
        {examples}
      </div>
      <h2 id="tokens">Tokens</h2>
      <TokenTable
        componentName={item.name}
        tokens={tokens}
        overrides={overrides}
        resolved={resolved}
        onChange={setOverride}
      />
    </DocArticle>
  );
}
