import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {describe, expect, it} from 'vitest';
import {TabGroupDynamicExample} from './tab-group-dynamic-example';

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedName = () => screen.getByRole('tab', {selected: true}).textContent;

describe('TabGroupDynamicExample', () => {
  it('adds tabs, selecting them while the checkbox is checked', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <TabGroupDynamicExample />
      </main>,
    );
    await user.click(screen.getByRole('button', {name: 'Add tab'}));
    expect(tabNames()).toEqual(['First', 'Second', 'Third', 'New tab 4']);
    expect(selectedName()).toBe('New tab 4');
    await user.click(screen.getByRole('checkbox', {name: 'Select tab after adding'}));
    await user.click(screen.getByRole('button', {name: 'Add tab'}));
    expect(tabNames()).toHaveLength(5);
    expect(selectedName()).toBe('New tab 4');
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });

  it('removes the selected tab and selects its neighbour, keeping the last tab', async () => {
    const user = userEvent.setup();
    render(<TabGroupDynamicExample />);
    await user.click(screen.getByRole('tab', {name: 'Second'}));
    await user.click(screen.getByRole('button', {name: 'Remove this tab'}));
    expect(tabNames()).toEqual(['First', 'Third']);
    expect(selectedName()).toBe('Third');
    expect(screen.getByText('Selected: Third (index 1)')).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Remove this tab'}));
    expect(selectedName()).toBe('First');
    expect(
      (screen.getByRole('button', {name: 'Remove this tab'}) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
