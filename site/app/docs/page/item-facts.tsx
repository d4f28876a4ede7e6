import accessibilityIcon from '@material-symbols/svg-400/outlined/accessibility.svg?raw';
import codeIcon from '@material-symbols/svg-400/outlined/code.svg?raw';
import copyIcon from '@material-symbols/svg-400/outlined/content_copy.svg?raw';
import articleIcon from '@material-symbols/svg-400/outlined/article.svg?raw';
import packageIcon from '@material-symbols/svg-400/outlined/package_2.svg?raw';
import verifiedIcon from '@material-symbols/svg-400/outlined/verified.svg?raw';
import {Icon} from '@material-react/material/icon';
import {Suspense, useState} from 'react';
import {useLocation, useParams} from 'react-router';
import {AppLink} from '../../runtime/app-link';
import {SITE_CONFIG} from '../../config';
import {HydrationRegion, RegionLive} from '../../runtime/hydration-region';
import {useContent} from '../content/use-content';
import type {ItemFacts as ItemFactsData, ProvenFact} from '../content/doc-content';
import {useStylingPage} from '../styling/styling-content';
import './item-facts.css';

/** The tabs whose content `useContent` loads, each carrying the header's facts. */
const CONTENT_TABS = ['overview', 'api', 'examples'] as const;

/** The guide that lists every entry point's size and says how it is measured. */
export const BUNDLE_SIZE_GUIDE = '/guide/bundle-size';

/**
 * Under an item's title: the import line with a copy button, its source folder and overview on
 * the repository, the WAI-ARIA pattern it follows, what it adds to an app's bundle and what the
 * test run proves about it (server rendering, forms), each linking to the guide that shows how. The facts
 * come with the content of the tab on screen (the build writes them there), so this part costs
 * the page no request of its own; its code loads once the page is interactive, and the copying
 * code on the first press. Which item and tab, it reads from the URL (`/<section>/<id>/<tab>`),
 * so the page's first JavaScript passes it nothing.
 */
export function ItemFacts() {
  const {id, tab} = useParams();
  const section = useLocation().pathname.split('/')[1]?.toLowerCase();
  const key = `${section}/${id}`;
  // A boundary of its own per item: moving to another item shows its facts once they come,
  // rather than holding the whole navigation back while this part of the header waits. While
  // the prerendered facts wait for the content to hydrate, the region holds a press on the copy
  // button and makes it again once they are live (the hydrating boundary would drop it).
  return (
    <HydrationRegion className="docs-item-facts-region">
      <Suspense key={key} fallback={null}>
        <FactsOfItem contentKey={key} tab={tab} />
        <RegionLive />
      </Suspense>
    </HydrationRegion>
  );
}

/**
 * The facts are the item's, the same on every tab: they are read from the content of the tab the
 * item was opened on, which has come, so that moving to another tab never waits for them (the new
 * tab shows its loading state at once, and its content where it was).
 */
function FactsOfItem({contentKey, tab}: {contentKey: string; tab: string | undefined}) {
  const [firstTab] = useState(tab);
  // The Styling tab's content comes through its own loader (see styling-content.ts).
  return firstTab === 'styling' ? (
    <StylingTabFacts contentKey={contentKey} />
  ) : (
    <TabFacts tab={firstTab} contentKey={contentKey} />
  );
}

function TabFacts({tab, contentKey}: {tab: string | undefined; contentKey: string}) {
  const kind = CONTENT_TABS.find((name) => name === tab) ?? 'overview';
  return <FactsView facts={useContent(kind, contentKey)?.item} />;
}

function StylingTabFacts({contentKey}: {contentKey: string}) {
  return <FactsView facts={useStylingPage(contentKey)?.item} />;
}

function FactsView({facts}: {facts: ItemFactsData | undefined}) {
  if (!facts) return null;
  const repository = SITE_CONFIG.repositoryUrl;
  const [what, from] = facts.importLine.split(' from ');
  return (
    <div className="docs-item-facts">
      <div className="docs-item-import">
        <code className="docs-item-import-line">
          {/* The specifier keeps to one line where it fits, so a narrow screen breaks before it. */}
          {what} from <span className="docs-item-import-from">{from}</span>
        </code>
        <button
          type="button"
          className="docs-item-copy"
          aria-label="Copy import line"
          title="Copy import line"
          onClick={({currentTarget}) => {
            void import('./copy-page').then(
              ({copyImportLine}) => copyImportLine(currentTarget, facts.importLine),
              () => currentTarget.setAttribute('data-state', 'failed'),
            );
          }}
        >
          <Icon svg={copyIcon} size={18} />
        </button>
      </div>
      <ul className="docs-item-links">
        <li>
          <a href={`${repository}/tree/main/${facts.sourceDir}`}>
            <Icon svg={codeIcon} size={18} />
            Source
          </a>
        </li>
        <li>
          <a href={`${repository}/blob/main/${facts.overviewPath}`}>
            <Icon svg={articleIcon} size={18} />
            Overview source
          </a>
        </li>
        {facts.pattern && (
          <li>
            <a href={facts.pattern.url}>
              <Icon svg={accessibilityIcon} size={18} />
              ARIA pattern: {facts.pattern.name}
            </a>
          </li>
        )}
        {facts.size && (
          <li>
            <AppLink to={BUNDLE_SIZE_GUIDE}>
              <Icon svg={packageIcon} size={18} />
              {facts.size}
            </AppLink>
          </li>
        )}
        {facts.proven?.map((fact) => (
          <li key={fact.label}>
            <AppLink to={fact.href}>
              <Icon svg={verifiedIcon} size={18} />
              <span>
                {fact.label}: <ProvenText text={fact.text} />
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A proven fact's text, with the parts in backticks as code: `posts \`name\``. */
function ProvenText({text}: Pick<ProvenFact, 'text'>) {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
