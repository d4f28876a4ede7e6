import {DirectionProvider} from '@material-react/cdk/bidi';
import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {Slider} from './index';
import {layOutTrack, move, press, release, root, slider, thumb, Volume} from './slider.test-utils';

describe('Slider', () => {
  it('is a named native range input with its range, value and orientation', async () => {
    render(<Volume defaultValue={30} />);
    const input = slider();
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('range');
    expect(input.min).toBe('0');
    expect(input.max).toBe('100');
    expect(input.step).toBe('1');
    expect(input.value).toBe('30');
    expect(input.getAttribute('aria-orientation')).toBe('horizontal');
    expect(input.hasAttribute('aria-valuetext')).toBe(false);
    expect(root().dataset['orientation']).toBe('horizontal');
    expect(thumb().style.left).toBe('30%');
    expect(document.querySelector<HTMLElement>('.mat-slider-track-active')!.style.right).toBe(
      '70%',
    );
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('starts at min without a default value', () => {
    render(<Volume min={-20} max={20} />);
    expect(slider().value).toBe('-20');
    expect(thumb().style.left).toBe('0%');
  });

  it('steps with every key, and reports each change and commit', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const onValueCommit = vi.fn();
    render(
      <Volume
        defaultValue={50}
        step={2}
        onValueChange={onValueChange}
        onValueCommit={onValueCommit}
      />,
    );
    await user.tab();
    expect(document.activeElement).toBe(slider());
    const steps: [string, number][] = [
      ['{ArrowRight}', 52],
      ['{ArrowUp}', 54],
      ['{ArrowLeft}', 52],
      ['{ArrowDown}', 50],
      ['{PageUp}', 70],
      ['{PageDown}', 50],
      ['{End}', 100],
      ['{Home}', 0],
    ];
    for (const [key, expected] of steps) {
      await user.keyboard(key);
      expect(slider().value, key).toBe(String(expected));
    }
    const expected = steps.map(([, value]) => value);
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(expected);
    expect(onValueCommit.mock.calls.map(([value]) => value)).toEqual(expected);
    // At the minimum, nothing moves and nothing is reported.
    await user.keyboard('{ArrowLeft}{PageDown}{Home}');
    expect(slider().value).toBe('0');
    expect(onValueChange).toHaveBeenCalledTimes(expected.length);
    expect(onValueCommit).toHaveBeenCalledTimes(expected.length);
    // Other keys are left alone.
    await user.keyboard('a');
    expect(onValueChange).toHaveBeenCalledTimes(expected.length);
  });

  it('moves by largeStep with Page Up and Page Down', async () => {
    const user = userEvent.setup();
    render(<Volume defaultValue={50} largeStep={25} />);
    slider().focus();
    await user.keyboard('{PageUp}');
    expect(slider().value).toBe('75');
    await user.keyboard('{PageDown}{PageDown}');
    expect(slider().value).toBe('25');
  });

  it('snaps to decimal steps without floating point noise, and reaches an off-grid max', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Volume min={0} max={1} step={0.1} defaultValue={0.1} onValueChange={onValueChange} />);
    slider().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([0.2, 0.3]);
    expect(slider().value).toBe('0.3');
  });

  it('keeps max reachable when the range is no multiple of the step', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Volume max={95} step={10} defaultValue={80} onValueChange={onValueChange} />);
    slider().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([90, 95, 90]);
  });

  it('mirrors Left and Right, and the drawing, in right-to-left text', async () => {
    const user = userEvent.setup();
    render(
      <DirectionProvider dir="rtl">
        <div dir="rtl">
          <Volume defaultValue={30} />
        </div>
      </DirectionProvider>,
    );
    // Min is on the right: 30 sits 70% from the left edge, the active part fills the right.
    expect(thumb().style.left).toBe('70%');
    const active = document.querySelector<HTMLElement>('.mat-slider-track-active')!;
    expect([active.style.left, active.style.right]).toEqual(['70%', '0%']);
    slider().focus();
    await user.keyboard('{ArrowLeft}');
    expect(slider().value).toBe('31');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider().value).toBe('29');
    // Up and Down do not depend on the direction.
    await user.keyboard('{ArrowUp}');
    expect(slider().value).toBe('30');
    // A press 25% from the left edge is at 75.
    layOutTrack();
    press(150);
    expect(slider().value).toBe('75');
  });

  it('follows the direction of the document when there is no provider', async () => {
    const user = userEvent.setup();
    document.documentElement.setAttribute('dir', 'rtl');
    try {
      render(<Volume defaultValue={40} />);
      expect(thumb().style.left).toBe('60%');
      slider().focus();
      await user.keyboard('{ArrowLeft}');
      expect(slider().value).toBe('41');
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('lies vertically with its minimum at the bottom', async () => {
    const user = userEvent.setup();
    render(
      <DirectionProvider dir="rtl">
        <Volume orientation="vertical" defaultValue={25} />
      </DirectionProvider>,
    );
    expect(slider().getAttribute('aria-orientation')).toBe('vertical');
    // What makes Chromium report it as vertical (see the browser test in site/e2e/apg.spec.ts).
    expect([slider().style.writingMode, slider().style.direction]).toEqual(['vertical-lr', 'rtl']);
    expect(root().dataset['orientation']).toBe('vertical');
    expect(thumb().style.bottom).toBe('25%');
    const active = document.querySelector<HTMLElement>('.mat-slider-track-active')!;
    expect([active.style.bottom, active.style.top]).toEqual(['0%', '75%']);
    slider().focus();
    // Up and Right increase, even in right-to-left text: there is nothing to mirror.
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(slider().value).toBe('27');
    await user.keyboard('{ArrowDown}{ArrowLeft}{ArrowLeft}');
    expect(slider().value).toBe('24');
    // A 4 x 200px track from y = 50 to 250: y = 200 is a quarter up from the bottom.
    layOutTrack({x: 100, y: 50, width: 4, height: 200});
    press(102, 200);
    expect(slider().value).toBe('25');
    move(102, 50);
    expect(slider().value).toBe('100');
    move(102, 400);
    expect(slider().value).toBe('0');
    release(102, 400);
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [volume, setVolume] = useState(10);
      return (
        <main>
          <Slider aria-label="Volume" value={volume} onValueChange={setVolume} />
          <p>Volume: {volume}</p>
          <button type="button" onClick={() => setVolume(90)}>
            Loud
          </button>
        </main>
      );
    }
    render(<Controlled />);
    slider().focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Volume: 11')).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Loud'}));
    expect(slider().value).toBe('90');
    expect(thumb().style.left).toBe('90%');
  });

  it('keeps a controlled value the owner does not change', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Volume value={40} onValueChange={onValueChange} />);
    slider().focus();
    await user.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenCalledWith(41);
    expect(slider().value).toBe('40');
    layOutTrack();
    press(260);
    release(260);
    expect(onValueChange).toHaveBeenLastCalledWith(80);
    expect(slider().value).toBe('40');
  });

  it('draws a controlled value outside the range at its end', () => {
    render(<Volume value={150} onValueChange={() => {}} />);
    expect(slider().value).toBe('100');
    expect(thumb().style.left).toBe('100%');
  });
});

describe('Slider discrete and labels', () => {
  it('shows the formatted value on the thumb while dragged or focused from the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Volume discrete defaultValue={40} formatValue={(value) => `${value}%`} />
      </>,
    );
    const label = document.querySelector<HTMLElement>('.mat-slider-value-label')!;
    expect(label.textContent).toBe('40%');
    expect(label.getAttribute('aria-hidden')).toBe('true');
    expect(slider().getAttribute('aria-valuetext')).toBe('40%');
    expect(thumb().hasAttribute('data-active')).toBe(false);
    await user.tab();
    await user.tab();
    expect(thumb().hasAttribute('data-active')).toBe(true);
    expect(thumb().hasAttribute('data-focus-visible')).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(label.textContent).toBe('41%');
    expect(slider().getAttribute('aria-valuetext')).toBe('41%');
    await user.tab({shift: true});
    expect(thumb().hasAttribute('data-active')).toBe(false);
    expect(thumb().hasAttribute('data-focus-visible')).toBe(false);
    // A press focuses the thumb but shows no focus ring; the label shows during the drag only.
    layOutTrack();
    press(200);
    expect(document.activeElement).toBe(slider());
    expect(thumb().hasAttribute('data-active')).toBe(true);
    expect(thumb().hasAttribute('data-focus-visible')).toBe(false);
    expect(label.textContent).toBe('50%');
    release(200);
    expect(document.activeElement).toBe(slider());
    expect(thumb().hasAttribute('data-active')).toBe(false);
    // A key press on the thumb then shows both.
    await user.keyboard('{ArrowLeft}');
    expect(thumb().hasAttribute('data-active')).toBe(true);
    expect(thumb().hasAttribute('data-focus-visible')).toBe(true);
    expect(label.textContent).toBe('49%');
  });

  it('has no value label unless discrete', () => {
    render(<Volume defaultValue={40} />);
    expect(document.querySelector('.mat-slider-value-label')).toBeNull();
    expect(root().hasAttribute('data-discrete')).toBe(false);
  });

  it('announces getAriaValueText rather than the label text', async () => {
    render(
      <Volume
        discrete
        min={16}
        max={28}
        defaultValue={20}
        formatValue={(value) => `${value}°`}
        getAriaValueText={(value) => `${value} degrees Celsius`}
      />,
    );
    expect(document.querySelector('.mat-slider-value-label')!.textContent).toBe('20°');
    expect(slider().getAttribute('aria-valuetext')).toBe('20 degrees Celsius');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('draws a tick mark at every step, the ones up to the value active', () => {
    render(<Volume showTickMarks step={25} defaultValue={50} />);
    const ticks = [...document.querySelectorAll<HTMLElement>('.mat-slider-tick-mark')];
    expect(ticks.map((tick) => tick.style.left)).toEqual(['0%', '25%', '50%', '75%', '100%']);
    expect(ticks.map((tick) => tick.hasAttribute('data-active'))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(document.querySelector('.mat-slider-tick-marks')!.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });

  it('adds a tick at an off-grid max, and draws none when they would be too many', () => {
    const {unmount} = render(<Volume showTickMarks max={10} step={4} />);
    const positions = [...document.querySelectorAll<HTMLElement>('.mat-slider-tick-mark')].map(
      (tick) => tick.style.left,
    );
    expect(positions).toEqual(['0%', '40%', '80%', '100%']);
    unmount();
    render(<Volume showTickMarks max={5000} />);
    expect(document.querySelector('.mat-slider-tick-mark')).toBeNull();
  });

  it('is named by aria-labelledby and described by aria-describedby on the thumb', async () => {
    render(
      <main>
        <p id="brightness-label">Brightness</p>
        <p id="brightness-hint">Lower saves battery.</p>
        <Slider aria-labelledby="brightness-label" aria-describedby="brightness-hint" />
      </main>,
    );
    const input = slider('Brightness');
    expect(input.getAttribute('aria-describedby')).toBe('brightness-hint');
    expect(root().hasAttribute('aria-labelledby')).toBe(false);
    expect(root().hasAttribute('role')).toBe(false);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });
});

describe('Slider integration', () => {
  it('submits its value with a form through a hidden input', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Settings">
        <Slider aria-label="Volume" name="volume" defaultValue={30} />
        <Slider aria-label="Unnamed" defaultValue={5} />
      </form>,
    );
    const form = screen.getByRole('form') as HTMLFormElement;
    expect([...new FormData(form).entries()]).toEqual([['volume', '30']]);
    slider().focus();
    await user.keyboard('{PageUp}');
    expect([...new FormData(form).entries()]).toEqual([['volume', '40']]);
  });

  it('takes changes made by assistive technology through the native input', () => {
    const onValueChange = vi.fn();
    const onValueCommit = vi.fn();
    render(
      <Volume
        step={10}
        defaultValue={20}
        onValueChange={onValueChange}
        onValueCommit={onValueCommit}
      />,
    );
    fireEvent.change(slider(), {target: {value: '34'}});
    expect(slider().value).toBe('30');
    expect(onValueChange).toHaveBeenCalledWith(30);
    expect(onValueCommit).toHaveBeenCalledWith(30);
  });

  it('lets your handlers run first and prevent the built-in behaviour', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Volume
        defaultValue={50}
        onValueChange={onValueChange}
        onKeyDown={(event) => {
          if (event.key === 'End') event.preventDefault();
        }}
        onPointerDown={(event) => event.preventDefault()}
      />,
    );
    slider().focus();
    await user.keyboard('{End}');
    expect(slider().value).toBe('50');
    layOutTrack();
    press(120);
    expect(slider().value).toBe('50');
    expect(onValueChange).not.toHaveBeenCalled();
    await user.keyboard('{Home}');
    expect(slider().value).toBe('0');
  });

  it('passes other props and class names on to the root, and its ref to the thumb', () => {
    let element: HTMLInputElement | null = null;
    render(
      <Slider
        aria-label="Volume"
        className="custom"
        data-testid="root"
        title="Loudness"
        style={{width: 300}}
        ref={(node) => {
          element = node;
        }}
      />,
    );
    const rootElement = screen.getByTestId('root');
    expect(element).toBe(screen.getByRole('slider'));
    expect(rootElement.className).toBe('mat-slider custom');
    expect(rootElement.getAttribute('title')).toBe('Loudness');
    expect(rootElement.style.width).toBe('300px');
  });
});
