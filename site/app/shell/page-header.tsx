import type {ReactNode} from 'react';

/** The coloured band at the top of every content page, holding the page's one `<h1>`. */
export function PageHeader({
  title,
  summary,
  leading,
}: {
  title: string;
  summary?: string;
  /** A control before the title, such as the section drawer's toggle on small screens. */
  leading?: ReactNode;
}) {
  return (
    <header className="docs-page-header">
      <div className="docs-page-header-inner">
        {leading}
        <div className="docs-page-header-text">
          <h1 className="docs-page-title">{title}</h1>
          {summary && <p className="docs-page-summary">{summary}</p>}
        </div>
      </div>
    </header>
  );
}
