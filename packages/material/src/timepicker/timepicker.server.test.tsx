// @vitest-environment node
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {FormField} from '../form-field';
import {Timepicker} from './index';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('server rendering', () => {
  it('renders a timepicker with its value and no list, without a document', () => {
    expect(typeof document).toBe('undefined');
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const html = plain(
      renderToString(
        <form>
          <FormField label="Start">
            <Timepicker name="start" defaultValue={new Date(2024, 6, 4, 21, 30)} />
          </FormField>
          <FormField label="Beginn">
            <Timepicker locale="de-DE" defaultValue={new Date(2024, 6, 4, 9, 5)} />
          </FormField>
        </form>,
      ),
    );
    // Without a locale the server writes American English.
    expect(html).toContain('value="9:30 PM"');
    expect(html).toContain('value="09:05"');
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('<input type="hidden" name="start" value="21:30"/>');
    expect(html).toContain('aria-label="Open time options"');
    expect(html).not.toContain('role="listbox"');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('renders an open list on the client only', () => {
    const html = renderToString(<Timepicker aria-label="Start" defaultOpen />);
    expect(html).toContain('role="combobox"');
    expect(html).not.toContain('role="option"');
  });
});
