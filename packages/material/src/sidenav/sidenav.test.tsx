import {act, fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {Sidenav, type SidenavProps} from './sidenav';
import {SidenavContainer, SidenavContent} from './sidenav-container';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

function Layout(props: Partial<SidenavProps>) {
  const [opened, setOpened] = useState(props.defaultOpened ?? false);
  return (
    <SidenavContainer style={{height: 300}} data-testid="container">
      <Sidenav
        {...props}
        opened={opened}
        onOpenedChange={(next) => {
          setOpened(next);
          props.onOpenedChange?.(next);
        }}
      >
        <nav aria-label="Folders">
          <a href="#inbox">Inbox</a>
          <button>Settings</button>
        </nav>
      </Sidenav>
      <SidenavContent data-testid="content">
        <main>
          <button onClick={() => setOpened((open) => !open)}>Toggle</button>
        </main>
      </SidenavContent>
    </SidenavContainer>
  );
}

const drawer = () => document.querySelector<HTMLElement>('.mat-sidenav')!;
const backdrop = () => document.querySelector<HTMLElement>('.mat-sidenav-backdrop');
const toggle = () => screen.getByRole('button', {name: 'Toggle'});

describe('Sidenav', () => {
  it('keeps a closed drawer inert and hidden from assistive technology', async () => {
    render(<Layout />);
    expect(drawer().hasAttribute('inert')).toBe(true);
    expect(drawer().hasAttribute('data-opened')).toBe(false);
    expect(drawer().dataset.mode).toBe('over');
    expect(drawer().dataset.position).toBe('start');
    expect(backdrop()?.hasAttribute('data-visible')).toBe(false);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('moves focus in when opened, traps it while modal and restores it on close', async () => {
    const user = userEvent.setup();
    render(<Layout />);
    await user.click(toggle());
    expect(drawer().hasAttribute('inert')).toBe(false);
    expect(drawer().hasAttribute('data-modal')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('link', {name: 'Inbox'}));
    expect(screen.getByTestId('content').hasAttribute('inert')).toBe(true);
    expect(backdrop()?.hasAttribute('data-visible')).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Settings'}));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', {name: 'Inbox'}));
    await expectNoAxeViolations(document.body, {requireLandmarks: true});

    await user.keyboard('{Escape}');
    expect(drawer().hasAttribute('inert')).toBe(true);
    expect(screen.getByTestId('content').hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(toggle());
  });

  it('closes when the backdrop is clicked', async () => {
    const user = userEvent.setup();
    const onOpenedChange = vi.fn();
    render(<Layout onOpenedChange={onOpenedChange} />);
    await user.click(toggle());
    await user.click(backdrop()!);
    expect(onOpenedChange).toHaveBeenLastCalledWith(false);
    expect(drawer().hasAttribute('data-opened')).toBe(false);
  });

  it('runs your onKeyDown first, and stays open on Escape when it calls preventDefault()', async () => {
    const user = userEvent.setup();
    const onKeyDown = vi.fn((event: React.KeyboardEvent) => event.preventDefault());
    const onOpenedChange = vi.fn();
    render(<Layout onKeyDown={onKeyDown} onOpenedChange={onOpenedChange} />);
    await user.click(toggle());
    onOpenedChange.mockClear();
    await user.keyboard('{Escape}');
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    expect(onOpenedChange).not.toHaveBeenCalled();
    expect(drawer().hasAttribute('data-opened')).toBe(true);
  });

  it('stays open on Escape and backdrop clicks with disableClose', async () => {
    const user = userEvent.setup();
    render(<Layout disableClose />);
    await user.click(toggle());
    await user.keyboard('{Escape}');
    fireEvent.click(backdrop()!);
    expect(drawer().hasAttribute('data-opened')).toBe(true);
  });

  it('focuses the data-autofocus element, or nothing with autoFocus off', async () => {
    const user = userEvent.setup();
    const {unmount} = render(
      <SidenavContainer>
        <Sidenav defaultOpened={false} opened={undefined}>
          <button>One</button>
          <button data-autofocus>Two</button>
        </Sidenav>
      </SidenavContainer>,
    );
    expect(document.activeElement).toBe(document.body);
    unmount();
    render(<Layout autoFocus={false} />);
    await user.click(toggle());
    expect(document.activeElement).toBe(toggle());
  });

  it('leaves focus alone in side mode and when it starts open', async () => {
    const user = userEvent.setup();
    render(<Layout mode="side" defaultOpened />);
    expect(drawer().hasAttribute('data-opened')).toBe(true);
    expect(document.activeElement).toBe(document.body);
    expect(backdrop()).toBeNull();
    expect(drawer().hasAttribute('data-modal')).toBe(false);
    expect(screen.getByTestId('content').hasAttribute('inert')).toBe(false);
    await user.click(toggle());
    expect(drawer().hasAttribute('data-opened')).toBe(false);
    expect(document.activeElement).toBe(toggle());
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('takes focus when an open side drawer becomes modal', async () => {
    const user = userEvent.setup();
    const {rerender} = render(<Layout mode="side" defaultOpened />);
    act(() => toggle().focus());
    rerender(<Layout mode="push" defaultOpened />);
    expect(screen.getByTestId('content').hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('link', {name: 'Inbox'}));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(toggle());
  });

  it('is not modal without a backdrop', async () => {
    const user = userEvent.setup();
    render(<Layout hasBackdrop={false} />);
    await user.click(toggle());
    expect(backdrop()).toBeNull();
    expect(drawer().hasAttribute('data-opened')).toBe(true);
    expect(drawer().hasAttribute('data-modal')).toBe(false);
    expect(screen.getByTestId('content').hasAttribute('inert')).toBe(false);
    await user.click(toggle());
    expect(drawer().hasAttribute('data-opened')).toBe(false);
  });

  it('works uncontrolled and ignores Escape from outside its own DOM', () => {
    render(
      <SidenavContainer>
        <Sidenav defaultOpened mode="push" position="end">
          <button>Close</button>
        </Sidenav>
        <SidenavContent>Text</SidenavContent>
      </SidenavContainer>,
    );
    expect(drawer().dataset.position).toBe('end');
    expect(drawer().hasAttribute('data-modal')).toBe(true);
    fireEvent.keyDown(screen.getByRole('button', {name: 'Close'}), {key: 'Escape'});
    expect(drawer().hasAttribute('data-opened')).toBe(false);
  });

  it('releases the content when a modal drawer unmounts', async () => {
    function Removable() {
      const [shown, setShown] = useState(true);
      return (
        <SidenavContainer>
          {shown && (
            <Sidenav defaultOpened>
              <button onClick={() => setShown(false)}>Remove</button>
            </Sidenav>
          )}
          <SidenavContent data-testid="content">Text</SidenavContent>
        </SidenavContainer>
      );
    }
    render(<Removable />);
    expect(screen.getByTestId('content').hasAttribute('inert')).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Remove'})));
    expect(screen.getByTestId('content').hasAttribute('inert')).toBe(false);
  });

  it('renders its state on the server', () => {
    const html = renderToString(
      <SidenavContainer>
        <Sidenav
          mode="side"
          defaultOpened
          fixedInViewport
          fixedTopGap={64}
          role="navigation"
          aria-label="Nav"
        >
          Links
        </Sidenav>
        <SidenavContent>Text</SidenavContent>
      </SidenavContainer>,
    );
    expect(html).toContain('data-mode="side"');
    expect(html).toContain('data-opened=""');
    expect(html).toContain('top:64px');
    expect(html).not.toContain('inert');
  });
});
