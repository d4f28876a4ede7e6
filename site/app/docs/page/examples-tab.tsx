import {useContent} from '../content/use-content';
import type {DocItem} from '../documentation-items';
import {ExampleViewer} from '../example-viewer/example-viewer';
import {DocArticle} from './doc-article';

/** The Examples tab of a documentation item: every example of the item, live. */
export function ExamplesTab({sectionKey, item}: {sectionKey: string; item: DocItem}) {
  const page = useContent('examples', `${sectionKey}/${item.id}`);
  const examples = page?.examples ?? [];
  if (examples.length === 0) return <p>{item.name} has no examples yet.</p>;
  const headings = examples.map((example) => ({id: example.id, text: example.title, level: 2}));
  return (
    <DocArticle headings={headings}>
      {examples.map((example) => (
        <ExampleViewer key={example.id} example={example} headingLevel={2} />
      ))}
    </DocArticle>
  );
}
