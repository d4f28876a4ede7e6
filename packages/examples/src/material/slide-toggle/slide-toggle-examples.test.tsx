import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {SlideToggleConfigurableExample} from './slide-toggle-configurable/slide-toggle-configurable-example';
import {SlideToggleOverviewExample} from './slide-toggle-overview/slide-toggle-overview-example';
import {SlideToggleSettingsExample} from './slide-toggle-settings/slide-toggle-settings-example';

const toggle = (name: string) => screen.getByRole('switch', {name}) as HTMLButtonElement;

describe('slide toggle examples', () => {
  it.each([
    ['slide-toggle-overview', SlideToggleOverviewExample],
    ['slide-toggle-configurable', SlideToggleConfigurableExample],
    ['slide-toggle-settings', SlideToggleSettingsExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(document.querySelector('.mat-slide-toggle')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('settings: each switch is described, applies at once, and one depends on another', async () => {
    const user = userEvent.setup();
    renderInMain(SlideToggleSettingsExample);
    const preview = screen.getByText(/The lighthouse keeper/);
    expect(
      screen.getByRole('switch', {
        name: 'Invert colours',
        description: 'Swaps the colours of the page and the text.',
      }),
    ).toBeTruthy();

    await user.click(toggle('Invert colours'));
    expect(toggle('Invert colours').getAttribute('aria-checked')).toBe('true');
    expect(preview.hasAttribute('data-invert')).toBe(true);

    // Clicking the label toggles too.
    await user.click(screen.getByText('Larger text'));
    expect(preview.hasAttribute('data-large')).toBe(true);

    expect(toggle('Hyphenation').disabled).toBe(false);
    await user.click(toggle('Hyphenation'));
    expect(preview.hasAttribute('data-hyphens')).toBe(true);

    toggle('Justify text').focus();
    await user.keyboard(' ');
    expect(preview.hasAttribute('data-justify')).toBe(false);
    expect(preview.hasAttribute('data-hyphens')).toBe(false);
    const hyphenation = screen.getByRole('switch', {
      name: 'Hyphenation',
      description: 'Available when “Justify text” is on.',
    }) as HTMLButtonElement;
    expect(hyphenation.disabled).toBe(true);
    expect(hyphenation.getAttribute('aria-checked')).toBe('false');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});

    // The choice comes back with justified text.
    await user.keyboard('{Enter}');
    expect(toggle('Hyphenation').getAttribute('aria-checked')).toBe('true');
  });
});
