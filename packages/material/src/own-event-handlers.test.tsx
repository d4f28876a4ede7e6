import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {SyntheticEvent} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {Checkbox} from './checkbox';
import {Accordion, ExpansionPanel} from './expansion';
import {FormField, Input} from './form-field';
import {Radio, RadioGroup} from './radio';
import {Option, Select} from './select';
import {SlideToggle} from './slide-toggle';
import {Sort, SortHeader} from './sort';

/**
 * Every component that handles an event you can also handle runs your handler first, and skips
 * its own behaviour when yours calls `preventDefault()` (through `composeEventHandlers`).
 */
const prevent = (event: SyntheticEvent) => event.preventDefault();

describe('your event handlers come first and can stop the built-in behaviour', () => {
  it('SlideToggle onClick', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn(prevent);
    render(<SlideToggle onClick={onClick}>Wi-Fi</SlideToggle>);
    await user.click(screen.getByRole('switch', {name: 'Wi-Fi'}));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('Checkbox onChange', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <Checkbox onChange={prevent} onCheckedChange={onCheckedChange}>
        Subscribe
      </Checkbox>,
    );
    await user.click(screen.getByRole('checkbox', {name: 'Subscribe'}));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('Radio onChange', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <RadioGroup aria-label="Size" onValueChange={onValueChange}>
        <Radio value="s" onChange={prevent}>
          Small
        </Radio>
        <Radio value="m">Medium</Radio>
      </RadioGroup>,
    );
    await user.click(screen.getByRole('radio', {name: 'Small'}));
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', {name: 'Medium'}));
    expect(onValueChange).toHaveBeenLastCalledWith('m');
  });

  it('SortHeader onClick', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <Sort onSortChange={onSortChange}>
        <SortHeader id="name" onClick={prevent}>
          Name
        </SortHeader>
      </Sort>,
    );
    await user.click(screen.getByRole('button', {name: 'Name'}));
    expect(onSortChange).not.toHaveBeenCalled();
  });

  it('Select onClick and onKeyDown', async () => {
    const user = userEvent.setup();
    const onKeyDown = vi.fn((event: React.KeyboardEvent) => {
      if (event.key === 'ArrowDown') event.preventDefault();
    });
    render(
      <Select aria-label="Fruit" onClick={prevent} onKeyDown={onKeyDown}>
        <Option value="apple">Apple</Option>
      </Select>,
    );
    const trigger = screen.getByRole('combobox', {name: 'Fruit'});
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(onKeyDown).toHaveBeenCalled();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('FormField onClick', async () => {
    const user = userEvent.setup();
    render(
      <FormField label="Amount" suffix="USD" onClick={prevent}>
        <Input />
      </FormField>,
    );
    await user.click(screen.getByText('USD'));
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', {name: 'Amount'}));
  });

  it('Accordion onKeyDown', async () => {
    const user = userEvent.setup();
    render(
      <Accordion onKeyDown={prevent}>
        <ExpansionPanel header="One">First</ExpansionPanel>
        <ExpansionPanel header="Two">Second</ExpansionPanel>
      </Accordion>,
    );
    const one = screen.getByRole('button', {name: 'One'});
    one.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(one);
  });
});
