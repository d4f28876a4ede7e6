import {fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState, type AnchorHTMLAttributes, type FocusEvent} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {TabLink, TabNavBar, TabNavPanel} from './tab-nav-bar';
import {expectNoAxeViolations, setLayoutBox} from '@material-react/cdk/testing';

/** Stands in for a router link. */
function RouterLink({to, ...props}: AnchorHTMLAttributes<HTMLAnchorElement> & {to: string}) {
  return <a href={`/app/${to}`} data-router="" {...props} />;
}

describe('TabNavBar', () => {
  it('is navigation with aria-current on the active link', async () => {
    render(
      <main>
        <TabNavBar aria-label="Sections">
          <TabLink href="/overview" active>
            Overview
          </TabLink>
          <TabLink href="/api">API</TabLink>
          <TabLink href="/examples" disabled>
            Examples
          </TabLink>
        </TabNavBar>
      </main>,
    );
    const nav = screen.getByRole('navigation', {name: 'Sections'});
    expect(nav.classList.contains('mat-tab-nav-bar')).toBe(true);
    expect(screen.queryByRole('tablist')).toBeNull();
    const overview = screen.getByRole('link', {name: 'Overview'});
    expect(overview.getAttribute('aria-current')).toBe('page');
    expect(overview.hasAttribute('data-active')).toBe(true);
    expect(screen.getByRole('link', {name: 'API'}).getAttribute('aria-current')).toBeNull();
    const disabled = screen.getByRole('link', {name: 'Examples'});
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    expect(disabled.tabIndex).toBe(-1);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('renders router links with asChild and moves aria-current with the state', async () => {
    const user = userEvent.setup();
    function Nav() {
      const [page, setPage] = useState('home');
      return (
        <TabNavBar aria-label="App">
          {['home', 'about'].map((name) => (
            <TabLink key={name} asChild active={page === name}>
              <RouterLink
                to={name}
                onClick={(event) => {
                  event.preventDefault();
                  setPage(name);
                }}
              >
                {name}
              </RouterLink>
            </TabLink>
          ))}
        </TabNavBar>
      );
    }
    render(<Nav />);
    const about = screen.getByRole('link', {name: 'about'});
    expect(about.getAttribute('href')).toBe('/app/about');
    expect(about.hasAttribute('data-router')).toBe(true);
    expect(about.className).toBe('mat-tab-link');
    await user.click(about);
    expect(about.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', {name: 'home'}).getAttribute('aria-current')).toBeNull();
  });

  it('ignores clicks on a disabled link', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <TabNavBar aria-label="Sections">
        <TabLink href="#a" disabled onClick={onClick}>
          A
        </TabLink>
      </TabNavBar>,
    );
    await user.click(screen.getByRole('link', {name: 'A'}));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with a panel, is a tab list with arrow-key navigation', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <TabNavBar aria-label="Sections" panelId="panel">
          <TabLink href="#one" id="one" active>
            One
          </TabLink>
          <TabLink href="#two">Two</TabLink>
          <TabLink href="#three">Three</TabLink>
        </TabNavBar>
        <TabNavPanel id="panel" aria-labelledby="one">
          First
        </TabNavPanel>
      </main>,
    );
    const one = screen.getByRole('tab', {name: 'One'});
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(one.getAttribute('aria-selected')).toBe('true');
    expect(one.getAttribute('aria-controls')).toBe('panel');
    expect(one.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('tab', {name: 'Two'}).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', {name: 'One'}).textContent).toBe('First');
    await user.tab();
    expect(document.activeElement).toBe(one);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', {name: 'Two'}));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', {name: 'Three'}));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(one);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('with a panel, follows the focused link with Space as with Enter; without, leaves Space', async () => {
    const user = userEvent.setup();
    const followed: string[] = [];
    const follow = (event: React.MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      followed.push(event.currentTarget.textContent ?? '');
    };
    const {rerender} = render(
      <TabNavBar aria-label="Sections" panelId="panel">
        <TabLink href="#one" active onClick={follow}>
          One
        </TabLink>
        <TabLink href="#two" onClick={follow}>
          Two
        </TabLink>
      </TabNavBar>,
    );
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const space = fireEvent.keyDown(document.activeElement!, {key: ' '});
    expect(space).toBe(false);
    expect(followed).toEqual(['Two']);
    await user.keyboard('{Enter}');
    expect(followed).toEqual(['Two', 'Two']);

    // Plain navigation links: Space is the browser's (it scrolls the page).
    rerender(
      <TabNavBar aria-label="Sections">
        <TabLink href="#one" active onClick={follow}>
          One
        </TabLink>
      </TabNavBar>,
    );
    const link = screen.getByRole('link', {name: 'One'});
    expect(fireEvent.keyDown(link, {key: ' '})).toBe(true);
    expect(followed).toEqual(['Two', 'Two']);
  });

  it('scrolls a focused link into view, unless your onFocus calls preventDefault()', () => {
    const onFocus = vi.fn((event: FocusEvent<HTMLAnchorElement>) => event.preventDefault());
    render(
      <TabNavBar aria-label="Sections">
        <TabLink href="/overview" active>
          Overview
        </TabLink>
        <TabLink href="/api">API</TabLink>
        <TabLink href="/examples" onFocus={onFocus}>
          Examples
        </TabLink>
      </TabNavBar>,
    );
    const scroller = document.querySelector<HTMLElement>('.mat-tab-header-scroller')!;
    setLayoutBox(scroller, {x: 0, y: 0, width: 100, height: 48});
    const api = screen.getByRole('link', {name: 'API'});
    const examples = screen.getByRole('link', {name: 'Examples'});
    setLayoutBox(api, {x: 150, y: 0, width: 80, height: 48});
    setLayoutBox(examples, {x: 250, y: 0, width: 80, height: 48});

    fireEvent.focus(api);
    expect(scroller.scrollLeft).toBe(154);
    scroller.scrollLeft = 0;
    fireEvent.focus(examples);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(scroller.scrollLeft).toBe(0);
  });
});
