// @vitest-environment node
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {FormField} from '../form-field';
import {createDate} from './date-math';
import {Calendar, DateRangePicker, Datepicker} from './index';

describe('server rendering', () => {
  it('renders a datepicker with its value and no popup, without a document', () => {
    expect(typeof document).toBe('undefined');
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const html = renderToString(
      <form>
        <FormField label="Arrival">
          <Datepicker name="arrival" defaultValue={createDate(2024, 6, 4)} />
        </FormField>
        <FormField label="Stay">
          <DateRangePicker
            defaultValue={{start: createDate(2024, 6, 4), end: createDate(2024, 6, 9)}}
          />
        </FormField>
      </form>,
    );
    // Without a locale the server writes American English.
    expect(html).toContain('value="7/4/2024"');
    expect(html).toContain('data-filled=""');
    expect(html).toContain('<input type="hidden" name="arrival" value="2024-07-04"/>');
    expect(html).toContain('aria-label="Open calendar"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('value="7/9/2024"');
    expect(html).not.toContain('role="dialog"');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('renders a calendar in the given locale, with today only when given', () => {
    const withToday = renderToString(
      <Calendar
        locale="de-DE"
        today={createDate(2024, 2, 5)}
        defaultValue={createDate(2024, 2, 8)}
      />,
    );
    expect(withToday).toContain('März 2024');
    expect(withToday).toContain('aria-label="Freitag, 8. März 2024" aria-selected="true"');
    expect(withToday).toContain('aria-current="date"');
    expect(withToday.match(/<td tabindex="0"/g)).toHaveLength(1);
    expect(withToday).toContain(
      '<span aria-hidden="true">M</span><span class="cdk-visually-hidden">Montag</span>',
    );

    // The server does not know the visitor's day: no month and no "today" until hydration.
    const unknown = renderToString(<Calendar />);
    expect(unknown).toContain('role="grid"');
    expect(unknown).not.toContain('aria-current');
    expect(unknown).not.toContain('data-date');
    expect(unknown.match(/<tr>/g)).toHaveLength(7);
    // With no month to show, the period button is still named by what it does.
    expect(unknown).toMatch(
      /<button[^>]*class="mat-calendar-period-button"[^>]*aria-label="[^"]+"/,
    );
  });
});
