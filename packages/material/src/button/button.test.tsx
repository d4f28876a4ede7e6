import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {createRef, type ComponentProps} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {Button} from './button';
import {Fab} from './fab';
import {IconButton} from './icon-button';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

/** A stand-in for a router link: an anchor that handles its own clicks. */
function RouterLink({to, ...props}: ComponentProps<'a'> & {to: string}) {
  return <a href={to} {...props} />;
}

describe('Button', () => {
  it('renders a text <button type="button"> by default', async () => {
    const onClick = vi.fn();
    const {container} = render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', {name: 'Save'});
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('mat-button');
    expect(button.getAttribute('data-variant')).toBe('text');
    expect(button.hasAttribute('data-disabled')).toBe(false);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container, {requireLandmarks: true});
  });

  it('exposes the variant and keeps the given class and type', () => {
    render(
      <Button variant="filled" type="submit" className="extra">
        Send
      </Button>,
    );
    const button = screen.getByRole('button', {name: 'Send'});
    expect(button.getAttribute('data-variant')).toBe('filled');
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).toBe('mat-button extra');
  });

  it('is natively disabled as a button', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', {name: 'Save'}) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.hasAttribute('data-disabled')).toBe(true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link with href and passes link attributes', async () => {
    const {container} = render(
      <Button href="https://example.com" target="_blank" rel="noreferrer" variant="outlined">
        Docs
      </Button>,
    );
    const link = screen.getByRole('link', {name: 'Docs'});
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('https://example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noreferrer');
    expect(link.getAttribute('type')).toBeNull();
    await expectNoAxeViolations(container, {requireLandmarks: true});
  });

  it('disables a link with aria-disabled, out of the tab order and without clicks', async () => {
    const onClick = vi.fn();
    render(
      <>
        <Button href="/next" disabled onClick={onClick}>
          Next
        </Button>
        <button>After</button>
      </>,
    );
    const link = screen.getByRole('link', {name: 'Next'});
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(link.getAttribute('tabindex')).toBe('-1');
    const click = new MouseEvent('click', {bubbles: true, cancelable: true});
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'After'}));
  });

  it('renders its child with asChild, merging classes, data attributes and refs', async () => {
    const ref = createRef<HTMLElement>();
    const {container} = render(
      <Button asChild variant="filled" className="hero" ref={ref}>
        <RouterLink to="/guide/getting-started" className="own">
          Get started
        </RouterLink>
      </Button>,
    );
    const link = screen.getByRole('link', {name: 'Get started'});
    expect(link.getAttribute('href')).toBe('/guide/getting-started');
    expect(link.className).toBe('mat-button hero own');
    expect(link.getAttribute('data-variant')).toBe('filled');
    expect(link.getAttribute('type')).toBeNull();
    expect(ref.current).toBe(link);
    expect(container.querySelectorAll('button')).toHaveLength(0);
    await expectNoAxeViolations(container, {requireLandmarks: true});
  });

  it('stops clicks before the child handles them when disabled with asChild', async () => {
    const onNavigate = vi.fn();
    render(
      <Button asChild disabled>
        <RouterLink to="/x" onClick={onNavigate}>
          Go
        </RouterLink>
      </Button>,
    );
    const link = screen.getByRole('link', {name: 'Go'});
    expect(link.getAttribute('aria-disabled')).toBe('true');
    link.click();
    expect(onNavigate).not.toHaveBeenCalled();
  });
});

describe('IconButton', () => {
  it('renders a named icon-only button', async () => {
    const {container} = render(
      <IconButton aria-label="Open menu">
        <svg aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole('button', {name: 'Open menu'});
    expect(button.className).toBe('mat-icon-button');
    expect(button.getAttribute('data-variant')).toBe('standard');
    await expectNoAxeViolations(container, {requireLandmarks: true});
  });

  it('can be a link', () => {
    render(
      <IconButton href="https://github.com" aria-label="Source code repository" variant="tonal" />,
    );
    const link = screen.getByRole('link', {name: 'Source code repository'});
    expect(link.getAttribute('data-variant')).toBe('tonal');
  });

  it('requires an accessible name in its props type', () => {
    // @ts-expect-error An icon button without aria-label or aria-labelledby does not type-check.
    const unnamed = <IconButton />;
    const labelledBy = <IconButton aria-labelledby="label" />;
    expect(unnamed).toBeTruthy();
    expect(labelledBy).toBeTruthy();
  });
});

describe('Fab', () => {
  it('exposes colour and size, and needs a name unless extended', async () => {
    const {container} = render(
      <>
        <Fab aria-label="Compose" color="tertiary" size="small" />
        <Fab extended>Compose message</Fab>
      </>,
    );
    const plain = screen.getByRole('button', {name: 'Compose'});
    expect(plain.className).toBe('mat-fab');
    expect(plain.getAttribute('data-color')).toBe('tertiary');
    expect(plain.getAttribute('data-size')).toBe('small');
    expect(plain.hasAttribute('data-extended')).toBe(false);
    const extended = screen.getByRole('button', {name: 'Compose message'});
    expect(extended.hasAttribute('data-extended')).toBe(true);
    expect(extended.getAttribute('data-color')).toBe('primary');
    await expectNoAxeViolations(container, {requireLandmarks: true});
  });

  it('requires a name in its props type when not extended', () => {
    // @ts-expect-error A plain FAB shows only an icon and must be named.
    const unnamed = <Fab />;
    expect(unnamed).toBeTruthy();
  });
});
