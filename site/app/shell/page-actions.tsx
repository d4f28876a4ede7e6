import copyIcon from '@material-symbols/svg-400/outlined/content_copy.svg?raw';
import markdownIcon from '@material-symbols/svg-400/outlined/markdown.svg?raw';
import {Icon} from '@material-react/material/icon';
import {twinPathOf} from '@material-react/tools/twin-paths';
import {useLocation} from 'react-router';
import {ItemFacts} from '../docs/page/item-facts';
import './page-actions.css';

/**
 * Beside a page's title: "Copy page" puts the page's Markdown twin on the clipboard, for pasting
 * into an assistant, and "View as Markdown" opens it; on an item's page, under the title, the
 * item's import line, links and bundle size (see {@link ItemFacts}). Its code comes after the
 * page is interactive (see `PageHeader`), and what the copying takes (the fetch, the clipboard,
 * the announcement and the button's passing mark) on the first press.
 */
export function PageActions({item}: {item?: boolean | undefined}) {
  const href = twinPathOf(useLocation().pathname);
  return (
    <>
      <div className="docs-page-action-list">
        <button
          type="button"
          className="docs-page-action"
          onClick={({currentTarget}) => {
            void import('../docs/page/copy-page').then(
              ({copyPage}) => copyPage(currentTarget, href),
              () => currentTarget.setAttribute('data-state', 'failed'),
            );
          }}
        >
          <Icon svg={copyIcon} size={18} />
          Copy page
        </button>
        <a className="docs-page-action" href={href}>
          <Icon svg={markdownIcon} size={18} />
          View as Markdown
        </a>
      </div>
      {item && <ItemFacts />}
    </>
  );
}
