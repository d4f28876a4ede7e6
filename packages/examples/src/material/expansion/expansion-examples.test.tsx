import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {ExpansionAccordionExample} from './expansion-accordion/expansion-accordion-example';
import {ExpansionExpandAllExample} from './expansion-expand-all/expansion-expand-all-example';
import {ExpansionOverviewExample} from './expansion-overview/expansion-overview-example';
import {ExpansionStandaloneExample} from './expansion-standalone/expansion-standalone-example';

/** The titles of the expanded panels. */
const expandedTitles = () =>
  screen
    .queryAllByRole('button', {expanded: true})
    .map((button) => button.querySelector('.mat-expansion-panel-header-title')?.textContent);

describe('expansion examples', () => {
  it.each([
    ['expansion-overview', ExpansionOverviewExample],
    ['expansion-accordion', ExpansionAccordionExample],
    ['expansion-expand-all', ExpansionExpandAllExample],
    ['expansion-standalone', ExpansionStandaloneExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(document.querySelector('.mat-expansion-panel')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('expand all: opens and closes every panel, and panels still open one by one', async () => {
    const user = userEvent.setup();
    renderInMain(ExpansionExpandAllExample);
    expect(expandedTitles()).toEqual(['How do I get a library card?']);

    await user.click(screen.getByRole('button', {name: 'Expand all'}));
    expect(expandedTitles()).toEqual([
      'How do I get a library card?',
      'How long can I keep a book?',
      'Are there late fees?',
      'Can I borrow e-books?',
    ]);
    expect(screen.getAllByRole('region')).toHaveLength(4);

    await user.click(screen.getByRole('button', {name: 'Collapse all'}));
    expect(expandedTitles()).toEqual([]);

    // With `multi`, opening one panel leaves the others open.
    await user.click(screen.getByRole('button', {name: 'Are there late fees?'}));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(expandedTitles()).toEqual(['Are there late fees?', 'Can I borrow e-books?']);
  });

  it('standalone: saves or cancels an edit and gives focus back to the header', async () => {
    const user = userEvent.setup();
    renderInMain(ExpansionStandaloneExample);
    const header = screen.getByRole('button', {name: /^Email address/});
    expect(header.textContent).toContain('ada@example.com');
    expect(header.getAttribute('aria-expanded')).toBe('false');

    await user.click(header);
    const input = screen.getByRole('textbox', {name: 'New email address'});
    await user.clear(input);
    await user.type(input, 'ada@lovelace.org');
    await user.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(header);
    expect(header.textContent).toContain('ada@example.com');

    await user.keyboard('{Enter}');
    expect((input as HTMLInputElement).value).toBe('ada@example.com');
    await user.clear(input);
    await user.type(input, 'ada@lovelace.org{Enter}');
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(header);
    expect(header.textContent).toContain('ada@lovelace.org');
  });
});
