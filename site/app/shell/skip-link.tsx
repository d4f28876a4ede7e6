import {useEffect, useState} from 'react';
import {useLocation} from 'react-router';

/**
 * How long after start the skip link's target is resolved: long enough for the first render's
 * effects to have settled the page, short enough that no one tabbing in notices.
 */
export const SKIP_LINK_DELAY_MS = 100;

/**
 * "Skip to main content": the first thing keyboard users reach; visible only while focused.
 * Its href points at the main content of the current page once the page has settled
 * (100 ms after start); activating it moves focus into the main content.
 */
export function SkipLink() {
  const {pathname, search} = useLocation();
  const [resolved, setResolved] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setResolved(true), SKIP_LINK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const href = resolved ? `${pathname}${search}#main-content` : '#main-content';

  return (
    <a
      className="docs-skip-link"
      href={href}
      onClick={(event) => {
        const main = document.getElementById('main-content');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      Skip to main content
    </a>
  );
}
