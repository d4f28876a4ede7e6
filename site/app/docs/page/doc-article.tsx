import type {ReactNode} from 'react';
import type {DocHeading} from '../content/doc-content';
import {TableOfContents} from './table-of-contents';
import './doc-article.css';

/** A documentation page's body with its table of contents beside it on wide screens. */
export function DocArticle({
  headings,
  children,
}: {
  headings: readonly DocHeading[];
  children: ReactNode;
}) {
  return (
    <div className="docs-article">
      <div className="docs-article-content">{children}</div>
      <aside className="docs-article-toc">
        <TableOfContents headings={headings} />
      </aside>
    </div>
  );
}
