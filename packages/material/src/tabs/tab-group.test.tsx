import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {Tab, TabGroup, type TabGroupProps} from './tab-group';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

function Fruit(props: Partial<TabGroupProps>) {
  return (
    <main>
      <TabGroup aria-label="Fruit" {...props}>
        <Tab label="Apple">Apples are crisp.</Tab>
        <Tab label="Banana" disabled>
          Bananas are soft.
        </Tab>
        <Tab label="Cherry">Cherries are small.</Tab>
        <Tab label="Date">Dates are sweet.</Tab>
      </TabGroup>
    </main>
  );
}

const tab = (name: string) => screen.getByRole('tab', {name});
const visiblePanel = () => screen.getByRole('tabpanel');

describe('TabGroup', () => {
  it('renders a named tab list, tabs and the selected panel with their ARIA links', async () => {
    render(<Fruit />);
    expect(screen.getByRole('tablist', {name: 'Fruit'})).toBeTruthy();
    const apple = tab('Apple');
    expect(apple.getAttribute('aria-selected')).toBe('true');
    expect(apple.tabIndex).toBe(0);
    expect(tab('Cherry').getAttribute('aria-selected')).toBe('false');
    expect(tab('Cherry').tabIndex).toBe(-1);
    expect((tab('Banana') as HTMLButtonElement).disabled).toBe(true);
    const panel = visiblePanel();
    expect(panel.textContent).toBe('Apples are crisp.');
    expect(apple.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(apple.id);
    // Unselected panels exist (aria-controls points at them) but are hidden.
    const hidden = screen.getAllByRole('tabpanel', {hidden: true});
    expect(hidden).toHaveLength(4);
    expect(hidden.filter((element) => element.hidden)).toHaveLength(3);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('selects a tab on click and reports the index', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Fruit onSelectedIndexChange={onChange} />);
    await user.click(tab('Cherry'));
    expect(tab('Cherry').getAttribute('aria-selected')).toBe('true');
    expect(tab('Cherry').hasAttribute('data-active')).toBe(true);
    expect(visiblePanel().textContent).toBe('Cherries are small.');
    expect(onChange).toHaveBeenCalledWith(2);
    await user.click(tab('Banana'));
    expect(tab('Cherry').getAttribute('aria-selected')).toBe('true');
  });

  it('moves and selects with arrow keys, skipping disabled tabs and wrapping; Home and End', async () => {
    const user = userEvent.setup();
    render(<Fruit />);
    await user.tab();
    expect(document.activeElement).toBe(tab('Apple'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Cherry'));
    expect(tab('Cherry').getAttribute('aria-selected')).toBe('true');
    expect(tab('Cherry').tabIndex).toBe(0);
    expect(tab('Apple').tabIndex).toBe(-1);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tab('Apple'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Date'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Apple'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Date'));
    expect(visiblePanel().textContent).toBe('Dates are sweet.');
    // Tab leaves the list for the panel.
    await user.tab();
    expect(document.activeElement).toBe(visiblePanel());
  });

  it('mirrors the arrow keys in right-to-left text', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Fruit />
      </div>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Cherry'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Apple'));
  });

  it('with manual activation, arrows move focus and Enter or Space selects', async () => {
    const user = userEvent.setup();
    render(<Fruit activation="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Cherry'));
    expect(tab('Cherry').tabIndex).toBe(0);
    expect(tab('Apple').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(tab('Cherry').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight} ');
    expect(tab('Date').getAttribute('aria-selected')).toBe('true');
  });

  it('follows a controlled index', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const {rerender} = render(<Fruit selectedIndex={3} onSelectedIndexChange={onChange} />);
    expect(tab('Date').getAttribute('aria-selected')).toBe('true');
    await user.click(tab('Apple'));
    expect(onChange).toHaveBeenCalledWith(0);
    // The parent did not accept the change.
    expect(tab('Date').getAttribute('aria-selected')).toBe('true');
    rerender(<Fruit selectedIndex={2} onSelectedIndexChange={onChange} />);
    expect(tab('Cherry').getAttribute('aria-selected')).toBe('true');
  });

  it('renders lazy content on first selection and keeps it', async () => {
    const user = userEvent.setup();
    render(<Fruit lazy />);
    const panels = () => screen.getAllByRole('tabpanel', {hidden: true});
    expect(panels().map((panel) => panel.textContent)).toEqual(['Apples are crisp.', '', '', '']);
    await user.click(tab('Date'));
    expect(panels()[3]?.textContent).toBe('Dates are sweet.');
    await user.click(tab('Apple'));
    expect(panels()[3]?.textContent).toBe('Dates are sweet.');
  });

  it('exposes alignment and stretching as data attributes', () => {
    const {container} = render(<Fruit alignTabs="center" stretchTabs />);
    const group = container.querySelector('.mat-tab-group')!;
    expect(group.getAttribute('data-align')).toBe('center');
    expect(group.hasAttribute('data-stretch')).toBe(true);
  });
});

function Dynamic({onChange}: {onChange: (index: number) => void}) {
  const [names, setNames] = useState(['One', 'Two', 'Three']);
  const [index, setIndex] = useState(1);
  return (
    <main>
      <button onClick={() => setNames(['Zero', ...names])}>Prepend</button>
      <button onClick={() => setNames(names.filter((name) => name !== 'Two'))}>Remove two</button>
      <button onClick={() => setNames(names.slice(0, -1))}>Remove last</button>
      <button
        onClick={() => {
          setNames([...names, 'New']);
          setIndex(names.length);
        }}
      >
        Add and select
      </button>
      <TabGroup
        aria-label="Dynamic"
        selectedIndex={index}
        onSelectedIndexChange={(next) => {
          onChange(next);
          setIndex(next);
        }}
      >
        {names.map((name) => (
          <Tab key={name} label={name}>
            Content {name}
          </Tab>
        ))}
      </TabGroup>
    </main>
  );
}

describe('TabGroup with tabs added and removed', () => {
  const selectedName = () => screen.getByRole('tab', {selected: true}).textContent;

  it('keeps the selected tab when a tab is added before it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Dynamic onChange={onChange} />);
    expect(selectedName()).toBe('Two');
    await user.click(screen.getByRole('button', {name: 'Prepend'}));
    expect(selectedName()).toBe('Two');
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(visiblePanel().textContent).toBe('Content Two');
  });

  it('selects the neighbour when the selected tab is removed, and clamps at the end', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Dynamic onChange={onChange} />);
    await user.click(screen.getByRole('button', {name: 'Remove two'}));
    expect(selectedName()).toBe('Three');
    await user.click(screen.getByRole('button', {name: 'Remove last'}));
    expect(selectedName()).toBe('One');
    expect(onChange).toHaveBeenLastCalledWith(0);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('selects a tab added and selected in the same update', async () => {
    const user = userEvent.setup();
    render(<Dynamic onChange={() => {}} />);
    await user.click(screen.getByRole('button', {name: 'Add and select'}));
    expect(selectedName()).toBe('New');
    await act(async () => {});
    expect(selectedName()).toBe('New');
  });
});
