import type {ComponentProps} from 'react';
import {useLinkClickHandler} from 'react-router';

/** Props of {@link AppLink}: an anchor's, with the page to open for its `href`. */
export interface AppLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** The page: a path of the site (the site is served from its origin's root). */
  to: string;
}

/**
 * A link to a page of the site, followed in the page by the router: what React Router's `Link`
 * does for the site's links, without reading the framework's context.
 *
 * React Router's framework router keeps the location twice: in the router's state, which it sets
 * in a transition, and in the state of the hydrated router around it, which it sets at once and
 * which gives its context a new value each time. Every `Link` reads that context, so a press on
 * one rendered every link of the page (about sixty on a component page) in the press's own task,
 * with nothing new to show, before the new page rendered them again; the new page's request and
 * its first frame waited behind that work. This link reads only the router's location, which
 * changes with the new page. It has no `prefetch`: the lists of items and of guides, whose
 * cards preload the route modules of pages their page has not loaded, keep React Router's `Link`.
 */
export function AppLink({to, onClick, ...props}: AppLinkProps) {
  const followLink = useLinkClickHandler(to, {target: props.target});
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        // A handler may have cancelled the press; a press with a modifier key or on a link to
        // another window is left to the browser (`followLink` does nothing with it).
        if (!event.defaultPrevented) followLink(event);
      }}
    />
  );
}
