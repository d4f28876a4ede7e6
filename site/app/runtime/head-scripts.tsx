import {createContext, use} from 'react';

/** The inline scripts of a prerendered page's head, by what they do. */
export interface HeadScripts {
  /** Applies the stored or requested theme before the first paint. */
  theme: string;
  /** Watches the app's start (see `guardStart`). */
  startGuard: string;
  /** Renders the page whole when its load restores a position (see `renderWholeWhenRestoring`). */
  renderWhole: string;
}

/**
 * The head scripts' text, provided by the server entry (`entry.server.tsx`) only: it has run by
 * the time the page hydrates, so the browser's code needs neither the text nor the code it is
 * made from (the theme controller, the start guard).
 */
export const HeadScriptsContext = createContext<HeadScripts | null>(null);

/**
 * One inline script of the head: its text on the server, nothing in the browser, where React
 * leaves the inner HTML it finds alone when it hydrates.
 */
export function HeadScript({name}: {name: keyof HeadScripts}) {
  const scripts = use(HeadScriptsContext);
  return (
    <script suppressHydrationWarning dangerouslySetInnerHTML={{__html: scripts?.[name] ?? ''}} />
  );
}
