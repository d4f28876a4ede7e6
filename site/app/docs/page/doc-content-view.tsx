import type {DocContent} from '../content/doc-content';
import {ExampleViewer} from '../example-viewer/example-viewer';

/**
 * A rendered overview or guide: the HTML made at build time, with live example viewers where
 * the markdown embedded examples.
 */
export function DocContentView({content}: {content: DocContent}) {
  return (
    <div className="docs-markdown">
      {content.parts.map((part, index) => {
        if (part.kind === 'html') {
          return (
            <div
              key={index}
              className="docs-markdown-part"
              // Our own markdown, rendered and highlighted at build time.
              dangerouslySetInnerHTML={{__html: part.html}}
            />
          );
        }
        const example = content.examples[part.exampleId];
        return example ? (
          <ExampleViewer key={index} example={example} headingLevel={part.headingLevel} />
        ) : (
          <div key={index} className="docs-example-missing" role="note">
            Example “{part.exampleId}” not found.
          </div>
        );
      })}
    </div>
  );
}
