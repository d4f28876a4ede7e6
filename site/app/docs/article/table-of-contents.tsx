import {useEffect, useState} from 'react';
import type {DocHeading} from '../content/doc-content';

/** Props of {@link TableOfContents}. */
export interface TableOfContentsProps {
  headings: readonly DocHeading[];
}

/** How far below the top of the viewport a heading counts as the one being read. */
const READING_LINE = 96;

/** The id of the last heading above the reading line, or the first heading. */
export function currentHeadingId(
  headings: readonly DocHeading[],
  top: (id: string) => number | undefined,
): string | undefined {
  let current = headings[0]?.id;
  for (const heading of headings) {
    const position = top(heading.id);
    if (position !== undefined && position <= READING_LINE) current = heading.id;
  }
  return current;
}

/**
 * The page's sections beside the content on wide screens. The link of the section being read is
 * marked as current while the page scrolls; every link deep-links to its heading.
 */
export function TableOfContents({headings}: TableOfContentsProps) {
  const listed = headings.filter((heading) => heading.level === 2 || heading.level === 3);
  const [activeId, setActiveId] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (listed.length === 0) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const atBottom =
          window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
        setActiveId(
          atBottom
            ? listed[listed.length - 1]!.id
            : currentHeadingId(
                listed,
                (id) => document.getElementById(id)?.getBoundingClientRect().top,
              ),
        );
      });
    };
    update();
    window.addEventListener('scroll', update, {passive: true});
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
    // The headings of one page never change while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listed.map((heading) => heading.id).join(' ')]);

  if (listed.length === 0) return null;
  return (
    <nav className="docs-toc" aria-label="On this page">
      <p className="docs-toc-title" aria-hidden="true">
        On this page
      </p>
      <ul className="docs-toc-list">
        {listed.map((heading) => (
          <li key={heading.id} className="docs-toc-item" data-level={heading.level}>
            <a
              href={`#${heading.id}`}
              className="docs-toc-link"
              aria-current={heading.id === activeId ? 'location' : undefined}
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
