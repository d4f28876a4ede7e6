import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {Accordion, type AccordionProps} from './accordion';
import {ExpansionPanel, ExpansionPanelActions} from './expansion-panel';
import {expectNoAxeViolations} from '@material-react/cdk/testing';

const header = (name: string | RegExp) => screen.getByRole('button', {name});
const isExpanded = (name: string | RegExp) => header(name).getAttribute('aria-expanded') === 'true';

describe('ExpansionPanel', () => {
  it('is a heading with a button that controls a named region', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const {container} = render(
      <main>
        <ExpansionPanel header="Details" description="Name and age" onExpandedChange={onChange}>
          <p>Content</p>
          <ExpansionPanelActions>
            <button>Save</button>
          </ExpansionPanelActions>
        </ExpansionPanel>
      </main>,
    );
    const button = header(/^Details/);
    expect(screen.getByRole('heading', {level: 3}).contains(button)).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const region = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(region.getAttribute('role')).toBe('region');
    expect(region.getAttribute('aria-labelledby')).toBe(button.id);
    expect(region.hasAttribute('inert')).toBe(true);
    expect(container.querySelector('.mat-expansion-indicator')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(region.hasAttribute('inert')).toBe(false);
    expect(container.querySelector('.mat-expansion-panel')?.hasAttribute('data-expanded')).toBe(
      true,
    );
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('region', {name: /^Details/})).toBe(region);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('follows a controlled expanded state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const {rerender} = render(
      <ExpansionPanel header="A" expanded={false} onExpandedChange={onChange} />,
    );
    await user.click(header('A'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(isExpanded('A')).toBe(false);
    rerender(<ExpansionPanel header="A" expanded onExpandedChange={onChange} />);
    expect(isExpanded('A')).toBe(true);
  });

  it('can be disabled, hide its toggle and place it before the title', async () => {
    const user = userEvent.setup();
    const {container, rerender} = render(<ExpansionPanel header="A" disabled hideToggle />);
    expect((header('A') as HTMLButtonElement).disabled).toBe(true);
    await user.click(header('A'));
    expect(isExpanded('A')).toBe(false);
    expect(container.querySelector('.mat-expansion-indicator')).toBeNull();
    rerender(<ExpansionPanel header="A" togglePosition="before" />);
    expect(header('A').getAttribute('data-toggle-position')).toBe('before');
  });
});

function Steps(props: AccordionProps) {
  return (
    <main>
      <Accordion {...props}>
        <ExpansionPanel header="One">First</ExpansionPanel>
        <ExpansionPanel header="Two">Second</ExpansionPanel>
        <ExpansionPanel header="Three" disabled>
          Third
        </ExpansionPanel>
        <ExpansionPanel header="Four">Fourth</ExpansionPanel>
      </Accordion>
    </main>
  );
}

describe('Accordion', () => {
  it('keeps one panel expanded at a time by default', async () => {
    const user = userEvent.setup();
    render(<Steps />);
    await user.click(header('One'));
    expect(isExpanded('One')).toBe(true);
    await user.click(header('Two'));
    expect(isExpanded('Two')).toBe(true);
    expect(isExpanded('One')).toBe(false);
    await user.click(header('Two'));
    expect(isExpanded('Two')).toBe(false);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('lets several panels expand with multi', async () => {
    const user = userEvent.setup();
    render(<Steps multi />);
    await user.click(header('One'));
    await user.click(header('Two'));
    expect(isExpanded('One')).toBe(true);
    expect(isExpanded('Two')).toBe(true);
  });

  it('collapses controlled panels through their callbacks', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState<string | null>('a');
      return (
        <Accordion>
          <ExpansionPanel
            header="A"
            expanded={open === 'a'}
            onExpandedChange={(e) => setOpen(e ? 'a' : null)}
          />
          <ExpansionPanel
            header="B"
            expanded={open === 'b'}
            onExpandedChange={(e) =>
              setOpen(e ? 'b' : (current) => (current === 'b' ? null : current))
            }
          />
        </Accordion>
      );
    }
    render(<Controlled />);
    expect(isExpanded('A')).toBe(true);
    await user.click(header('B'));
    expect(isExpanded('B')).toBe(true);
    expect(isExpanded('A')).toBe(false);
  });

  it('moves between enabled headers with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Steps hideToggle togglePosition="before" />);
    expect(document.querySelector('.mat-expansion-indicator')).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(header('One'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(header('Two'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(header('Four'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(header('One'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(header('Four'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(header('One'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(header('Four'));
  });
});
