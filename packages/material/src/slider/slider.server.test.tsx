// @vitest-environment node
import {DirectionProvider} from '@material-react/cdk/bidi';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {RangeSlider, Slider} from './index';

describe('server rendering', () => {
  it('renders both sliders, positioned, without a document or errors', () => {
    expect(typeof document).toBe('undefined');
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const html = renderToString(
      <div>
        <Slider
          aria-label="Volume"
          name="volume"
          defaultValue={30}
          discrete
          showTickMarks
          step={10}
        />
        <RangeSlider
          aria-label="Price"
          thumbLabels={['Minimum price', 'Maximum price']}
          defaultValue={[20, 80]}
          formatValue={(value) => `$${value}`}
        />
        <Slider aria-label="Bass" orientation="vertical" defaultValue={25} />
      </div>,
    );
    expect(html).toContain(
      '<input type="range" class="mat-slider-input cdk-visually-hidden" min="0" max="100" step="10" aria-label="Volume" aria-orientation="horizontal" value="30"/>',
    );
    expect(html).toContain('<input type="hidden" name="volume" value="30"/>');
    expect(html).toContain('style="left:30%"');
    expect(html.match(/class="mat-slider-tick-mark"/g)).toHaveLength(11);
    expect(html).toContain('<div aria-label="Price" role="group" class="mat-slider"');
    expect(html).toContain('aria-label="Minimum price" aria-valuetext="$20"');
    expect(html).toContain('aria-label="Maximum price" aria-valuetext="$80"');
    expect(html).toContain('data-orientation="vertical"');
    expect(html).toContain('style="bottom:25%"');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('renders right to left inside a direction provider', () => {
    const html = renderToString(
      <DirectionProvider dir="rtl">
        <Slider aria-label="Volume" defaultValue={30} />
      </DirectionProvider>,
    );
    expect(html).toContain('style="left:70%"');
  });
});
