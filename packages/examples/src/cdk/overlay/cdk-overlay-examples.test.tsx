import {expectNoAxeViolations, setLayoutBox} from '@material-react/cdk/testing';
import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {renderInMain} from '../../testing';
import {CdkOverlayBasicExample} from './cdk-overlay-basic/cdk-overlay-basic-example';
import {CdkOverlayPlacementExample} from './cdk-overlay-placement/cdk-overlay-placement-example';
import {CdkOverlayScrollStrategiesExample} from './cdk-overlay-scroll-strategies/cdk-overlay-scroll-strategies-example';

/** Gives the page the size of the window: jsdom lays nothing out, so the viewport is 0 by 0. */
function sizeViewport() {
  setLayoutBox(document.documentElement, {
    x: 0,
    y: 0,
    width: window.innerWidth,
    height: window.innerHeight,
  });
}

afterEach(() => {
  document.querySelector('.cdk-overlay-container')?.remove();
  for (const property of [
    'getBoundingClientRect',
    'offsetWidth',
    'offsetHeight',
    'clientWidth',
    'clientHeight',
  ]) {
    Reflect.deleteProperty(document.documentElement, property);
  }
});

describe('cdk overlay examples', () => {
  it.each([
    ['cdk-overlay-basic', CdkOverlayBasicExample],
    ['cdk-overlay-scroll-strategies', CdkOverlayScrollStrategiesExample],
    ['cdk-overlay-placement', CdkOverlayPlacementExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(screen.getByRole('button', {expanded: false})).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('placement: reports where the pane went, resolves before/after, and closes on Escape', async () => {
    const user = userEvent.setup();
    sizeViewport();
    renderInMain(CdkOverlayPlacementExample);
    const button = screen.getByRole('button', {name: "Tomorrow's forecast"});
    setLayoutBox(button, {x: 300, y: 100, width: 180, height: 40});
    expect(screen.getByText('Open the forecast to see where it goes.')).toBeTruthy();

    await user.click(button);
    const panel = screen.getByRole('region', {name: "Tomorrow's forecast"});
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.closest('.cdk-overlay-container')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('Asked for bottom-start, placed at bottom-start.')).toBeTruthy(),
    );
    expect(panel.dataset['placement']).toBe('bottom-start');
    // The panel lives in the overlay container, outside the page's landmarks by design.
    await expectNoAxeViolations(document.body);

    button.focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', {name: "Tomorrow's forecast"})).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    // `before` is the start of the line: the left in left-to-right text.
    await user.selectOptions(screen.getByRole('combobox', {name: 'Placement'}), 'before');
    await user.click(button);
    await waitFor(() => expect(screen.getByText('Asked for before, placed at left.')).toBeTruthy());

    // A press outside the panel and the button closes it.
    await user.click(screen.getByText(/Asked for before/));
    expect(screen.queryByRole('region', {name: "Tomorrow's forecast"})).toBeNull();
  });

  it('placement: flips to the other side when there is no room', async () => {
    const user = userEvent.setup();
    sizeViewport();
    renderInMain(CdkOverlayPlacementExample);
    const button = screen.getByRole('button', {name: "Tomorrow's forecast"});
    setLayoutBox(button, {x: 300, y: window.innerHeight - 48, width: 180, height: 40});
    // The panel is 160px tall, and there are only 8px below the button.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(160);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(240);
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByText('Asked for bottom-start, placed at top-start.')).toBeTruthy(),
    );
  });
});
