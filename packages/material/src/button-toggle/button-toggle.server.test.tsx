// @vitest-environment node
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {ButtonToggle, ButtonToggleGroup} from './index';

describe('server rendering', () => {
  it('renders both kinds of group without a document or errors', () => {
    expect(typeof document).toBe('undefined');
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const html = renderToString(
      <div>
        <ButtonToggleGroup aria-label="View" defaultValue="week" vertical>
          <ButtonToggle value="day">Day</ButtonToggle>
          <ButtonToggle value="week">Week</ButtonToggle>
        </ButtonToggleGroup>
        <ButtonToggleGroup multiple aria-label="Days" name="days" defaultValue={['mon', 'wed']}>
          <ButtonToggle value="mon">Mon</ButtonToggle>
          <ButtonToggle value="wed">Wed</ButtonToggle>
        </ButtonToggleGroup>
      </div>,
    );
    expect(html).toContain(
      '<div aria-label="View" role="radiogroup" aria-orientation="vertical" data-orientation="vertical" data-appearance="standard" class="mat-button-toggle-group">',
    );
    expect(html.match(/role="radio" aria-checked="true"/g)).toHaveLength(1);
    expect(html).toContain('<div aria-label="Days" role="group"');
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(2);
    expect(html).toContain(
      '<input type="hidden" name="days" value="mon"/><input type="hidden" name="days" value="wed"/>',
    );
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
