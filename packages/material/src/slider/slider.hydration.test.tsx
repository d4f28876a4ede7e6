import {prerenderAndHydrate, setLayoutBox} from '@material-react/cdk/testing';
import {fireEvent, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it} from 'vitest';
import {RangeSlider, Slider} from './index';

function Filters() {
  return (
    <form aria-label="Filters">
      <Slider
        aria-label="Rating"
        name="rating"
        defaultValue={3}
        min={1}
        max={5}
        discrete
        showTickMarks
      />
      <RangeSlider
        aria-label="Price"
        thumbLabels={['Minimum price', 'Maximum price']}
        name="price"
        defaultValue={[100, 400]}
        max={500}
        step={50}
        formatValue={(value) => `$${value}`}
      />
    </form>
  );
}

describe('hydration', () => {
  let unmount = () => {};
  afterEach(() => unmount());

  it('renders the values on the server and hydrates without mismatches', async () => {
    const tree = await prerenderAndHydrate(<Filters />);
    unmount = tree.unmount;
    expect(tree.recoverableErrors).toEqual([]);
    expect(tree.consoleErrors).toEqual([]);
    expect(tree.html).toContain('<input type="hidden" name="price" value="400"/>');

    const user = userEvent.setup();
    const rating = screen.getByRole<HTMLInputElement>('slider', {name: 'Rating'});
    // jsdom lays nothing out: a press would find a track of no size, so focus by hand.
    rating.focus();
    await user.keyboard('{ArrowRight}');
    expect(rating.value).toBe('4');

    const tracks = document.querySelectorAll('.mat-slider-track');
    setLayoutBox(tracks[1]!, {x: 0, y: 0, width: 500, height: 4});
    const root = tracks[1]!.parentElement!;
    fireEvent.pointerDown(root, {clientX: 480, clientY: 2, pointerId: 3, button: 0});
    fireEvent.pointerUp(root, {clientX: 480, clientY: 2, pointerId: 3});
    const form = screen.getByRole('form') as HTMLFormElement;
    expect([...new FormData(form).entries()]).toEqual([
      ['rating', '4'],
      ['price', '100'],
      ['price', '500'],
    ]);
    expect(screen.getByRole('slider', {name: 'Maximum price'}).getAttribute('aria-valuetext')).toBe(
      '$500',
    );
  });
});
