import {redirect, replace} from 'react-router';

let routerStarted = false;

/** Called once the first page has rendered: redirects after that belong to client navigations. */
export function markRouterStarted() {
  routerStarted = true;
}

/**
 * The response of a redirect that leaves no history entry behind. On a direct visit the URL
 * being redirected is already the current history entry, so the target replaces it. In a client
 * navigation that URL was never committed: the target takes its place as a new entry after the
 * page the visitor came from (React Router's default for a redirect).
 */
export function redirectResponse(location: string): Response {
  return routerStarted ? redirect(location) : replace(location);
}

/**
 * Builds the module parts of a route that only redirects. The redirect runs in the client loader,
 * so the router never commits the old URL (the navigation is replaced, not shown and then undone).
 * These paths are never prerendered: a direct visit gets the client fallback page, whose router
 * then applies the same rule.
 */
export function redirectTo(target: string | ((url: URL) => string)) {
  return ({request}: {request: Request}) => {
    const url = new URL(request.url);
    throw redirectResponse(typeof target === 'string' ? target : target(url));
  };
}

/** Redirect routes render nothing, also while the client router starts. */
export function RenderNothing() {
  return null;
}
