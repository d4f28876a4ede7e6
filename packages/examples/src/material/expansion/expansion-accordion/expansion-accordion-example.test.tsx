import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {ExpansionAccordionExample} from './expansion-accordion-example';

const expanded = () =>
  screen
    .getAllByRole('button', {expanded: true})
    .map((button) => button.querySelector('.mat-expansion-panel-header-title')?.textContent);

/** The buttons of the expanded panel (collapsed ones are inert, which jsdom does not hide). */
const step = (name: string) => {
  const header = screen.getByRole('button', {expanded: true});
  const region = document.getElementById(header.getAttribute('aria-controls')!)!;
  return within(region).getByRole('button', {name});
};

describe('ExpansionAccordionExample', () => {
  it('walks through the steps with Next and Previous, one open at a time', async () => {
    const user = userEvent.setup();
    render(<ExpansionAccordionExample />);
    expect(expanded()).toEqual(['Personal data']);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(step('Next'));
    expect(expanded()).toEqual(['Destination']);
    expect(screen.getByRole('button', {name: /^Personal data/}).textContent).toContain('Ada');
    await user.click(step('Next'));
    expect(expanded()).toEqual(['Day of the trip']);
    await user.click(step('Previous'));
    expect(expanded()).toEqual(['Destination']);
    await user.click(screen.getByRole('button', {name: /^Day of the trip/}));
    expect(expanded()).toEqual(['Day of the trip']);
    await user.click(step('End'));
    expect(screen.queryAllByRole('button', {expanded: true})).toEqual([]);
  });
});
