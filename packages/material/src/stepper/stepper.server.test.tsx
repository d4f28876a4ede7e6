// @vitest-environment node
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {Step, Stepper, StepperNext, StepperPrevious} from './index';

describe('server rendering', () => {
  it('renders both orientations, their states and every step content without a document', () => {
    expect(typeof document).toBe('undefined');
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const html = renderToString(
      <div>
        <Stepper aria-label="Order" linear defaultSelectedIndex={1} labelPosition="bottom">
          <Step label="Cart" completed>
            <p>Cart content</p>
          </Step>
          <Step label="Address" optional>
            <p>Address content</p>
            <StepperPrevious />
            <StepperNext />
          </Step>
          <Step label="Pay" hasError errorMessage="Card declined">
            <p>Pay content</p>
          </Step>
        </Stepper>
        <Stepper aria-label="Setup" orientation="vertical">
          <Step label="Account">Account content</Step>
          <Step label="Profile">Profile content</Step>
        </Stepper>
      </div>,
    );
    expect(html).toContain('role="tablist" aria-label="Order"');
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1);
    // One tab stop: the selected step.
    expect(html.match(/tabindex="0"/g)).toHaveLength(2);
    expect(html).toContain('data-label-position="bottom"');
    expect(html).toMatch(/data-state="edit"[^>]*>.*?<svg/);
    expect(html).toContain('Card declined');
    expect(html).toContain('Optional');
    // Every step's content is rendered, the unselected ones hidden.
    for (const text of ['Cart content', 'Address content', 'Pay content', 'Profile content']) {
      expect(html).toContain(text);
    }
    expect(html.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(2);
    expect(html).toContain('role="group" aria-label="Setup"');
    expect(html.match(/aria-current="step"/g)).toHaveLength(1);
    expect(html.match(/role="region"/g)).toHaveLength(2);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
