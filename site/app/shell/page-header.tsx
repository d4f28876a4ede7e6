/** The coloured band at the top of every content page, holding the page's one `<h1>`. */
export function PageHeader({title, summary}: {title: string; summary?: string}) {
  return (
    <header className="docs-page-header">
      <div className="docs-page-header-inner">
        <h1 className="docs-page-title">{title}</h1>
        {summary && <p className="docs-page-summary">{summary}</p>}
      </div>
    </header>
  );
}
