import {useEffect, useRef, type ReactNode} from 'react';
import type {DocHeading} from '../content/doc-content';
import {TableOfContents} from './table-of-contents';
import {renderPartsWhenIdle} from '../../runtime/render-when-idle';
import './doc-article.css';

/**
 * A documentation page's body with its table of contents beside it on wide screens. Once it is
 * on the page (hydrated, or rendered after a navigation), its late boxes are rendered while the
 * browser is idle (see `render-when-idle.ts`).
 */
export function DocArticle({
  headings,
  children,
}: {
  headings: readonly DocHeading[];
  children: ReactNode;
}) {
  const article = useRef<HTMLDivElement>(null);
  useEffect(() => renderPartsWhenIdle(article.current ?? undefined), []);
  return (
    <div ref={article} className="docs-article">
      <div className="docs-article-content">{children}</div>
      <aside className="docs-article-toc">
        <TableOfContents headings={headings} />
      </aside>
    </div>
  );
}
