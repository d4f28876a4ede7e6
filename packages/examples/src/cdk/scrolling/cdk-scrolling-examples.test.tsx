import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {expectNoAxeViolations, setLayoutBox} from '@material-react/cdk/testing';
import {CdkScrollingHookExample} from './cdk-scrolling-hook/cdk-scrolling-hook-example';
import {CdkScrollingHorizontalExample} from './cdk-scrolling-horizontal/cdk-scrolling-horizontal-example';
import {CdkScrollingOverviewExample} from './cdk-scrolling-overview/cdk-scrolling-overview-example';
import {CdkScrollingScrollToExample} from './cdk-scrolling-scroll-to/cdk-scrolling-scroll-to-example';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Gives a scrolling element the size the example's CSS gives it (jsdom has no layout), scrolls
 * it if asked, and lets the frame that measures it run.
 */
async function layOut(
  element: HTMLElement,
  size: {width: number; height: number},
  scroll: {top?: number; left?: number} = {},
) {
  setLayoutBox(element, {x: 0, y: 0, ...size});
  await act(async () => {
    if (scroll.top !== undefined) element.scrollTop = scroll.top;
    if (scroll.left !== undefined) element.scrollLeft = scroll.left;
    element.dispatchEvent(new Event('scroll'));
    await nextFrame();
  });
}

function positions(list: HTMLElement): number[] {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => Number(item.getAttribute('aria-posinset')));
}

describe('scrolling examples', () => {
  it('overview: only the rows in view are in the DOM', async () => {
    render(
      <main>
        <CdkScrollingOverviewExample />
      </main>,
    );
    const list = screen.getByRole('list', {name: 'Contacts'});
    await layOut(list, {width: 480, height: 384});
    expect(positions(list)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(within(list).getAllByRole('listitem')[0]!.getAttribute('aria-setsize')).toBe('10000');
    expect(screen.getByText(/rows in the DOM/).textContent).toBe(
      '11 of 10,000 rows in the DOM: rows 1 to 11',
    );
    // The viewport scrolls, so it is in the tab order for the keyboard to scroll it.
    expect(list.tabIndex).toBe(0);
    await expectNoAxeViolations();

    // Row 5,001 at the top.
    await layOut(list, {width: 480, height: 384}, {top: 48 * 5000});
    expect(positions(list)).toEqual([
      4998, 4999, 5000, 5001, 5002, 5003, 5004, 5005, 5006, 5007, 5008, 5009, 5010, 5011,
    ]);
    expect(screen.getByText(/rows in the DOM/).textContent).toBe(
      '14 of 10,000 rows in the DOM: rows 4,998 to 5,011',
    );
    expect(within(list).getByText('5,001')).toBeTruthy();
  });

  it('scroll to: puts the chosen row where each alignment says', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <CdkScrollingScrollToExample />
      </main>,
    );
    const list = screen.getByRole('list', {name: 'Numbered rows'});
    await layOut(list, {width: 360, height: 320});
    const field = screen.getByRole('spinbutton', {name: 'Row'});
    expect(field).toHaveProperty('value', '5000');
    const button = (name: string) => screen.getByRole('button', {name});

    await user.click(button('To the top'));
    expect(list.scrollTop).toBe(4999 * 40);
    const row = within(list).getByText('Row 5000');
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(positions(list)[0]).toBe(4995);
    await user.click(button('To the middle'));
    expect(list.scrollTop).toBe(4999 * 40 + 20 - 160);
    await user.click(button('To the bottom'));
    expect(list.scrollTop).toBe(5000 * 40 - 320);
    // Fully visible already: it stays.
    await user.click(button('Into view'));
    expect(list.scrollTop).toBe(5000 * 40 - 320);
    await expectNoAxeViolations();

    await user.clear(field);
    await user.type(field, '12');
    await user.click(button('Into view'));
    expect(list.scrollTop).toBe(11 * 40);
    expect(within(list).getByText('Row 12').getAttribute('aria-current')).toBe('true');

    await user.clear(field);
    await user.type(field, '0');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(button('To the top')).toHaveProperty('disabled', true);
    expect(screen.getByText('Enter a row from 1 to 10,000')).toBeTruthy();

    await user.clear(field);
    await user.type(field, '10000');
    const scrollTo = vi.fn();
    Object.defineProperty(list, 'scrollTo', {configurable: true, value: scrollTo});
    await user.click(screen.getByRole('checkbox', {name: 'Smooth scrolling'}));
    await user.click(button('To the top'));
    expect(scrollTo).toHaveBeenCalledWith({top: 10_000 * 40 - 320, behavior: 'smooth'});
  });

  it('horizontal: scrolls to a day left to right and right to left', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <CdkScrollingHorizontalExample />
      </main>,
    );
    let list = screen.getByRole('list', {name: 'Days'});
    expect(list.dataset['orientation']).toBe('horizontal');
    await layOut(list, {width: 720, height: 128});
    // 720px of 96px cards: 8 cards, the last one in part, and 3 more.
    expect(positions(list)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toBe('Wed1Jan 2025');
    expect(within(list).getAllByRole('listitem')[0]!.getAttribute('aria-setsize')).toBe('3652');
    await expectNoAxeViolations();

    // 1 January 2030 is day 1,827.
    await user.click(screen.getByRole('button', {name: '1 Jan 2030'}));
    expect(list.scrollLeft).toBe(1826 * 96);
    const day = within(list)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-posinset') === '1827');
    expect(day?.textContent).toBe('Tue1Jan 2030');

    await user.click(screen.getByRole('checkbox', {name: 'Right to left'}));
    list = screen.getByRole('list', {name: 'Days'});
    expect(list.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    await layOut(list, {width: 720, height: 128});
    expect(positions(list)[0]).toBe(1);
    await user.click(screen.getByRole('button', {name: '1 Jan 2034'}));
    // Right to left, scrollLeft runs from 0 at the start (on the right) to negative values.
    expect(list.scrollLeft).toBe(-3287 * 96);
    expect(positions(list)).toContain(3288);
    await layOut(list, {width: 720, height: 128}, {left: -960});
    expect(positions(list)[0]).toBe(8);
  });

  it('hook: the keyboard moves an active option through the whole list', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <CdkScrollingHookExample />
      </main>,
    );
    const listbox = screen.getByRole('listbox', {name: 'Part'});
    await layOut(listbox, {width: 320, height: 320});
    const active = () => document.getElementById(listbox.getAttribute('aria-activedescendant')!);

    await user.tab();
    expect(document.activeElement).toBe(listbox);
    expect(active()?.textContent).toBe('P-00001Hex bolt M3');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()?.getAttribute('aria-posinset')).toBe('3');
    await user.keyboard('{PageDown}');
    expect(active()?.getAttribute('aria-posinset')).toBe('10');
    expect(listbox.scrollTop).toBe(10 * 40 - 320);
    await expectNoAxeViolations();

    // The last option is not rendered until End scrolls to it.
    expect(screen.queryByText('P-05000')).toBeNull();
    await user.keyboard('{End}');
    expect(listbox.scrollTop).toBe(5000 * 40 - 320);
    expect(active()?.textContent).toBe('P-05000Washer M3');
    expect(active()?.getAttribute('aria-setsize')).toBe('5000');
    await user.keyboard('{Enter}');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Chosen: P-05000, Washer M3')).toBeTruthy();

    // Scrolled away with the pointer, the active option is not rendered: nothing is pointed at.
    await layOut(listbox, {width: 320, height: 320}, {top: 0});
    expect(listbox.hasAttribute('aria-activedescendant')).toBe(false);
    // The next key brings it back.
    await user.keyboard('{ArrowUp}');
    expect(active()?.getAttribute('aria-posinset')).toBe('4999');
    await user.keyboard('{Home}');
    expect(listbox.scrollTop).toBe(0);
    await user.click(screen.getByText('P-00004'));
    expect(screen.getByText('Chosen: P-00004, Rivet M3')).toBeTruthy();
    await expectNoAxeViolations();
  });
});
