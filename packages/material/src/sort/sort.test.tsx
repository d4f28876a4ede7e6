import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Sort, SortHeader, type SortProps} from './sort';
import {getAriaSort, getNextSort, sortRows, UNSORTED} from './sort-state';

function Headers(props: Partial<SortProps>) {
  return (
    <main>
      <Sort {...props}>
        <SortHeader id="name">Name</SortHeader>
        <SortHeader id="weight" start="desc">
          Weight
        </SortHeader>
      </Sort>
    </main>
  );
}

const nameButton = () => screen.getByRole('button', {name: 'Name'});

describe('sort state', () => {
  it('cycles asc, desc, unsorted, and starts a new column at its start', () => {
    let sort = UNSORTED;
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      sort = getNextSort(sort, 'name');
      seen.push(sort.direction);
    }
    expect(seen).toEqual(['asc', 'desc', '', 'asc']);
    expect(getNextSort({active: 'name', direction: 'desc'}, 'name', {disableClear: true})).toEqual({
      active: 'name',
      direction: 'asc',
    });
    expect(getNextSort({active: 'name', direction: 'asc'}, 'weight', {start: 'desc'})).toEqual({
      active: 'weight',
      direction: 'desc',
    });
  });

  it('maps the sort to aria-sort and sorts numbers and text', () => {
    expect(getAriaSort({active: 'a', direction: 'desc'}, 'a')).toBe('descending');
    expect(getAriaSort({active: 'a', direction: 'desc'}, 'b')).toBe('none');
    const rows = [
      {n: 10, s: 'b'},
      {n: 9, s: 'A'},
      {n: 100, s: ''},
    ];
    const byKey = (row: {n: number; s: string}, id: string) => row[id as 'n' | 's'];
    expect(sortRows(rows, {active: 'n', direction: 'asc'}, byKey).map((r) => r.n)).toEqual([
      9, 10, 100,
    ]);
    expect(sortRows(rows, {active: 's', direction: 'desc'}, byKey).map((r) => r.s)).toEqual([
      'b',
      'A',
      '',
    ]);
    expect(sortRows(rows, UNSORTED, byKey)).toBe(rows);
  });
});

describe('SortHeader', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sorts on click and on the keyboard, showing the state as data attributes', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(<Headers onSortChange={onSortChange} />);
    expect(nameButton().getAttribute('data-active')).toBeNull();
    await user.click(nameButton());
    expect(onSortChange).toHaveBeenLastCalledWith({active: 'name', direction: 'asc'});
    expect(nameButton().getAttribute('data-direction')).toBe('asc');
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({active: 'name', direction: 'desc'});
    await user.keyboard(' ');
    expect(onSortChange).toHaveBeenLastCalledWith({active: 'name', direction: ''});
    expect(nameButton().getAttribute('data-active')).toBeNull();
    await user.click(screen.getByRole('button', {name: 'Weight'}));
    expect(onSortChange).toHaveBeenLastCalledWith({active: 'weight', direction: 'desc'});
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });

  it('announces the new sort politely', async () => {
    vi.useFakeTimers();
    render(<Headers />);
    act(() => nameButton().click());
    await act(() => vi.advanceTimersByTimeAsync(150));
    const region = document.querySelector('.cdk-live-announcer-element')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('Sorted by Name, ascending.');
  });

  it('follows a controlled value and respects disableClear and disabled', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const {rerender} = render(
      <Headers
        value={{active: 'name', direction: 'desc'}}
        disableClear
        onSortChange={onSortChange}
      />,
    );
    expect(nameButton().getAttribute('data-direction')).toBe('desc');
    await user.click(nameButton());
    expect(onSortChange).toHaveBeenLastCalledWith({active: 'name', direction: 'asc'});
    expect(nameButton().getAttribute('data-direction')).toBe('desc');
    rerender(<Headers disabled onSortChange={onSortChange} />);
    expect((nameButton() as HTMLButtonElement).disabled).toBe(true);
  });
});
