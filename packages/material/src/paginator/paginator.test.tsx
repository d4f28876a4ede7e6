import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {Paginator, type PaginatorProps} from './paginator';
import {getRangeLabel, pageIndexForNewSize} from './paginator-state';

function renderPaginator(props: Partial<PaginatorProps> = {}) {
  return render(
    <main>
      <Paginator length={100} pageSizeOptions={[10, 25, 50]} {...props} />
    </main>,
  );
}

const button = (name: string) => screen.getByRole('button', {name});
const range = () => document.querySelector('.mat-paginator-range-label')!.textContent;

describe('paginator state', () => {
  it('formats the range and keeps the first item when the size changes', () => {
    expect(getRangeLabel(0, 10, 100)).toBe('1 – 10 of 100');
    expect(getRangeLabel(8, 12, 100)).toBe('97 – 100 of 100');
    expect(getRangeLabel(0, 10, 0)).toBe('0 of 0');
    expect(pageIndexForNewSize(3, 10, 25)).toBe(1);
  });
});

describe('Paginator', () => {
  it('pages forward and back, with a polite range label', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderPaginator({onPageChange});
    expect(screen.getByRole('group', {name: 'Pagination'})).toBeTruthy();
    expect(range()).toBe('1 – 10 of 100');
    expect(button('Previous page').getAttribute('aria-disabled')).toBe('true');
    await user.click(button('Next page'));
    expect(onPageChange).toHaveBeenLastCalledWith({
      pageIndex: 1,
      previousPageIndex: 0,
      pageSize: 10,
      length: 100,
    });
    expect(range()).toBe('11 – 20 of 100');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('11 – 20 of 100');
    await user.click(button('Previous page'));
    expect(range()).toBe('1 – 10 of 100');
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });

  it('keeps focus on a navigation button that reaches the end', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderPaginator({length: 15, onPageChange});
    await user.click(button('Next page'));
    expect(button('Next page').getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button('Next page'));
    await user.click(button('Next page'));
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });

  it('jumps to the first and last pages', async () => {
    const user = userEvent.setup();
    renderPaginator({showFirstLastButtons: true});
    await user.click(button('Last page'));
    expect(range()).toBe('91 – 100 of 100');
    await user.click(button('First page'));
    expect(range()).toBe('1 – 10 of 100');
  });

  it('changes the page size from a labelled select, keeping the first item in view', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderPaginator({defaultPageIndex: 3, onPageChange});
    const select = screen.getByRole('combobox', {name: 'Items per page:'});
    await user.selectOptions(select, '25');
    expect(onPageChange).toHaveBeenLastCalledWith({
      pageIndex: 1,
      previousPageIndex: 3,
      pageSize: 25,
      length: 100,
    });
    expect(range()).toBe('26 – 50 of 100');
  });

  it('hides the page size, follows controlled props and can be disabled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [pageIndex, setPageIndex] = useState(2);
      return (
        <Paginator
          length={50}
          pageSize={10}
          pageIndex={pageIndex}
          hidePageSize
          onPageChange={(event) => setPageIndex(event.pageIndex === 3 ? 4 : event.pageIndex)}
        />
      );
    }
    const {unmount} = render(<Controlled />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(range()).toBe('21 – 30 of 50');
    await user.click(button('Next page'));
    expect(range()).toBe('41 – 50 of 50');
    unmount();
    renderPaginator({disabled: true});
    expect((button('Next page') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('combobox') as HTMLSelectElement).disabled).toBe(true);
  });
});
