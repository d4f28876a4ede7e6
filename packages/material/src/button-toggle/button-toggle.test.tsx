import formatBold from '@material-symbols/svg-400/outlined/format_bold.svg?raw';
import formatItalic from '@material-symbols/svg-400/outlined/format_italic.svg?raw';
import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState, type SyntheticEvent} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {Icon} from '../icon';
import {
  ButtonToggle,
  ButtonToggleGroup,
  type ButtonToggleGroupMultipleProps,
  type ButtonToggleGroupSingleProps,
} from './index';

function Views(props: Partial<ButtonToggleGroupSingleProps>) {
  return (
    <main>
      <ButtonToggleGroup aria-label="View" {...props}>
        <ButtonToggle value="day">Day</ButtonToggle>
        <ButtonToggle value="week">Week</ButtonToggle>
        <ButtonToggle value="month" disabled>
          Month
        </ButtonToggle>
        <ButtonToggle value="year">Year</ButtonToggle>
      </ButtonToggleGroup>
    </main>
  );
}

function Styles(props: Partial<Omit<ButtonToggleGroupMultipleProps, 'multiple'>>) {
  return (
    <main>
      <ButtonToggleGroup multiple aria-label="Text style" {...props}>
        <ButtonToggle value="bold">Bold</ButtonToggle>
        <ButtonToggle value="italic">Italic</ButtonToggle>
        <ButtonToggle value="underline" disabled>
          Underline
        </ButtonToggle>
      </ButtonToggleGroup>
    </main>
  );
}

const radio = (name: string) => screen.getByRole('radio', {name});
const pressable = (name: string) => screen.getByRole('button', {name});
const tabStops = () =>
  screen.getAllByRole('radio').filter((toggle) => toggle.getAttribute('tabindex') === '0');

describe('ButtonToggleGroup, single selection', () => {
  it('is a named radiogroup of radio buttons', async () => {
    render(<Views defaultValue="week" />);
    const group = screen.getByRole('radiogroup', {name: 'View'});
    expect(group.getAttribute('aria-orientation')).toBe('horizontal');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((toggle) => toggle.tagName)).toEqual([
      'BUTTON',
      'BUTTON',
      'BUTTON',
      'BUTTON',
    ]);
    expect(radios.map((toggle) => toggle.getAttribute('aria-checked'))).toEqual([
      'false',
      'true',
      'false',
      'false',
    ]);
    expect(radios.every((toggle) => !toggle.hasAttribute('aria-pressed'))).toBe(true);
    expect((radio('Month') as HTMLButtonElement).disabled).toBe(true);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('selects on click and keeps the selected toggle selected when clicked again', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Views onValueChange={onValueChange} />);
    await user.click(radio('Day'));
    expect(radio('Day').getAttribute('aria-checked')).toBe('true');
    expect(onValueChange).toHaveBeenLastCalledWith('day');
    await user.click(radio('Year'));
    expect(radio('Day').getAttribute('aria-checked')).toBe('false');
    expect(onValueChange).toHaveBeenLastCalledWith('year');
    await user.click(radio('Year'));
    expect(radio('Year').getAttribute('aria-checked')).toBe('true');
    expect(onValueChange).toHaveBeenCalledTimes(2);
    await user.click(radio('Month'));
    expect(onValueChange).toHaveBeenCalledTimes(2);
  });

  it('has one tab stop: the selected toggle, else the first enabled one', async () => {
    const user = userEvent.setup();
    const {unmount} = render(
      <>
        <button type="button">Before</button>
        <Views defaultValue="year" />
        <button type="button">After</button>
      </>,
    );
    expect(tabStops()).toEqual([radio('Year')]);
    await user.click(screen.getByRole('button', {name: 'Before'}));
    await user.tab();
    expect(document.activeElement).toBe(radio('Year'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'After'}));
    unmount();

    render(
      <ButtonToggleGroup aria-label="Size">
        <ButtonToggle value="s" disabled>
          Small
        </ButtonToggle>
        <ButtonToggle value="m">Medium</ButtonToggle>
        <ButtonToggle value="l">Large</ButtonToggle>
      </ButtonToggleGroup>,
    );
    expect(tabStops()).toEqual([radio('Medium')]);
    await user.tab();
    expect(document.activeElement).toBe(radio('Medium'));
    // Focus alone does not select.
    expect(radio('Medium').getAttribute('aria-checked')).toBe('false');
  });

  it('moves and selects with the arrow keys, Home and End, skipping disabled toggles', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Views defaultValue="week" onValueChange={onValueChange} />);
    await user.tab();
    expect(document.activeElement).toBe(radio('Week'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(radio('Year'));
    expect(radio('Year').getAttribute('aria-checked')).toBe('true');
    expect(onValueChange).toHaveBeenLastCalledWith('year');
    expect(tabStops()).toEqual([radio('Year')]);
    // Wraps around.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radio('Day'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(radio('Year'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(radio('Week'));
    await user.keyboard('{End}');
    expect(radio('Year').getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Home}');
    expect(radio('Day').getAttribute('aria-checked')).toBe('true');
    expect(tabStops()).toEqual([radio('Day')]);
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([
      'year',
      'day',
      'year',
      'week',
      'year',
      'day',
    ]);
  });

  it('mirrors Left and Right in right-to-left text', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Views defaultValue="day" />
      </div>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(radio('Week'));
    expect(radio('Week').getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(radio('Day'));
  });

  it('can be controlled, including back to no selection', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [view, setView] = useState<string | null>(null);
      return (
        <>
          <Views value={view} onValueChange={setView} />
          <p>Chosen: {view ?? 'nothing'}</p>
          <button type="button" onClick={() => setView(null)}>
            Clear
          </button>
        </>
      );
    }
    render(<Controlled />);
    await user.click(radio('Week'));
    expect(screen.getByText('Chosen: week')).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Clear'}));
    expect(screen.getByText('Chosen: nothing')).toBeTruthy();
    expect(screen.getAllByRole('radio').some((toggle) => toggle.ariaChecked === 'true')).toBe(
      false,
    );
    expect(tabStops()).toEqual([radio('Day')]);
  });

  it('keeps a controlled value the owner does not change', async () => {
    const user = userEvent.setup();
    render(<Views value="day" onValueChange={() => {}} />);
    await user.click(radio('Week'));
    expect(radio('Day').getAttribute('aria-checked')).toBe('true');
    expect(radio('Week').getAttribute('aria-checked')).toBe('false');
  });

  it('shows a check mark on the selected toggle unless hidden', () => {
    const {rerender} = render(<Views defaultValue="day" />);
    expect(radio('Day').querySelector('.mat-button-toggle-check svg')).toBeTruthy();
    expect(radio('Day').querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    rerender(<Views defaultValue="day" hideSingleSelectionIndicator />);
    expect(radio('Day').querySelector('.mat-button-toggle-check')).toBeNull();
  });

  it('lets your handlers run first and prevent the built-in behaviour', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const prevent = (event: SyntheticEvent) => event.preventDefault();
    render(
      <ButtonToggleGroup
        aria-label="Speed"
        defaultValue="slow"
        onValueChange={onValueChange}
        onKeyDown={(event) => {
          if (event.key === 'End') event.preventDefault();
        }}
      >
        <ButtonToggle value="slow">Slow</ButtonToggle>
        <ButtonToggle value="fast" onClick={prevent}>
          Fast
        </ButtonToggle>
      </ButtonToggleGroup>,
    );
    await user.click(radio('Fast'));
    expect(onValueChange).not.toHaveBeenCalled();
    radio('Slow').focus();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(radio('Slow'));
    // The arrow keys select by clicking, so the toggle's onClick can refuse too.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(radio('Fast'));
    expect(onValueChange).not.toHaveBeenCalled();
    expect(radio('Slow').getAttribute('aria-checked')).toBe('true');
    // Leaving the group puts the tab stop back on the selected toggle.
    await user.tab();
    expect(tabStops()).toEqual([radio('Slow')]);
  });
});

describe('ButtonToggleGroup, multiple selection', () => {
  it('is a named group of toggle buttons, each a tab stop', async () => {
    const user = userEvent.setup();
    render(<Styles defaultValue={['italic']} />);
    const group = screen.getByRole('group', {name: 'Text style'});
    expect(group.hasAttribute('aria-orientation')).toBe(false);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(pressable('Bold').getAttribute('aria-pressed')).toBe('false');
    expect(pressable('Italic').getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
    await user.tab();
    expect(document.activeElement).toBe(pressable('Bold'));
    await user.tab();
    expect(document.activeElement).toBe(pressable('Italic'));
    // The arrow keys do nothing here.
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(pressable('Italic'));
  });

  it('toggles values by click, Space and Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Styles onValueChange={onValueChange} />);
    await user.click(pressable('Italic'));
    expect(onValueChange).toHaveBeenLastCalledWith(['italic']);
    await user.tab({shift: true});
    expect(document.activeElement).toBe(pressable('Bold'));
    await user.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith(['italic', 'bold']);
    expect(pressable('Bold').getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['italic']);
    expect(pressable('Bold').getAttribute('aria-pressed')).toBe('false');
    await user.click(pressable('Underline'));
    expect(onValueChange).toHaveBeenCalledTimes(3);
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [styles, setStyles] = useState<string[]>(['bold']);
      return (
        <>
          <Styles value={styles} onValueChange={setStyles} />
          <p>Styles: {styles.join(', ') || 'none'}</p>
        </>
      );
    }
    render(<Controlled />);
    await user.click(pressable('Bold'));
    expect(screen.getByText('Styles: none')).toBeTruthy();
    await user.click(pressable('Italic'));
    await user.click(pressable('Bold'));
    expect(screen.getByText('Styles: italic, bold')).toBeTruthy();
  });

  it('shows check marks unless hidden', () => {
    const {rerender} = render(<Styles defaultValue={['bold']} />);
    expect(pressable('Bold').querySelector('.mat-button-toggle-check')).toBeTruthy();
    rerender(<Styles defaultValue={['bold']} hideMultipleSelectionIndicator />);
    expect(pressable('Bold').querySelector('.mat-button-toggle-check')).toBeNull();
  });
});

describe('ButtonToggleGroup options', () => {
  it('stacks vertically', async () => {
    const user = userEvent.setup();
    render(<Views vertical defaultValue="day" />);
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-orientation')).toBe('vertical');
    expect(group.dataset['orientation']).toBe('vertical');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(radio('Week').getAttribute('aria-checked')).toBe('true');
  });

  it('disables every toggle when disabled', async () => {
    render(<Views disabled defaultValue="day" name="view" />);
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-disabled')).toBe('true');
    for (const toggle of screen.getAllByRole('radio')) {
      expect((toggle as HTMLButtonElement).disabled).toBe(true);
    }
    expect(document.querySelector<HTMLInputElement>('input[name="view"]')?.disabled).toBe(true);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('submits the selected values with a form through hidden inputs', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Preferences">
        <ButtonToggleGroup aria-label="View" name="view" defaultValue="week">
          <ButtonToggle value="day">Day</ButtonToggle>
          <ButtonToggle value="week">Week</ButtonToggle>
        </ButtonToggleGroup>
        <ButtonToggleGroup multiple aria-label="Days" name="days" defaultValue={['mon']}>
          <ButtonToggle value="mon">Mon</ButtonToggle>
          <ButtonToggle value="tue">Tue</ButtonToggle>
        </ButtonToggleGroup>
        <ButtonToggleGroup aria-label="Unnamed" defaultValue="x">
          <ButtonToggle value="x">X</ButtonToggle>
        </ButtonToggleGroup>
      </form>,
    );
    const form = screen.getByRole('form') as HTMLFormElement;
    const data = () => [...new FormData(form).entries()];
    expect(data()).toEqual([
      ['view', 'week'],
      ['days', 'mon'],
    ]);
    await user.click(radio('Day'));
    await user.click(pressable('Tue'));
    expect(data()).toEqual([
      ['view', 'day'],
      ['days', 'mon'],
      ['days', 'tue'],
    ]);
  });

  it('takes values of any type, submitted as strings', async () => {
    const user = userEvent.setup();
    function Ratings() {
      const [stars, setStars] = useState<number | null>(3);
      return (
        <form aria-label="Review">
          <ButtonToggleGroup aria-label="Stars" name="stars" value={stars} onValueChange={setStars}>
            {[1, 2, 3].map((count) => (
              <ButtonToggle key={count} value={count}>
                {count}
              </ButtonToggle>
            ))}
          </ButtonToggleGroup>
          <p>Stars: {stars}</p>
        </form>
      );
    }
    render(<Ratings />);
    await user.click(radio('2'));
    expect(screen.getByText('Stars: 2')).toBeTruthy();
    const form = screen.getByRole('form') as HTMLFormElement;
    expect([...new FormData(form).entries()]).toEqual([['stars', '2']]);
  });

  it('names icon-only toggles with aria-label and draws their icons at 18px', async () => {
    render(
      <main>
        <ButtonToggleGroup multiple aria-label="Format">
          <ButtonToggle value="bold" aria-label="Bold">
            <Icon svg={formatBold} />
          </ButtonToggle>
          <ButtonToggle value="italic" aria-label="Italic">
            <Icon svg={formatItalic} />
          </ButtonToggle>
        </ButtonToggleGroup>
      </main>,
    );
    expect(pressable('Bold').querySelector('.mat-button-toggle-label > .mat-icon')).toBeTruthy();
    expect(pressable('Italic').getAttribute('aria-pressed')).toBe('false');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('passes other props, class names and refs on', () => {
    let groupElement: HTMLDivElement | null = null;
    let toggleElement: HTMLButtonElement | null = null;
    render(
      <ButtonToggleGroup
        aria-label="View"
        className="custom-group"
        data-testid="group"
        ref={(element) => {
          groupElement = element;
        }}
      >
        <ButtonToggle
          value="day"
          className="custom-toggle"
          title="One day"
          ref={(element) => {
            toggleElement = element;
          }}
        >
          Day
        </ButtonToggle>
      </ButtonToggleGroup>,
    );
    const group = screen.getByTestId('group');
    expect(groupElement).toBe(group);
    expect(group.className).toBe('mat-button-toggle-group custom-group');
    expect(group.dataset['appearance']).toBe('standard');
    expect(toggleElement).toBe(radio('Day'));
    expect(radio('Day').className).toBe('mat-button-toggle custom-toggle');
    expect(radio('Day').getAttribute('title')).toBe('One day');
    expect(radio('Day').getAttribute('type')).toBe('button');
  });

  it('throws for a toggle outside a group', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ButtonToggle value="lonely">Lonely</ButtonToggle>)).toThrow(
      'ButtonToggle must be inside a ButtonToggleGroup.',
    );
  });
});
