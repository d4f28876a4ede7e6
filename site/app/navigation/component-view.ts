import {findSection} from '../docs/documentation-items';

/** The `/:section/:id` part of a documentation item's URL, or null for any other page. */
function componentView(pathname: string): string | null {
  const [, section, id] = pathname.split('/');
  const sectionKey = findSection(section)?.key;
  if (!sectionKey || !id || id === 'categories') return null;
  return `${sectionKey}/${id}`;
}

/**
 * Whether a navigation stays within one documentation item's view (e.g. from its overview tab to
 * its API tab). Such navigations keep the scroll position and the focus.
 */
export function isNavigationWithinComponentView(fromPath: string, toPath: string): boolean {
  const from = componentView(fromPath);
  return from !== null && from === componentView(toPath);
}
