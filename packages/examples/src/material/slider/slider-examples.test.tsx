import {expectNoAxeViolations, setLayoutBox} from '@material-react/cdk/testing';
import {fireEvent, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {SliderDiscreteExample} from './slider-discrete/slider-discrete-example';
import {SliderFormsAndDisabledExample} from './slider-forms-and-disabled/slider-forms-and-disabled-example';
import {SliderOverviewExample} from './slider-overview/slider-overview-example';
import {SliderRangeExample} from './slider-range/slider-range-example';
import {SliderVerticalExample} from './slider-vertical/slider-vertical-example';

const slider = (name: string) => screen.getByRole<HTMLInputElement>('slider', {name});

describe('slider examples', () => {
  it.each([
    ['slider-overview', SliderOverviewExample],
    ['slider-range', SliderRangeExample],
    ['slider-discrete', SliderDiscreteExample],
    ['slider-vertical', SliderVerticalExample],
    ['slider-forms-and-disabled', SliderFormsAndDisabledExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(document.querySelector('.mat-slider')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('overview: the volume follows the keys, the track and the buttons', async () => {
    const user = userEvent.setup();
    renderInMain(SliderOverviewExample);
    const volume = slider('Volume');
    expect(volume.getAttribute('aria-valuetext')).toBe('40%');
    volume.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('42%')).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Louder'}));
    expect(volume.value).toBe('52');
    await user.click(screen.getByRole('button', {name: 'Quieter'}));
    await user.click(screen.getByRole('button', {name: 'Quieter'}));
    expect(screen.getByText('32%')).toBeTruthy();
    setLayoutBox(document.querySelector('.mat-slider-track')!, {
      x: 0,
      y: 0,
      width: 300,
      height: 4,
    });
    const root = document.querySelector('.mat-slider')!;
    fireEvent.pointerDown(root, {clientX: 270, clientY: 2, pointerId: 1, button: 0});
    fireEvent.pointerUp(root, {clientX: 270, clientY: 2, pointerId: 1});
    expect(screen.getByText('90%')).toBeTruthy();
    await user.keyboard('{End}');
    await user.click(screen.getByRole('button', {name: 'Louder'}));
    expect(volume.value).toBe('100');
  });

  it('range: filters the products between the two prices', async () => {
    const user = userEvent.setup();
    renderInMain(SliderRangeExample);
    const group = screen.getByRole('group', {name: 'Price: $50 to $300'});
    expect(group).toBeTruthy();
    const minimum = slider('Minimum price');
    const maximum = slider('Maximum price');
    expect(minimum.getAttribute('aria-valuetext')).toBe('$50');
    expect(maximum.getAttribute('aria-valuetext')).toBe('$300');
    const products = () =>
      screen
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .sort();
    expect(products()).toEqual([
      'Bookshelf, $180',
      'Keyboard, $70',
      'Monitor arm, $95',
      'Office chair, $240',
    ]);
    maximum.focus();
    await user.keyboard('{End}');
    expect(screen.getByText('Price: $50 to $600')).toBeTruthy();
    expect(products()).toContain('Standing desk, $520');
    // The minimum cannot pass the maximum.
    minimum.focus();
    await user.keyboard('{End}');
    expect(minimum.value).toBe('600');
    expect(screen.getByText('No products in this range.')).toBeTruthy();
    const labels = [...document.querySelectorAll('.mat-slider-value-label')];
    expect(labels.map((label) => label.textContent)).toEqual(['$600', '$600']);
  });

  it('discrete: steps of 2px with tick marks resize the preview', async () => {
    const user = userEvent.setup();
    renderInMain(SliderDiscreteExample);
    const size = slider('Text size');
    expect(document.querySelectorAll('.mat-slider-tick-mark')).toHaveLength(11);
    expect(size.getAttribute('aria-valuetext')).toBe('16 pixels');
    size.focus();
    await user.keyboard('{ArrowRight}');
    expect(size.value).toBe('18');
    expect(document.querySelector('.mat-slider-thumb')!.hasAttribute('data-active')).toBe(true);
    expect(document.querySelector('.mat-slider-value-label')!.textContent).toBe('18px');
    const preview = screen.getByText(/The quick brown fox/);
    expect(preview.style.fontSize).toBe('18px');
    await user.keyboard('{End}');
    expect(preview.style.fontSize).toBe('32px');
  });

  it('vertical: each band is a vertical slider, and reset flattens them', async () => {
    const user = userEvent.setup();
    renderInMain(SliderVerticalExample);
    expect(screen.getByRole('group', {name: 'Equalizer'})).toBeTruthy();
    const bass = slider('60 Hz');
    expect(screen.getAllByRole('slider')).toHaveLength(5);
    expect(bass.getAttribute('aria-orientation')).toBe('vertical');
    expect(bass.min).toBe('-12');
    const reset = screen.getByRole('button', {name: 'Reset to flat'}) as HTMLButtonElement;
    expect(reset.disabled).toBe(true);
    bass.focus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(bass.getAttribute('aria-valuetext')).toBe('plus 6 decibels');
    expect(screen.getByText('+6 dB')).toBeTruthy();
    slider('16 kHz').focus();
    await user.keyboard('{Home}');
    expect(slider('16 kHz').getAttribute('aria-valuetext')).toBe('minus 12 decibels');
    await user.click(reset);
    expect(bass.value).toBe('0');
    expect(slider('16 kHz').value).toBe('0');
  });

  it('forms and disabled: submits the values, reports commits, and disables brightness', async () => {
    const user = userEvent.setup();
    renderInMain(SliderFormsAndDisabledExample);
    const brightness = slider('Brightness');
    expect(brightness.disabled).toBe(true);
    const timeout = slider('Screen timeout (minutes)');
    timeout.focus();
    await user.keyboard('{PageUp}');
    expect(screen.getByText('Saved: 15 minutes.')).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Save settings'}));
    expect(screen.getByText('Submitted: timeout=15')).toBeTruthy();
    await user.click(screen.getByRole('switch', {name: 'Adjust brightness automatically'}));
    expect(brightness.disabled).toBe(false);
    brightness.focus();
    await user.keyboard('{ArrowLeft}');
    await user.click(screen.getByRole('button', {name: 'Save settings'}));
    expect(screen.getByText('Submitted: timeout=15, brightness=69')).toBeTruthy();
  });
});
