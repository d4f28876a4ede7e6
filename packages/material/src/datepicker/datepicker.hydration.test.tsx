import {prerenderAndHydrate} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it} from 'vitest';
import {FormField} from '../form-field';
import {formatMonthYear} from './date-format';
import {createDate, toIsoDateString} from './date-math';
import {Calendar, Datepicker} from './index';
import {getGridCell} from './calendar.test-utils';

describe('hydration', () => {
  let unmount = () => {};
  afterEach(() => {
    unmount();
    document.documentElement.removeAttribute('lang');
  });

  it("hydrates a calendar without a month, then shows the visitor's today", async () => {
    const tree = await prerenderAndHydrate(
      <main>
        <Calendar aria-label="Pick a day" />
      </main>,
    );
    unmount = tree.unmount;
    expect(tree.recoverableErrors).toEqual([]);
    expect(tree.consoleErrors).toEqual([]);
    expect(tree.html).not.toContain('aria-current');
    // After hydration, the client's clock decides the month and marks today.
    const now = new Date();
    expect(screen.getByRole('grid', {name: formatMonthYear(now, 'en-US')})).toBeTruthy();
    const today = document.querySelector(`[data-date="${toIsoDateString(now)}"]`)!;
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.getAttribute('tabindex')).toBe('0');
  });

  it("renders English on the server and switches to the document's language after hydrating", async () => {
    document.documentElement.lang = 'de-DE';
    const tree = await prerenderAndHydrate(
      <form aria-label="Booking">
        <FormField label="Arrival">
          <Datepicker name="arrival" defaultValue={createDate(2024, 6, 4)} />
        </FormField>
      </form>,
    );
    unmount = tree.unmount;
    expect(tree.recoverableErrors).toEqual([]);
    expect(tree.consoleErrors).toEqual([]);
    expect(tree.html).toContain('value="7/4/2024"');
    const input = screen.getByRole('textbox', {name: 'Arrival'}) as HTMLInputElement;
    expect(input.value).toBe('4.7.2024');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', {name: 'Open calendar'}));
    expect(screen.getByRole('grid', {name: 'Juli 2024'})).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Donnerstag, 4. Juli 2024');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(input.value).toBe('5.7.2024');
    const form = screen.getByRole('form') as HTMLFormElement;
    expect([...new FormData(form).entries()]).toEqual([['arrival', '2024-07-05']]);
  });

  it('hydrates a calendar with a given locale and today exactly as rendered', async () => {
    const tree = await prerenderAndHydrate(
      <main>
        <Calendar locale="ja-JP" today={createDate(2024, 0, 10)} selectionMode="range" />
      </main>,
    );
    unmount = tree.unmount;
    expect(tree.recoverableErrors).toEqual([]);
    expect(tree.consoleErrors).toEqual([]);
    expect(tree.html).toContain('2024年1月');
    expect(screen.getByRole('grid', {name: '2024年1月'})).toBeTruthy();
    const user = userEvent.setup();
    await user.click(getGridCell('2024年1月10日水曜日'));
    expect(getGridCell('2024年1月10日水曜日').getAttribute('aria-selected')).toBe('true');
  });
});
