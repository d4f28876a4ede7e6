import {DirectionProvider} from '@material-react/cdk/bidi';
import {expectNoAxeViolations, setLayoutBox} from '@material-react/cdk/testing';
import {fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {RangeSlider, type RangeSliderProps, type SliderRangeValue} from './index';

function Price(props: Partial<RangeSliderProps>) {
  return (
    <main>
      <RangeSlider aria-label="Price" thumbLabels={['Minimum price', 'Maximum price']} {...props} />
    </main>
  );
}

const start = () => screen.getByRole<HTMLInputElement>('slider', {name: 'Minimum price'});
const end = () => screen.getByRole<HTMLInputElement>('slider', {name: 'Maximum price'});
const values = () => [start().value, end().value].map(Number);
const root = () => document.querySelector<HTMLElement>('.mat-slider')!;
const thumbs = () => [...document.querySelectorAll<HTMLElement>('.mat-slider-thumb')];

/** A 200px track from x = 0: a pointer at x = 2v is at v. */
function layOutTrack() {
  setLayoutBox(document.querySelector('.mat-slider-track')!, {x: 0, y: 0, width: 200, height: 4});
}
const press = (x: number) =>
  fireEvent.pointerDown(root(), {clientX: x, clientY: 2, pointerId: 1, button: 0});
const move = (x: number) => fireEvent.pointerMove(root(), {clientX: x, clientY: 2, pointerId: 1});
const release = (x: number) => fireEvent.pointerUp(root(), {clientX: x, clientY: 2, pointerId: 1});

describe('RangeSlider', () => {
  it('is a named group of two distinctly named sliders', async () => {
    render(<Price defaultValue={[20, 80]} />);
    const group = screen.getByRole('group', {name: 'Price'});
    expect(group).toBe(root());
    expect(screen.getAllByRole('slider')).toEqual([start(), end()]);
    expect(values()).toEqual([20, 80]);
    expect(thumbs().map((thumb) => thumb.dataset['thumb'])).toEqual(['start', 'end']);
    expect(thumbs().map((thumb) => thumb.style.left)).toEqual(['20%', '80%']);
    const active = document.querySelector<HTMLElement>('.mat-slider-track-active')!;
    expect([active.style.left, active.style.right]).toEqual(['20%', '20%']);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('spans the whole range without a default value', () => {
    render(<Price min={10} max={50} />);
    expect(values()).toEqual([10, 50]);
  });

  it('names its thumbs by visible labels with thumbLabelledBy', async () => {
    render(
      <main>
        <span id="from">From</span>
        <span id="to">To</span>
        <RangeSlider aria-label="Years" thumbLabelledBy={['from', 'to']} min={1990} max={2020} />
      </main>,
    );
    expect(screen.getByRole('slider', {name: 'From'})).toBeTruthy();
    expect(screen.getByRole('slider', {name: 'To'})).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('keeps the thumbs from crossing with the keys; Home and End stop at the other thumb', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Price defaultValue={[40, 42]} onValueChange={onValueChange} />);
    start().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(values()).toEqual([42, 42]);
    await user.keyboard('{End}');
    expect(values()).toEqual([42, 42]);
    await user.keyboard('{Home}');
    expect(values()).toEqual([0, 42]);
    await user.keyboard('{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}');
    expect(values()).toEqual([42, 42]);
    end().focus();
    await user.keyboard('{ArrowLeft}{PageDown}');
    expect(values()).toEqual([42, 42]);
    await user.keyboard('{End}');
    expect(values()).toEqual([42, 100]);
    await user.keyboard('{Home}');
    expect(values()).toEqual([42, 42]);
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([
      [41, 42],
      [42, 42],
      [0, 42],
      [10, 42],
      [20, 42],
      [30, 42],
      [40, 42],
      [42, 42],
      [42, 100],
      [42, 42],
    ]);
  });

  it('tells each thumb how far it can go: the other thumb is its limit', async () => {
    const user = userEvent.setup();
    render(<Price max={600} step={10} defaultValue={[50, 300]} />);
    const reach = () => [start(), end()].map((input) => [input.min, input.max].map(Number));
    expect(reach()).toEqual([
      [0, 300],
      [50, 600],
    ]);
    start().focus();
    await user.keyboard('{End}');
    expect(values()).toEqual([300, 300]);
    expect(reach()).toEqual([
      [0, 300],
      [300, 600],
    ]);
    end().focus();
    await user.keyboard('{PageUp}');
    expect(reach()).toEqual([
      [0, 400],
      [300, 600],
    ]);
  });

  it('keeps the limits minStepsBetween apart, and on the steps for a value off them', () => {
    const {rerender} = render(<Price step={5} minStepsBetween={2} defaultValue={[20, 60]} />);
    expect([start().max, end().min]).toEqual(['50', '30']);
    // A controlled start off the steps: the end thumb's steps still count from 0, so it keeps
    // its value (an input's steps count from its min).
    rerender(<Price step={10} value={[33, 80]} />);
    expect([end().min, end().max, end().value]).toEqual(['30', '100', '80']);
    expect(start().max).toBe('80');
  });

  it('keeps the thumbs minStepsBetween steps apart', async () => {
    const user = userEvent.setup();
    render(<Price step={5} minStepsBetween={2} defaultValue={[20, 60]} />);
    start().focus();
    await user.keyboard('{End}');
    expect(values()).toEqual([50, 60]);
    end().focus();
    await user.keyboard('{Home}');
    expect(values()).toEqual([50, 60]);
    await user.keyboard('{End}');
    expect(values()).toEqual([50, 100]);
    await user.keyboard('{Home}');
    expect(values()).toEqual([50, 60]);
  });

  it('mirrors in right-to-left text', async () => {
    const user = userEvent.setup();
    render(
      <DirectionProvider dir="rtl">
        <Price defaultValue={[20, 70]} />
      </DirectionProvider>,
    );
    expect(thumbs().map((thumb) => thumb.style.left)).toEqual(['80%', '30%']);
    const active = document.querySelector<HTMLElement>('.mat-slider-track-active')!;
    expect([active.style.left, active.style.right]).toEqual(['30%', '20%']);
    end().focus();
    await user.keyboard('{ArrowLeft}');
    expect(values()).toEqual([20, 71]);
    // x = 180 is 90% from the left: value 10, nearest to the start thumb.
    layOutTrack();
    press(180);
    release(180);
    expect(values()).toEqual([10, 71]);
  });
});

describe('RangeSlider pointer', () => {
  it('moves the nearer thumb, which then cannot be dragged past the other', () => {
    const onValueChange = vi.fn();
    const onValueCommit = vi.fn();
    render(
      <Price defaultValue={[20, 80]} onValueChange={onValueChange} onValueCommit={onValueCommit} />,
    );
    layOutTrack();
    press(120); // 60: nearer to 80
    expect(values()).toEqual([20, 60]);
    expect(document.activeElement).toBe(end());
    expect(thumbs()[1]!.hasAttribute('data-dragging')).toBe(true);
    expect(thumbs()[1]!.hasAttribute('data-active')).toBe(true);
    move(10); // 5: below the start thumb, so the end thumb stops at it
    expect(values()).toEqual([20, 20]);
    release(10);
    expect(onValueCommit.mock.calls).toEqual([[[20, 20]]]);

    press(60); // 30: nearer to... both sit at 20; above them, so the end thumb
    expect(values()).toEqual([20, 30]);
    release(60);
    press(0); // 0: the start thumb
    expect(document.activeElement).toBe(start());
    move(190); // 95: the start thumb stops at the end thumb
    expect(values()).toEqual([30, 30]);
    release(190);
    expect(onValueCommit.mock.calls.map(([value]) => value)).toEqual([
      [20, 20],
      [20, 30],
      [30, 30],
    ]);
    expect(onValueChange).toHaveBeenLastCalledWith([30, 30]);
  });

  it('parts stacked thumbs by the side of the press', () => {
    render(<Price defaultValue={[50, 50]} />);
    layOutTrack();
    press(40);
    release(40);
    expect(values()).toEqual([20, 50]);
  });

  it('lets a press at the end move thumbs stacked at the maximum', () => {
    render(<Price defaultValue={[100, 100]} />);
    layOutTrack();
    press(250);
    expect(document.activeElement).toBe(start());
    move(150);
    release(150);
    expect(values()).toEqual([75, 100]);
  });

  it('lets a press at the start move thumbs stacked at the minimum', () => {
    render(<Price defaultValue={[0, 0]} />);
    layOutTrack();
    press(-20);
    expect(document.activeElement).toBe(end());
    move(50);
    release(50);
    expect(values()).toEqual([0, 25]);
  });
});

describe('RangeSlider state', () => {
  it('can be controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [range, setRange] = useState<SliderRangeValue>([10, 90]);
      return (
        <main>
          <Price value={range} onValueChange={setRange} />
          <p>
            From {range[0]} to {range[1]}
          </p>
          <button type="button" onClick={() => setRange([0, 100])}>
            Reset
          </button>
        </main>
      );
    }
    render(<Controlled />);
    start().focus();
    await user.keyboard('{PageUp}');
    expect(screen.getByText('From 20 to 90')).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Reset'}));
    expect(values()).toEqual([0, 100]);
  });

  it('keeps a controlled value the owner does not change', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Price value={[30, 60]} onValueChange={onValueChange} />);
    end().focus();
    await user.keyboard('{ArrowUp}');
    expect(onValueChange).toHaveBeenCalledWith([30, 61]);
    expect(values()).toEqual([30, 60]);
  });

  it('formats each thumb on its own', () => {
    render(
      <Price
        discrete
        defaultValue={[20, 80]}
        formatValue={(value, thumb) => `${thumb === 0 ? 'from' : 'to'} $${value}`}
      />,
    );
    expect(start().getAttribute('aria-valuetext')).toBe('from $20');
    expect(end().getAttribute('aria-valuetext')).toBe('to $80');
    const labels = [...document.querySelectorAll('.mat-slider-value-label')];
    expect(labels.map((label) => label.textContent)).toEqual(['from $20', 'to $80']);
  });

  it('marks the tick marks between the thumbs active', () => {
    render(<Price showTickMarks step={20} defaultValue={[20, 60]} />);
    const ticks = [...document.querySelectorAll<HTMLElement>('.mat-slider-tick-mark')];
    expect(ticks.map((tick) => tick.hasAttribute('data-active'))).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('submits both values under its name, start first', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Filters">
        <RangeSlider
          aria-label="Price"
          thumbLabels={['Minimum price', 'Maximum price']}
          name="price"
          defaultValue={[20, 80]}
        />
      </form>,
    );
    const form = screen.getByRole('form') as HTMLFormElement;
    expect(new FormData(form).getAll('price')).toEqual(['20', '80']);
    end().focus();
    await user.keyboard('{PageDown}');
    expect(new FormData(form).getAll('price')).toEqual(['20', '70']);
  });
});
