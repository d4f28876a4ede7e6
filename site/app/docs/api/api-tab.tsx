import {useContent} from '../content/use-content';
import type {DocItem} from '../documentation-items';
import {DocArticle} from '../article/doc-article';
import {ApiReferenceView, apiHeadings} from './api-reference-view';

/** The API tab of a documentation item: its reference, with a table of contents. */
export function ApiTab({sectionKey, item}: {sectionKey: string; item: DocItem}) {
  const reference = useContent('api', `${sectionKey}/${item.id}`);
  if (!reference) return <p>There is no API reference of {item.name} yet.</p>;
  return (
    <DocArticle headings={apiHeadings(reference)}>
      <ApiReferenceView reference={reference} />
    </DocArticle>
  );
}
