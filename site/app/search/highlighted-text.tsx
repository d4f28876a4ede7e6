import type {TextPart} from './search-engine';

/** Text with the words that matched the query in `<mark>`. */
export function HighlightedText({parts}: {parts: readonly TextPart[]}) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="docs-search-match">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
