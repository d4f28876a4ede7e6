import {useLayoutHold} from '../../runtime/layout-hold';

/**
 * What a documentation page shows while its content loads. It holds the page's layout (see
 * `holdLayout`), so that a scroll position restored or kept meanwhile waits for the content.
 */
export function ContentLoading() {
  useLayoutHold();
  return <p className="docs-content-loading">Loading…</p>;
}
