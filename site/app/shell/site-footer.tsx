import {SITE_CONFIG} from '../config';
import './site-footer.css';

export function SiteFooter() {
  return (
    <footer className="docs-footer">
      <div className="docs-footer-inner">
        <p className="docs-footer-name">Material for React</p>
        <p className="docs-footer-version">Current version: {SITE_CONFIG.libraryVersion}</p>
        <p className="docs-footer-license">
          Code licensed under the MIT licence; documentation under CC BY 4.0.
        </p>
      </div>
    </footer>
  );
}
