import {clearAnnouncements} from '@material-react/cdk/a11y';
import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {CdkA11yFocusTrapExample} from './cdk-a11y-focus-trap/cdk-a11y-focus-trap-example';
import {CdkA11yLiveAnnouncerExample} from './cdk-a11y-live-announcer/cdk-a11y-live-announcer-example';
import {CdkA11yToolbarNavigationExample} from './cdk-a11y-toolbar-navigation/cdk-a11y-toolbar-navigation-example';

afterEach(() => clearAnnouncements());

describe('cdk a11y examples', () => {
  it.each([
    ['cdk-a11y-focus-trap', CdkA11yFocusTrapExample],
    ['cdk-a11y-live-announcer', CdkA11yLiveAnnouncerExample],
    ['cdk-a11y-toolbar-navigation', CdkA11yToolbarNavigationExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(screen.getAllByRole('button').length).toBeGreaterThan(0);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('toolbar: one tab stop, arrow keys move and wrap, Tab comes back to the last button', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <button type="button">Before</button>
        <CdkA11yToolbarNavigationExample />
        <button type="button">After</button>
      </main>,
    );
    const toolbar = screen.getByRole('toolbar', {name: 'Text formatting'});
    const button = (name: string) => within(toolbar).getByRole('button', {name});
    const tabStops = () =>
      within(toolbar)
        .getAllByRole('button')
        .filter((item) => item.tabIndex === 0);

    await user.click(screen.getByRole('button', {name: 'Before'}));
    await user.tab();
    expect(document.activeElement).toBe(button('Bold'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'After'}));

    await user.tab({shift: true});
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(button('Underline'));
    expect(tabStops()).toEqual([button('Underline')]);
    await user.keyboard('{Enter}');
    expect(button('Underline').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/Dear neighbours/).style.textDecoration).toBe('underline');

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(button('Align to the end'));
    await user.keyboard(' ');
    expect(button('Align to the end').getAttribute('aria-pressed')).toBe('true');
    expect(button('Align to the start').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText(/Dear neighbours/).style.textAlign).toBe('end');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('Bold'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(button('Align to the end'));

    // Leaving and coming back lands on the button used last.
    await user.tab();
    await user.tab({shift: true});
    expect(document.activeElement).toBe(button('Align to the end'));
  });

  it('toolbar: the arrow keys follow the text direction', async () => {
    const user = userEvent.setup();
    renderInMain(CdkA11yToolbarNavigationExample, {dir: 'rtl'});
    const toolbar = screen.getByRole('toolbar', {name: 'Text formatting'});
    await user.tab();
    expect(document.activeElement).toBe(within(toolbar).getByRole('button', {name: 'Bold'}));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(within(toolbar).getByRole('button', {name: 'Italic'}));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(toolbar).getByRole('button', {name: 'Bold'}));
  });
});
