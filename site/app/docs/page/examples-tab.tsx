import {deferredPart} from '../../runtime/deferred-part';
import {useContent} from '../content/use-content';
import type {DocItem, ItemTab} from '../documentation-items';
import {ExampleViewer} from '../example-viewer/example-viewer';
import {DocArticle} from '../article/doc-article';

/** A component's Styling tab: its tokens, and live examples they restyle. */
const StylingTab = deferredPart('styling-tab', () =>
  import('../styling/styling-tab').then((module) => module.StylingTab),
);

/**
 * The Examples tab of a documentation item: every example of the item, live; or, for the
 * Styling tab, which shares this part, the Styling tab.
 */
export function ExamplesTab({
  sectionKey,
  item,
  tab,
}: {
  sectionKey: string;
  item: DocItem;
  tab?: ItemTab;
}) {
  return tab === 'styling' ? (
    <StylingTab sectionKey={sectionKey} item={item} />
  ) : (
    <ItemExamples sectionKey={sectionKey} item={item} />
  );
}

/** Every example of an item, live. */
function ItemExamples({sectionKey, item}: {sectionKey: string; item: DocItem}) {
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
