import type {DocContent} from '../content/doc-content';
import {ExampleViewer} from '../example-viewer/example-viewer';

/**
 * A rendered overview or guide: the HTML made at build time, with live example viewers where
 * the markdown embedded examples.
 */
export function DocContentView({content}: {content: DocContent}) {
  return (
    <div className="docs-markdown">
      {content.parts.map((part, index) =>
        part.kind === 'html' ? (
          <div
            key={index}
            className="docs-markdown-part"
            // Our own markdown, rendered and highlighted at build time.
            dangerouslySetInnerHTML={{__html: part.html}}
          />
        ) : (
          <ExampleViewer key={index} exampleId={part.exampleId} headingLevel={part.headingLevel} />
        ),
      )}
    </div>
  );
}
