// The Latin faces only: the docs are in English, and a character outside them falls back to a
// system font. (The all-scripts files add dozens of faces, some inlined as data URLs.)
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto-mono/latin-400.css';
import '@material-react/material/theming/base.css';
import './styles/site.css';
// The start-failure notice is written by the start guard's head script and by the <noscript>
// below, before any module of the app runs: its styles come with the root's, in every page.
import './runtime/start-failure.css';
// The page header's and the card lists' rules come with the root's too, as when they were in
// site.css: imported by their components, each would be a stylesheet that the route manifest,
// which every page loads, names for each route using it, and those names put the section pages
// over their initial JavaScript budget (site/e2e/budget.spec.ts).
import './shell/page-header.css';
import './routes/card-list.css';

import {isRouteErrorResponse, Links, Meta, Outlet, Scripts} from 'react-router';
import {SITE_NAME} from './docs/site-name';
import {NavigationEffects} from './navigation/navigation-effects';
import {SiteFooter} from './shell/site-footer';
import {SiteNavbar} from './shell/site-navbar';
import {HeadScript} from './runtime/head-scripts';

/**
 * The title of a page whose route gives none: the fallback page for unknown paths (an HTML page
 * needs a title) and a redirect on its way. A page's own `meta` replaces it.
 */
export const meta = () => [{title: SITE_NAME}];

export function Layout({children}: {children: React.ReactNode}) {
  return (
    // The head script sets data-theme on <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3f51b5" />
        {/* A PNG, not the SVG mark: see site/vite/favicon-plugin.ts. */}
        <link rel="icon" href="/favicon-32.png" />
        <Meta />
        <Links />
        {/* After <Links />, so the theme stylesheet it adds comes after the base tokens. */}
        <HeadScript name="theme" />
        {/* Says which controls need JavaScript if the app's code does not load. */}
        <HeadScript name="startGuard" />
        {/* Before the first layout: a reload, Back or a fragment lays the page out whole. */}
        <HeadScript name="renderWhole" />
      </head>
      <body>
        <noscript>
          <p className="docs-start-failure docs-start-failure--static">
            This page works without JavaScript, but its theme and version pickers, live examples and
            other buttons need it.
          </p>
        </noscript>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <SiteNavbar />
      <main id="main-content" className="docs-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <NavigationEffects />
    </>
  );
}

export function ErrorBoundary({error}: {error: unknown}) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while showing this page.';
  return (
    <>
      <SiteNavbar />
      <main id="main-content" className="docs-main docs-page" tabIndex={-1}>
        <h1>Page unavailable</h1>
        <p>{message}</p>
        <p>
          <a href="/">Go to the homepage</a>
        </p>
      </main>
    </>
  );
}
