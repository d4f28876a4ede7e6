import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {CdkBidiKeyboardExample} from './cdk-bidi-keyboard/cdk-bidi-keyboard-example';
import {CdkBidiLogicalLayoutExample} from './cdk-bidi-logical-layout/cdk-bidi-logical-layout-example';
import {CdkBidiOverviewExample} from './cdk-bidi-overview/cdk-bidi-overview-example';

describe('bidi examples', () => {
  it('overview: the choice sets the dir attribute and what useDirection() reports', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <CdkBidiOverviewExample />
      </main>,
    );
    const reported = () => screen.getByText(/^(ltr|rtl)$/, {selector: 'code'});
    const ltr = screen.getByRole('radio', {name: 'Left to right'});
    const rtl = screen.getByRole('radio', {name: 'Right to left'});
    expect(screen.getByRole('group', {name: 'Text direction'})).toBeTruthy();
    expect(ltr).toHaveProperty('checked', true);
    expect(reported().textContent).toBe('ltr');
    expect(reported().closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    await expectNoAxeViolations();

    await user.click(rtl);
    expect(reported().textContent).toBe('rtl');
    expect(reported().closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    // The radios are operable from the keyboard too.
    act(() => ltr.focus());
    await user.keyboard(' ');
    expect(ltr).toHaveProperty('checked', true);
    expect(reported().textContent).toBe('ltr');
    expect(reported().closest('[dir]')?.getAttribute('dir')).toBe('ltr');
  });

  it('keyboard: ArrowRight moves on left to right, ArrowLeft right to left', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <CdkBidiKeyboardExample />
      </main>,
    );
    const toolbar = screen.getByRole('toolbar', {name: 'Text style'});
    const button = (name: string) => within(toolbar).getByRole('button', {name});
    expect(button('Bold').getAttribute('aria-pressed')).toBe('true');
    expect(button('Italic').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText(/moves to the next button/).textContent).toBe(
      'ArrowRight moves to the next button, ArrowLeft to the previous one',
    );

    // Tab enters the toolbar at its one tab stop.
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(button('Bold'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('Italic'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(button('Bold'));
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(button('Underline').getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('checkbox', {name: 'Right to left'}));
    expect(toolbar.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByText(/moves to the next button/).textContent).toBe(
      'ArrowLeft moves to the next button, ArrowRight to the previous one',
    );
    // Back in the toolbar at the button focused last, the keys now go the other way.
    await user.tab();
    expect(document.activeElement).toBe(button('Underline'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(button('Strikethrough'));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(button('Italic'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(button('Bold'));
    // The first button has no previous one, whichever key that is.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('Bold'));
    await user.keyboard(' ');
    expect(button('Bold').getAttribute('aria-pressed')).toBe('false');
    await expectNoAxeViolations();
  });

  it('logical layout: the arrows point the way of each direction', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <CdkBidiLogicalLayoutExample />
      </main>,
    );
    // Each panel is a figure named by its caption.
    const panel = (caption: string) => screen.getByText(caption).closest('figure')!;
    const arrows = (figure: HTMLElement) =>
      Array.from(figure.querySelectorAll('svg'), (svg) => svg.getAttribute('data-points'));
    const ltr = panel('Left to right');
    const rtl = panel('Right to left');
    expect(ltr.getAttribute('dir')).toBe('ltr');
    expect(rtl.getAttribute('dir')).toBe('rtl');
    // Previous, then Next.
    expect(arrows(ltr)).toEqual(['left', 'right']);
    expect(arrows(rtl)).toEqual(['right', 'left']);
    await expectNoAxeViolations();

    const next = within(rtl).getByRole('button', {name: 'Next'});
    expect(next.getAttribute('aria-describedby')).toBe(within(rtl).getByText('Page 2 of 5').id);
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(within(rtl).getByText('Page 5 of 5')).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);
    // Each pager has its own page.
    expect(within(ltr).getByText('Page 2 of 5')).toBeTruthy();
    await user.click(within(ltr).getByRole('button', {name: 'Previous'}));
    expect(within(ltr).getByText('Page 1 of 5')).toBeTruthy();
    expect(within(ltr).getByRole('button', {name: 'Previous'})).toHaveProperty('disabled', true);
    await expectNoAxeViolations();
  });
});
