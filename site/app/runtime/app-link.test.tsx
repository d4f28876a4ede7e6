import {act, fireEvent, render, screen} from '@testing-library/react';
import {Profiler, useLayoutEffect, useState, type ComponentType, type ContextType} from 'react';
import {
  createMemoryRouter,
  // eslint-disable-next-line no-restricted-imports -- the plain Link, to show what AppLink avoids
  Link,
  RouterProvider,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
} from 'react-router';
import {describe, expect, it, vi} from 'vitest';
import {AppLink, type AppLinkProps} from './app-link';

type DataRouter = ReturnType<typeof createMemoryRouter>;
type TestLink = ComponentType<Pick<AppLinkProps, 'to' | 'children' | 'onClick'>>;

/** The framework's context, as far as a link reads it. */
const FRAMEWORK = {manifest: {routes: {}}, routeModules: {}, future: {}} as unknown as NonNullable<
  ContextType<typeof FrameworkContext>
>;

/**
 * Renders a page at `/a` (and `/b`) with one link of the kind `PageLink` to the other, inside a
 * router wrapped the way the framework's hydrated router wraps it: the location is also kept in
 * state around it, set at once from a subscription, and the framework's context gets a new value
 * each time. Returns the location each commit of the link's subtree was made with.
 */
function renderPage(PageLink: TestLink, linkProps: Partial<AppLinkProps> = {}) {
  const linkCommits: string[] = [];
  function Page() {
    const {pathname} = useLocation();
    return (
      <>
        <h1>{pathname}</h1>
        <Profiler id="link" onRender={() => linkCommits.push(pathname)}>
          <PageLink to={pathname === '/a' ? '/b' : '/a'} {...linkProps}>
            Next
          </PageLink>
        </Profiler>
      </>
    );
  }
  const router = createMemoryRouter(
    [
      {id: 'a', path: '/a', element: <Page />},
      {id: 'b', path: '/b', element: <Page />},
    ],
    {initialEntries: ['/a']},
  );
  function App({router}: {router: DataRouter}) {
    const [location, setLocation] = useState(router.state.location);
    useLayoutEffect(() => router.subscribe((state) => setLocation(state.location)), [router]);
    return (
      <FrameworkContext.Provider value={{...FRAMEWORK, criticalCss: location.key}}>
        <RouterProvider router={router} />
      </FrameworkContext.Provider>
    );
  }
  render(<App router={router} />);
  return {linkCommits, router, link: () => screen.getByRole('link', {name: 'Next'})};
}

describe('AppLink', () => {
  it('is an anchor to the page, followed in the page', async () => {
    const {link, router} = renderPage(AppLink);
    expect(link().getAttribute('href')).toBe('/b');
    await act(async () => fireEvent.click(link()));
    expect(router.state.location.pathname).toBe('/b');
    expect(screen.getByRole('heading').textContent).toBe('/b');
    expect(link().getAttribute('href')).toBe('/a');
  });

  it('renders with the new page only, not again when the framework’s context changes', async () => {
    const {link, linkCommits} = renderPage(AppLink);
    linkCommits.length = 0;
    await act(async () => fireEvent.click(link()));
    expect(linkCommits).toEqual(['/b']);
  });

  it('is what React Router’s Link is not: a press renders that one with the old page too', async () => {
    // The case AppLink exists for; if the router stops doing this, Link can come back.
    const {link, linkCommits} = renderPage(Link);
    linkCommits.length = 0;
    await act(async () => fireEvent.click(link()));
    expect(linkCommits).toContain('/a');
  });

  it('leaves a press with a modifier key to the browser', async () => {
    const {link, router} = renderPage(AppLink);
    let prevented = true;
    link().addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom would try to follow the link.
    });
    await act(async () => fireEvent.click(link(), {ctrlKey: true}));
    expect(prevented).toBe(false);
    expect(router.state.location.pathname).toBe('/a');
  });

  it('does nothing when its own click handler cancels the press', async () => {
    const onClick = vi.fn((event: {preventDefault: () => void}) => event.preventDefault());
    const {link, router} = renderPage(AppLink, {onClick});
    await act(async () => fireEvent.click(link()));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/a');
  });
});
