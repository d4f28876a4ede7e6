import type {Page} from '@playwright/test';
import {expect, openExample, test} from './fixtures';

/** What the browser's accessibility tree says about a slider: what screen readers are given. */
interface SliderNode {
  name: string;
  orientation: string;
  min: number;
  max: number;
}

/**
 * The sliders inside an example as Chromium's computed accessibility tree has them, read through
 * the DevTools protocol, not the DOM: `aria-orientation` on an input only counts if it gets there.
 */
async function sliderNodes(page: Page, exampleId: string): Promise<SliderNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const {root} = await cdp.send('DOM.getDocument', {depth: 0});
    const {nodeId} = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[id="${exampleId}"] .docs-example-body`,
    });
    const {nodes} = await cdp.send('Accessibility.queryAXTree', {nodeId, role: 'slider'});
    return nodes.map((node) => {
      const property = (name: string) =>
        node.properties?.find((candidate) => candidate.name === name)?.value.value as unknown;
      return {
        name: String(node.name?.value ?? ''),
        orientation: String(property('orientation')),
        min: Number(property('valuemin')),
        max: Number(property('valuemax')),
      };
    });
  } finally {
    await cdp.detach();
  }
}

/** Checks against the WAI-ARIA Authoring Practices that only a real browser can judge. */
test.describe('components against the APG patterns', () => {
  test('vertical sliders are vertical in the accessibility tree, and the keys keep their directions', async ({
    page,
  }) => {
    const body = await openExample(page, '/components/slider/examples', 'slider-vertical');
    const bands = await sliderNodes(page, 'slider-vertical');
    expect(bands.map((band) => band.name)).toEqual(['60 Hz', '250 Hz', '1 kHz', '4 kHz', '16 kHz']);
    expect(bands.map((band) => band.orientation)).toEqual(Array(5).fill('vertical'));

    const bass = body.getByRole('slider', {name: '60 Hz'});
    await bass.focus();
    await page.keyboard.press('ArrowUp');
    await expect(bass).toHaveValue('3');
    await page.keyboard.press('ArrowRight');
    await expect(bass).toHaveValue('6');
    await expect(bass).toHaveAttribute('aria-valuetext', 'plus 6 decibels');
    await page.keyboard.press('ArrowDown');
    await expect(bass).toHaveValue('3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(bass).toHaveValue('-3');
    await page.keyboard.press('End');
    await expect(bass).toHaveValue('12');
    // The thumb is drawn at the top: the minimum is at the bottom.
    const [thumb, track] = [
      (await body.locator('.mat-slider-thumb').first().boundingBox())!,
      (await body.locator('.mat-slider-track').first().boundingBox())!,
    ];
    expect(thumb.y + thumb.height / 2).toBeLessThan(track.y + track.height / 4);

    // Horizontal sliders stay horizontal.
    await openExample(page, '/components/slider/examples', 'slider-overview');
    const horizontal = await sliderNodes(page, 'slider-overview');
    expect(horizontal.length).toBeGreaterThan(0);
    expect(new Set(horizontal.map((slider) => slider.orientation))).toEqual(
      new Set(['horizontal']),
    );
  });

  test('the thumbs of a range slider report the limit the other thumb sets', async ({page}) => {
    const body = await openExample(page, '/components/slider/examples', 'slider-range');
    const reach = async () =>
      Object.fromEntries(
        (await sliderNodes(page, 'slider-range')).map((node) => [node.name, [node.min, node.max]]),
      );
    expect(await reach()).toEqual({'Minimum price': [0, 300], 'Maximum price': [50, 600]});
    await body.getByRole('slider', {name: 'Minimum price'}).focus();
    await page.keyboard.press('End');
    await expect(body.getByRole('slider', {name: 'Minimum price'})).toHaveValue('300');
    await expect.poll(reach).toEqual({'Minimum price': [0, 300], 'Maximum price': [300, 600]});
    await body.getByRole('slider', {name: 'Maximum price'}).focus();
    await page.keyboard.press('PageUp');
    await expect.poll(reach).toEqual({'Minimum price': [0, 400], 'Maximum price': [300, 600]});
  });

  test('the tabs of a tab nav bar over a panel are chosen with Space or Enter, and Space does not scroll', async ({
    page,
  }) => {
    const example = await openExample(page, '/components/tabs/examples', 'tab-nav-bar-basic');
    const tab = (name: string) => example.getByRole('tab', {name});
    const panel = example.getByRole('tabpanel');
    await tab('Inbox').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Sent')).toBeFocused();
    await expect(tab('Sent')).toHaveAttribute('aria-selected', 'false');
    const scrolled = () => page.evaluate(() => window.scrollY);
    const before = await scrolled();
    await page.keyboard.press(' ');
    await expect(tab('Sent')).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toHaveText('Your last message went out this morning.');
    expect(await scrolled()).toBe(before);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(tab('Archive')).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toHaveText('128 archived conversations.');
  });

  test('a shown tooltip is the description of its element', async ({page}) => {
    const body = await openExample(page, '/components/tooltip/examples', 'tooltip-overview');
    const share = body.getByRole('button', {name: 'Share'});
    await expect(share).toHaveAccessibleDescription('Share with your team');
    await share.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    const id = await tooltip.getAttribute('id');
    expect(id).toBeTruthy();
    await expect(share).toHaveAttribute('aria-describedby', id!);
    await expect(share).toHaveAccessibleDescription('Share with your team');
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    await expect(share).toHaveAccessibleDescription('Share with your team');
  });
});
