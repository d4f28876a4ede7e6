import {expectNoAxeViolations, setLayoutBox} from '@material-react/cdk/testing';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {Step, Stepper, StepperNext, type StepperProps} from './index';

function Trip(props: Partial<StepperProps>) {
  return (
    <main>
      <Stepper aria-label="Trip" {...props}>
        <Step label="Where">
          <p>Pick a city.</p>
          <label>
            City <input />
          </label>
        </Step>
        <Step label="When" optional>
          <p>Pick the dates.</p>
        </Step>
        <Step label="Who">
          <p>Add travellers.</p>
        </Step>
      </Stepper>
    </main>
  );
}

const tab = (name: string) => screen.getByRole('tab', {name});
const stepButton = (name: string) => screen.getByRole('button', {name});
const selectedTabs = () =>
  screen.getAllByRole('tab').filter((header) => header.getAttribute('aria-selected') === 'true');
const tabStops = () =>
  screen.getAllByRole('tab').filter((header) => header.getAttribute('tabindex') === '0');

describe('Stepper, horizontal', () => {
  it('is a named tab list of step tabs controlling their tab panels', async () => {
    render(<Trip />);
    const list = screen.getByRole('tablist', {name: 'Trip'});
    expect(list.closest('.mat-stepper')?.getAttribute('data-orientation')).toBe('horizontal');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((header) => header.tagName)).toEqual(['BUTTON', 'BUTTON', 'BUTTON']);
    expect(tabs.map((header) => header.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    const panel = screen.getByRole('tabpanel', {name: 'Where'});
    expect(tab('Where').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toContain('Pick a city.');
    // Only the selected step's content is shown; the others stay mounted, hidden.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByText('Pick the dates.', {selector: 'p'}).closest('[hidden]')).toBeTruthy();
    // Numbers in the circles; lines between the headers, hidden from assistive technology.
    expect(tabs.map((header) => header.querySelector('.mat-step-icon')?.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(
      document.querySelectorAll('.mat-stepper-horizontal-line[aria-hidden="true"]'),
    ).toHaveLength(2);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('says which steps are optional, in a description that does not change the name', () => {
    render(<Trip />);
    const when = tab('When');
    expect(when.textContent).toContain('Optional');
    const description = document.getElementById(when.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('Optional');
    expect(tab('Where').hasAttribute('aria-describedby')).toBe(false);
  });

  it('selects a step by click and reports it', async () => {
    const user = userEvent.setup();
    const onSelectedIndexChange = vi.fn();
    render(<Trip onSelectedIndexChange={onSelectedIndexChange} />);
    await user.click(tab('Who'));
    expect(selectedTabs()).toEqual([tab('Who')]);
    expect(screen.getByRole('tabpanel', {name: 'Who'}).textContent).toContain('Add travellers.');
    expect(onSelectedIndexChange).toHaveBeenLastCalledWith(2);
    await user.click(tab('Who'));
    expect(onSelectedIndexChange).toHaveBeenCalledTimes(1);
  });

  it('is one tab stop: the arrow keys, Home and End move focus, Enter and Space select', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Trip />
        <button type="button">After</button>
      </>,
    );
    await user.click(screen.getByRole('button', {name: 'Before'}));
    await user.tab();
    expect(document.activeElement).toBe(tab('Where'));
    expect(tabStops()).toEqual([tab('Where')]);

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('When'));
    // Focus alone does not select, but the focused tab is the tab stop.
    expect(selectedTabs()).toEqual([tab('Where')]);
    expect(tabStops()).toEqual([tab('When')]);
    await user.keyboard('{Enter}');
    expect(selectedTabs()).toEqual([tab('When')]);

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Who'));
    await user.keyboard(' ');
    expect(selectedTabs()).toEqual([tab('Who')]);
    // Wraps around.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Where'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Who'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Where'));

    // Leaving the headers puts the tab stop back on the selected step.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'After'}));
    expect(tabStops()).toEqual([tab('Who')]);
    await user.tab({shift: true});
    expect(document.activeElement).toBe(tab('Who'));
  });

  it('leaves arrow keys inside a step to its fields', async () => {
    const user = userEvent.setup();
    render(<Trip />);
    await user.click(screen.getByRole('textbox', {name: 'City'}));
    await user.keyboard('{ArrowRight}{Home}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', {name: 'City'}));
  });

  it('mirrors Left and Right in right-to-left text', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Trip />
      </div>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('When'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Who'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('When'));
  });

  it('puts labels under the circles with labelPosition="bottom"', async () => {
    render(<Trip labelPosition="bottom" />);
    expect(
      screen.getByRole('tablist').closest('.mat-stepper')?.getAttribute('data-label-position'),
    ).toBe('bottom');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });
});

describe('Stepper, vertical', () => {
  it('is a named group of step buttons, the selected one the current step above its region', async () => {
    render(<Trip orientation="vertical" defaultSelectedIndex={1} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    const group = screen.getByRole('group', {name: 'Trip'});
    expect(group.getAttribute('data-orientation')).toBe('vertical');
    expect(stepButton('When').getAttribute('aria-current')).toBe('step');
    expect(stepButton('Where').hasAttribute('aria-current')).toBe(false);
    expect(stepButton('Where').hasAttribute('aria-selected')).toBe(false);
    const region = screen.getByRole('region', {name: 'When'});
    expect(stepButton('When').getAttribute('aria-controls')).toBe(region.id);
    // The content follows its header.
    expect(
      stepButton('When').compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      region.compareDocumentPosition(stepButton('Who')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('moves with Up, Down, Home and End and selects with Enter', async () => {
    const user = userEvent.setup();
    const onSelectedIndexChange = vi.fn();
    render(<Trip orientation="vertical" onSelectedIndexChange={onSelectedIndexChange} />);
    await user.tab();
    expect(document.activeElement).toBe(stepButton('Where'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(stepButton('When'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(stepButton('When'));
    await user.keyboard('{End}{Enter}');
    expect(stepButton('Who').getAttribute('aria-current')).toBe('step');
    expect(onSelectedIndexChange).toHaveBeenLastCalledWith(2);
    await user.keyboard('{ArrowUp}{ArrowUp}{Home}');
    expect(document.activeElement).toBe(stepButton('Where'));
  });
});

describe('Stepper state', () => {
  it('can be controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [index, setIndex] = useState(1);
      return (
        <>
          <Trip selectedIndex={index} onSelectedIndexChange={setIndex} />
          <p>Step {index + 1}</p>
          <button type="button" onClick={() => setIndex(0)}>
            Start over
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(selectedTabs()).toEqual([tab('When')]);
    await user.click(tab('Who'));
    expect(screen.getByText('Step 3')).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Start over'}));
    expect(selectedTabs()).toEqual([tab('Where')]);
  });

  it('keeps a controlled index the owner does not change', async () => {
    const user = userEvent.setup();
    const onSelectedIndexChange = vi.fn();
    render(<Trip selectedIndex={0} onSelectedIndexChange={onSelectedIndexChange} />);
    await user.click(tab('Who'));
    expect(onSelectedIndexChange).toHaveBeenCalledWith(2);
    expect(selectedTabs()).toEqual([tab('Where')]);
  });

  it('clamps an index out of range to the steps there are', () => {
    render(<Trip defaultSelectedIndex={7} />);
    expect(selectedTabs()).toEqual([tab('Who')]);
  });

  it('moves focus to the new header when the content that had it is hidden', async () => {
    const user = userEvent.setup();
    render(
      <Stepper aria-label="Setup">
        <Step label="Account">
          <StepperNext />
        </Step>
        <Step label="Profile">
          <p>Profile</p>
        </Step>
      </Stepper>,
    );
    await user.click(screen.getByRole('button', {name: 'Next'}));
    expect(selectedTabs()).toEqual([tab('Profile')]);
    expect(document.activeElement).toBe(tab('Profile'));
    expect(tabStops()).toEqual([tab('Profile')]);
  });

  it('lets your onKeyDown run first and prevent the built-in behaviour', async () => {
    const user = userEvent.setup();
    const onKeyDown = vi.fn((event: React.KeyboardEvent) => {
      if (event.key === 'End') event.preventDefault();
    });
    render(<Trip onKeyDown={onKeyDown} />);
    await user.tab();
    await user.keyboard('{End}');
    expect(onKeyDown).toHaveBeenCalled();
    expect(document.activeElement).toBe(tab('Where'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('When'));
  });

  it('passes other props, class names and refs on', () => {
    let root: HTMLDivElement | null = null;
    render(
      <Stepper
        aria-label="Setup"
        className="custom"
        data-testid="stepper"
        ref={(element) => {
          root = element;
        }}
      >
        <Step label="One" className="first-content">
          One
        </Step>
        {/* Not a step: ignored. */}
        <p>Stray</p>
      </Stepper>,
    );
    const element = screen.getByTestId('stepper');
    expect(root).toBe(element);
    expect(element.className).toBe('mat-stepper mat-stepper-horizontal custom');
    expect(screen.getByRole('tabpanel').className).toBe('mat-stepper-content first-content');
    expect(screen.queryByText('Stray')).toBeNull();
  });

  it('names a header with aria-label when its label has no text', async () => {
    render(
      <main>
        <Stepper aria-label="Icons">
          <Step label={<span aria-hidden="true">★</span>} aria-label="Favourites">
            Stars
          </Step>
        </Stepper>
      </main>,
    );
    expect(tab('Favourites')).toBeTruthy();
    expect(screen.getByRole('tabpanel', {name: 'Favourites'})).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });
});

describe('Stepper, scrolling headers', () => {
  it('scrolls a row of headers wider than the stepper to the selected one', () => {
    const {rerender} = render(<Trip selectedIndex={0} />);
    const row = screen.getByRole('tablist');
    setLayoutBox(row, {x: 0, y: 0, width: 200, height: 72});
    Object.defineProperty(row, 'scrollWidth', {configurable: true, value: 480});
    setLayoutBox(tab('Who'), {x: 300, y: 0, width: 120, height: 72});
    rerender(<Trip selectedIndex={2} />);
    // Past the header's end, with 24px of room beyond it.
    expect(row.scrollLeft).toBe(420 - 200 + 24);

    setLayoutBox(tab('Where'), {x: -150, y: 0, width: 120, height: 72});
    rerender(<Trip selectedIndex={0} />);
    expect(row.scrollLeft).toBe(244 - (150 + 24));
  });

  it('scrolls nothing in a vertical stepper', () => {
    const {rerender} = render(<Trip orientation="vertical" selectedIndex={0} />);
    const step = stepButton('Who').parentElement!;
    setLayoutBox(step, {x: 0, y: 0, width: 200, height: 72});
    Object.defineProperty(step, 'scrollWidth', {configurable: true, value: 480});
    setLayoutBox(stepButton('Who'), {x: 300, y: 0, width: 120, height: 72});
    rerender(<Trip orientation="vertical" selectedIndex={2} />);
    expect(step.scrollLeft).toBe(0);
  });
});
