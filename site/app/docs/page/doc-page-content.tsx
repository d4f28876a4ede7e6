import type {ReactNode} from 'react';
import {useContent} from '../content/use-content';
import {DocArticle} from '../article/doc-article';
import {DocContentView} from './doc-content-view';
import {PageFooter} from './page-footer';

/** Props of {@link DocPageContent}. */
export interface DocPageContentProps {
  kind: 'overview' | 'guide';
  /** `<section>/<item id>` for an overview, the guide id for a guide. */
  contentKey: string;
  /** What the page says when there is no such content. */
  missing: ReactNode;
}

/** An overview or a guide, with its table of contents. */
export function DocPageContent({kind, contentKey, missing}: DocPageContentProps) {
  const content = useContent(kind, contentKey);
  if (!content) return <p>{missing}</p>;
  return (
    <DocArticle headings={content.headings}>
      {/* One instance per page: the next page's examples are new viewers, so that the ones this
          page has not brought to life yet are dropped rather than loaded to be updated. */}
      <DocContentView key={contentKey} content={content} />
      <PageFooter source={content.source} />
    </DocArticle>
  );
}
