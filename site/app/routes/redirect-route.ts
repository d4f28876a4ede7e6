import {redirect} from 'react-router';

/**
 * Builds the module parts of a route that only redirects. The redirect runs in the client loader,
 * so the router never commits the old URL (the navigation is replaced, not shown and then undone).
 * These paths are never prerendered: a direct visit gets the client fallback page, whose router
 * then applies the same rule.
 */
export function redirectTo(target: string | ((url: URL) => string)) {
  return ({request}: {request: Request}) => {
    const url = new URL(request.url);
    throw redirect(typeof target === 'string' ? target : target(url));
  };
}

/** Redirect routes render nothing, also while the client router starts. */
export function RenderNothing() {
  return null;
}
