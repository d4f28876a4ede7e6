import {expectNoAxeViolations, prerenderAndHydrate} from '@material-react/cdk/testing';
import mailIcon from '@material-symbols/svg-400/outlined/mail.svg?raw';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {createRef, useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {Button, IconButton} from '../button';
import {Icon} from '../icon';
import {prebuiltThemes} from '../theming';
import {colorToken, contrastRatio, themeStylesheet} from '../theming/theme-colors.test-utils';
import {Tooltip} from '../tooltip';
import {Badge} from './badge';

/** What a badge shows: drawn by CSS from `data-content`, so it is not text of the host. */
const shownContent = (badge: Element) => (badge as HTMLElement).dataset['content'] ?? '';

const HERE = dirname(fileURLToPath(import.meta.url));
const readCss = (path: string) => readFileSync(join(HERE, path), 'utf8');

const badgeOf = (host: Element) => host.querySelector<HTMLElement>('.mat-badge-content');

describe('Badge', () => {
  it('shows its content on a span around the children, hidden from screen readers', async () => {
    const {container} = render(
      <p>
        <Badge content={3}>
          <Icon svg={mailIcon} />
        </Badge>
      </p>,
    );
    const host = container.querySelector<HTMLElement>('.mat-badge')!;
    expect(host.tagName).toBe('SPAN');
    expect(host.classList.contains('mat-badge-wrapper')).toBe(true);
    expect(host.querySelector('.mat-icon')).not.toBeNull();
    const badge = badgeOf(host)!;
    expect(shownContent(badge)).toBe('3');
    expect(badge.getAttribute('aria-hidden')).toBe('true');
    expect(badge.dataset).toMatchObject({size: 'medium', position: 'above after', overlap: ''});
    expect(badge.hasAttribute('data-disabled')).toBe(false);
    // The content is read out as text next to the host, once.
    const description = host.querySelector('.mat-badge-description')!;
    expect(description.classList.contains('cdk-visually-hidden')).toBe(true);
    expect(description.textContent).toBe('3');
    const readable = screen.getAllByText('3').filter((el) => !el.closest('[aria-hidden="true"]'));
    expect(readable).toEqual([description]);
    await expectNoAxeViolations();
  });

  it('reads its description instead of its content', () => {
    const {container} = render(
      <Badge content={3} description="3 unread messages" overlap={false}>
        Inbox
      </Badge>,
    );
    expect(shownContent(badgeOf(container)!)).toBe('3');
    expect(container.querySelector('.mat-badge-description')!.textContent).toBe(
      '3 unread messages',
    );
    expect(container.textContent).toBe('Inbox3 unread messages');
  });

  it('caps numbers at max', () => {
    const {container, rerender} = render(<Badge content={1000} />);
    expect(shownContent(badgeOf(container)!)).toBe('999+');
    rerender(<Badge content={999} />);
    expect(shownContent(badgeOf(container)!)).toBe('999');
    rerender(<Badge content={150} max={99} />);
    expect(shownContent(badgeOf(container)!)).toBe('99+');
    // Without a description the visible text is read.
    expect(container.querySelector('.mat-badge-description')!.textContent).toBe('99+');
    rerender(<Badge content={0} max={99} />);
    expect(shownContent(badgeOf(container)!)).toBe('0');
    rerender(<Badge content="1500" max={99} />);
    expect(shownContent(badgeOf(container)!)).toBe('1500');
  });

  it('is a dot without content or at the small size', () => {
    const {container, rerender} = render(<Badge description="New notifications" />);
    expect(shownContent(badgeOf(container)!)).toBe('');
    expect(badgeOf(container)!.dataset['size']).toBe('small');
    expect(container.querySelector('.mat-badge-description')!.textContent).toBe(
      'New notifications',
    );
    rerender(<Badge content="" size="large" />);
    expect(badgeOf(container)!.dataset['size']).toBe('small');
    expect(container.querySelector('.mat-badge-description')).toBeNull();
    rerender(<Badge content={5} size="small" />);
    expect(shownContent(badgeOf(container)!)).toBe('');
    expect(badgeOf(container)!.dataset['size']).toBe('small');
    expect(container.querySelector('.mat-badge-description')!.textContent).toBe('5');
    rerender(<Badge content={5} size="large" />);
    expect(shownContent(badgeOf(container)!)).toBe('5');
    expect(badgeOf(container)!.dataset['size']).toBe('large');
  });

  it('exposes position, overlap and disabled state to styles', () => {
    const {container} = render(
      <Badge
        content="New"
        position="below before"
        overlap={false}
        disabled
        badgeClassName="my-badge"
      />,
    );
    const badge = badgeOf(container)!;
    expect(badge.className).toBe('mat-badge-content my-badge');
    expect(badge.dataset['position']).toBe('below before');
    expect(badge.hasAttribute('data-overlap')).toBe(false);
    expect(badge.hasAttribute('data-disabled')).toBe(true);
  });

  it('is neither shown nor announced while hidden, and keeps the host', async () => {
    const user = userEvent.setup();
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <>
          <Badge asChild content={count} hidden={count === 0} description={`${count} new`}>
            <Button onClick={() => setCount(count + 1)}>Messages</Button>
          </Badge>
          <Badge content={count} hidden={count === 0}>
            <Icon svg={mailIcon} />
          </Badge>
        </>
      );
    }
    const {container} = render(<Counter />);
    const button = screen.getByRole('button', {name: 'Messages'});
    expect(button.classList.contains('mat-badge')).toBe(true);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    expect(container.querySelectorAll('.mat-badge')).toHaveLength(2);
    expect(container.querySelector('.mat-badge-content, .mat-badge-description')).toBeNull();
    await user.click(button);
    expect(screen.getByRole('button', {name: 'Messages', description: '1 new'})).toBe(button);
    expect(container.querySelectorAll('.mat-badge-content')).toHaveLength(2);
  });

  it('describes an asChild host through aria-describedby, without changing its name', async () => {
    const ref = createRef<HTMLElement>();
    const hint = document.createElement('p');
    hint.id = 'hint';
    hint.textContent = 'Opens your inbox';
    document.body.append(hint);
    render(
      <Badge
        asChild
        content={120}
        max={99}
        description="120 notifications"
        className="host"
        ref={ref}
      >
        <IconButton aria-label="Notifications" className="own" aria-describedby="hint">
          <Icon svg={mailIcon} />
        </IconButton>
      </Badge>,
    );
    const button = screen.getByRole('button', {
      name: 'Notifications',
      description: '120 notifications Opens your inbox',
    });
    expect(ref.current).toBe(button);
    expect(button.className).toBe('mat-icon-button mat-badge host own');
    expect(button.dataset['variant']).toBe('standard');
    // The icon, then the badge and its hidden description, inside the host.
    expect([...button.children].map((child) => child.getAttribute('class'))).toEqual([
      'mat-icon',
      'mat-badge-content',
      'mat-badge-description',
    ]);
    expect(shownContent(badgeOf(button)!)).toBe('99+');
    const description = button.querySelector<HTMLElement>('.mat-badge-description')!;
    expect(description.hidden).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(`${description.id} hint`);
    await expectNoAxeViolations();
    hint.remove();
  });

  it('keeps the name of a host named by its content, and reads the content without a description', () => {
    render(
      <Badge asChild content={3}>
        <a href="#inbox">Inbox</a>
      </Badge>,
    );
    expect(screen.getByRole('link', {name: 'Inbox', description: '3'})).toBeTruthy();
  });

  it('announces nothing with an empty description', () => {
    const {container} = render(
      <>
        <Badge asChild content={3} description="">
          <button type="button">3 unread messages</button>
        </Badge>
        <Badge content={3} description="">
          3 unread
        </Badge>
      </>,
    );
    expect(screen.getByRole('button').hasAttribute('aria-describedby')).toBe(false);
    expect(container.querySelector('.mat-badge-description')).toBeNull();
  });

  it('passes other props to the host and composes with a tooltip', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <>
        <Tooltip message="Inbox">
          <Badge asChild content={2} description="2 unread messages" onClick={onClick}>
            <IconButton aria-label="Inbox">
              <Icon svg={mailIcon} />
            </IconButton>
          </Badge>
        </Tooltip>
        <Badge content={1} id="plain" title="Mail" data-testid="plain">
          <Icon svg={mailIcon} />
        </Badge>
      </>,
    );
    const button = screen.getByRole('button', {name: 'Inbox'});
    const describedBy = button.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy).toHaveLength(2);
    expect(describedBy.map((id) => document.getElementById(id)!.textContent).sort()).toEqual([
      '2 unread messages',
      'Inbox',
    ]);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    const plain = screen.getByTestId('plain');
    expect(plain.id).toBe('plain');
    expect(plain.title).toBe('Mail');
  });

  it('needs a single element as its child with asChild', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <Badge asChild content={1}>
          Inbox
        </Badge>,
      ),
    ).toThrow('Badge with asChild expects a single React element as its child.');
  });

  it('hydrates the server HTML without mismatches', async () => {
    const tree = await prerenderAndHydrate(
      <div>
        <Badge asChild content={4} description="4 new messages">
          <IconButton aria-label="Mail">
            <Icon svg={mailIcon} />
          </IconButton>
        </Badge>
        <Badge content="New" overlap={false}>
          Drafts
        </Badge>
      </div>,
    );
    expect(tree.recoverableErrors).toEqual([]);
    expect(tree.consoleErrors).toEqual([]);
    expect(screen.getByRole('button', {name: 'Mail', description: '4 new messages'})).toBeTruthy();
    tree.unmount();
  });
});

describe('badge styles', () => {
  const css = readCss('./badge.css');

  it('places the badge with logical properties only, so it follows the text direction', () => {
    expect(css).not.toMatch(/(^|[\s;{])(left|right|margin-left|margin-right)\s*:/m);
    expect(css).toContain('inset-inline-start: 100%');
    expect(css).toContain('inset-inline-end: 100%');
  });

  it('reads the error colours by default', () => {
    expect(css).toContain('var(--mat-badge-background-color, var(--mat-sys-error))');
    expect(css).toContain('var(--mat-badge-text-color, var(--mat-sys-on-error))');
  });

  it('has readable default colours in every prebuilt theme, light and dark', () => {
    const themes = prebuiltThemes.map((theme) => themeStylesheet(theme.name));
    expect(prebuiltThemes.some((theme) => theme.isDark)).toBe(true);
    for (const themeCss of themes) {
      const error = colorToken(themeCss, '--mat-sys-error');
      const onError = colorToken(themeCss, '--mat-sys-on-error');
      expect(contrastRatio(error, onError)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
