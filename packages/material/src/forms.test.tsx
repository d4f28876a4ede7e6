import {act, fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {Autocomplete, AutocompleteOption} from './autocomplete';
import {ButtonToggle, ButtonToggleGroup} from './button-toggle';
import {ChipGrid, ChipInput, ChipListbox, ChipOption, ChipRow} from './chips';
import {DateRangePicker, Datepicker} from './datepicker';
import {FormField, Input} from './form-field';
import {ListOption, SelectionList} from './list';
import {Option, Select} from './select';
import {SlideToggle} from './slide-toggle';
import {RangeSlider, Slider} from './slider';
import {Timepicker} from './timepicker';

/**
 * Every form control in a native <form>: `name` posts its value, a reset brings the first value
 * back on screen and in the form data, and `required` (or refused text) blocks the submission
 * and shows the control's error state.
 */

function renderForm(control: ReactNode) {
  render(
    <form onSubmit={(event) => event.preventDefault()}>
      {control}
      <button type="submit">Send</button>
    </form>,
  );
  return document.querySelector('form')!;
}

function posted(form: HTMLFormElement) {
  return [...new FormData(form).entries()].map(([key, value]) => `${key}=${String(value)}`);
}

/** Resets the form, and waits for the controls to take their defaults (after the event). */
async function reset(form: HTMLFormElement) {
  await act(async () => form.reset());
}

function submit(form: HTMLFormElement) {
  act(() => form.requestSubmit());
}

function Fruits(props: {multiple?: boolean; required?: boolean; defaultValue?: string[]}) {
  const options = ['Apple', 'Pear', 'Plum'].map((name) => (
    <Option key={name} value={name.toLowerCase()}>
      {name}
    </Option>
  ));
  return (
    <FormField label="Fruit" required={props.required}>
      {props.multiple ? (
        <Select multiple name="fruit" defaultValue={props.defaultValue}>
          {options}
        </Select>
      ) : (
        <Select name="fruit" defaultValue={props.defaultValue?.[0]}>
          {options}
        </Select>
      )}
    </FormField>
  );
}

describe('forms', () => {
  it('a select posts its value and resets to its first one, on screen too', async () => {
    const user = userEvent.setup();
    const form = renderForm(<Fruits defaultValue={['pear']} />);
    expect(posted(form)).toEqual(['fruit=pear']);
    await user.click(screen.getByRole('combobox', {name: 'Fruit'}));
    await user.click(screen.getByRole('option', {name: 'Plum'}));
    expect(posted(form)).toEqual(['fruit=plum']);
    await reset(form);
    expect(posted(form)).toEqual(['fruit=pear']);
    expect(screen.getByRole('combobox', {name: 'Fruit'}).textContent).toBe('Pear');
  });

  it('a required select left empty blocks the form, shows the error and takes focus', async () => {
    const user = userEvent.setup();
    const form = renderForm(<Fruits required />);
    const trigger = screen.getByRole('combobox', {name: /Fruit/});
    expect(form.checkValidity()).toBe(false);
    submit(form);
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('.mat-form-field')!.hasAttribute('data-invalid')).toBe(true);
    expect(document.querySelector('.mat-form-field-error')!.textContent).not.toBe('');
    // Focus the browser gives the invalid value goes on to the trigger.
    act(() => (document.querySelector('[data-form-value]') as HTMLInputElement).focus());
    expect(document.activeElement).toBe(trigger);
    await user.click(trigger);
    await user.click(screen.getByRole('option', {name: 'Apple'}));
    expect(form.checkValidity()).toBe(true);
    expect(trigger.getAttribute('aria-invalid')).toBeNull();
    expect(document.querySelector('.mat-form-field-error')).toBeNull();
  });

  it('a multiple select posts each value and resets to its first ones', async () => {
    const user = userEvent.setup();
    const form = renderForm(<Fruits multiple defaultValue={['apple', 'plum']} />);
    expect(posted(form)).toEqual(['fruit=apple', 'fruit=plum']);
    await user.click(screen.getByRole('combobox', {name: 'Fruit'}));
    await user.click(screen.getByRole('option', {name: 'Apple'}));
    expect(posted(form)).toEqual(['fruit=plum']);
    await reset(form);
    expect(posted(form)).toEqual(['fruit=apple', 'fruit=plum']);
  });

  it('a required input in a form field shows the browser message until it is filled', async () => {
    const user = userEvent.setup();
    const form = renderForm(
      <FormField label="Name" required>
        <Input name="name" />
      </FormField>,
    );
    submit(form);
    const input = screen.getByRole('textbox', {name: /Name/});
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('.mat-form-field-error')!.textContent).toBe(
      input instanceof HTMLInputElement ? input.validationMessage : '',
    );
    await user.type(input, 'Ada');
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(posted(form)).toEqual(['name=Ada']);
  });

  it('an uncontrolled input lowers its field label again when the form is reset', async () => {
    const user = userEvent.setup();
    const form = renderForm(
      <FormField label="Nickname">
        <Input name="nickname" />
      </FormField>,
    );
    const field = document.querySelector('.mat-form-field')!;
    await user.type(screen.getByRole('textbox', {name: 'Nickname'}), 'Ada');
    await user.tab();
    expect(field.hasAttribute('data-floating')).toBe(true);
    await reset(form);
    expect(field.hasAttribute('data-floating')).toBe(false);
    expect(posted(form)).toEqual(['nickname=']);
  });

  it('an autocomplete posts its text and resets to its first text', async () => {
    const user = userEvent.setup();
    const form = renderForm(
      <FormField label="City">
        <Autocomplete name="city" defaultInputValue="Oslo">
          <AutocompleteOption value="Oslo">Oslo</AutocompleteOption>
          <AutocompleteOption value="Rome">Rome</AutocompleteOption>
        </Autocomplete>
      </FormField>,
    );
    const input = screen.getByRole('combobox', {name: 'City'}) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, 'Ro');
    expect(posted(form)).toEqual(['city=Ro']);
    await reset(form);
    expect(input.value).toBe('Oslo');
    expect(posted(form)).toEqual(['city=Oslo']);
  });

  it('a slide toggle posts while on, resets, and a required one must be on', async () => {
    const user = userEvent.setup();
    const form = renderForm(
      <SlideToggle name="terms" value="yes" required>
        Accept the terms
      </SlideToggle>,
    );
    const toggle = screen.getByRole('switch', {name: 'Accept the terms'});
    expect(posted(form)).toEqual([]);
    submit(form);
    expect(toggle.getAttribute('aria-invalid')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-invalid')).toBeNull();
    expect(posted(form)).toEqual(['terms=yes']);
    await reset(form);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(posted(form)).toEqual([]);
  });

  it('a slider and a range slider post their values and reset, and the ref is the thumb', async () => {
    let thumb: HTMLInputElement | null = null;
    const form = renderForm(
      <>
        <Slider
          name="volume"
          aria-label="Volume"
          defaultValue={20}
          ref={(node) => {
            thumb = node;
          }}
        />
        <RangeSlider
          name="price"
          defaultValue={[10, 90]}
          aria-label="Price"
          thumbLabels={['Lowest', 'Highest']}
        />
      </>,
    );
    expect(thumb).toBe(screen.getByRole('slider', {name: 'Volume'}));
    fireEvent.keyDown(screen.getByRole('slider', {name: 'Volume'}), {key: 'ArrowRight'});
    fireEvent.keyDown(screen.getByRole('slider', {name: 'Lowest'}), {key: 'ArrowRight'});
    expect(posted(form)).toEqual(['volume=21', 'price=11', 'price=90']);
    await reset(form);
    expect(posted(form)).toEqual(['volume=20', 'price=10', 'price=90']);
    expect((screen.getByRole('slider', {name: 'Volume'}) as HTMLInputElement).value).toBe('20');
  });

  it('a button toggle group posts its choice, resets, and a required one needs a choice', async () => {
    const user = userEvent.setup();
    const form = renderForm(
      <>
        <ButtonToggleGroup name="size" aria-label="Size" required>
          <ButtonToggle value="s">Small</ButtonToggle>
          <ButtonToggle value="l">Large</ButtonToggle>
        </ButtonToggleGroup>
        <ButtonToggleGroup multiple name="style" aria-label="Style" defaultValue={['bold']}>
          <ButtonToggle value="bold">Bold</ButtonToggle>
          <ButtonToggle value="italic">Italic</ButtonToggle>
        </ButtonToggleGroup>
      </>,
    );
    const group = screen.getByRole('radiogroup', {name: 'Size'});
    submit(form);
    expect(group.getAttribute('aria-invalid')).toBe('true');
    act(() => (document.querySelector('[data-form-value][required]') as HTMLInputElement).focus());
    expect(document.activeElement).toBe(screen.getByRole('radio', {name: 'Small'}));
    await user.click(screen.getByRole('radio', {name: 'Large'}));
    await user.click(screen.getByRole('button', {name: 'Italic'}));
    expect(group.getAttribute('aria-invalid')).toBeNull();
    expect(posted(form)).toEqual(['size=l', 'style=bold', 'style=italic']);
    await reset(form);
    expect(posted(form)).toEqual(['style=bold']);
    expect(screen.getByRole('radio', {name: 'Large'}).getAttribute('aria-checked')).toBe('false');
  });

  it('a datepicker posts its date, resets its text and date, and refuses text that is no date', async () => {
    const user = userEvent.setup();
    const form = renderForm(
      <FormField label="Start">
        <Datepicker name="start" locale="en-US" defaultValue={new Date(2026, 2, 14)} />
      </FormField>,
    );
    const input = screen.getByRole('textbox', {name: 'Start'}) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, 'soon');
    expect(form.checkValidity()).toBe(false);
    submit(form);
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(document.querySelector('.mat-form-field-error')!.textContent).toBe(
      'Enter a date, such as 3/14/2026.',
    );
    await reset(form);
    expect(input.value).toBe('3/14/2026');
    expect(posted(form)).toEqual(['start=2026-03-14']);
    expect(form.checkValidity()).toBe(true);
    expect(document.querySelector('.mat-form-field-error')).toBeNull();
  });

  it('a date range picker posts both dates and resets them', async () => {
    const user = userEvent.setup();
    let start: HTMLInputElement | null = null;
    const form = renderForm(
      <FormField label="Trip">
        <DateRangePicker
          startName="from"
          endName="to"
          locale="en-US"
          defaultValue={{start: new Date(2026, 0, 5), end: new Date(2026, 0, 9)}}
          ref={(node) => {
            start = node;
          }}
        />
      </FormField>,
    );
    const end = screen.getByRole('textbox', {name: 'End date'}) as HTMLInputElement;
    expect(start).toBe(screen.getByRole('textbox', {name: 'Start date'}));
    await user.clear(end);
    await user.type(end, '1/20/2026');
    expect(posted(form)).toEqual(['from=2026-01-05', 'to=2026-01-20']);
    await reset(form);
    expect(end.value).toBe('1/9/2026');
    expect(posted(form)).toEqual(['from=2026-01-05', 'to=2026-01-09']);
  });

  it('a timepicker posts its time, resets, and refuses a time out of range', async () => {
    const user = userEvent.setup();
    const form = renderForm(
      <FormField label="Arrival">
        <Timepicker
          name="arrival"
          locale="en-US"
          min="08:00"
          defaultValue={new Date(2026, 0, 1, 9, 30)}
        />
      </FormField>,
    );
    const input = screen.getByRole('combobox', {name: 'Arrival'}) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, '7:00 AM');
    expect(form.checkValidity()).toBe(false);
    expect(input.validationMessage).toBe('Choose a time from the list.');
    await reset(form);
    expect(input.value).toBe('9:30 AM');
    expect(posted(form)).toEqual(['arrival=09:30']);
    expect(form.checkValidity()).toBe(true);
  });

  it('a chip listbox and a selection list post their choices, reset, and need one when required', async () => {
    const user = userEvent.setup();
    const form = renderForm(
      <>
        <ChipListbox name="diet" aria-label="Diet" required>
          <ChipOption value="vegan">Vegan</ChipOption>
          <ChipOption value="halal">Halal</ChipOption>
        </ChipListbox>
        <SelectionList name="extras" aria-label="Extras" defaultValue={['wifi']}>
          <ListOption value="wifi">Wi-Fi</ListOption>
          <ListOption value="parking">Parking</ListOption>
        </SelectionList>
      </>,
    );
    const diet = screen.getByRole('listbox', {name: 'Diet'});
    expect(posted(form)).toEqual(['extras=wifi']);
    submit(form);
    expect(diet.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('option', {name: 'Halal'}));
    await user.click(screen.getByRole('option', {name: 'Parking'}));
    expect(diet.getAttribute('aria-invalid')).toBeNull();
    expect(posted(form)).toEqual(['diet=halal', 'extras=wifi', 'extras=parking']);
    await reset(form);
    expect(posted(form)).toEqual(['extras=wifi']);
    expect(screen.getByRole('option', {name: 'Halal'}).getAttribute('aria-selected')).toBe('false');
  });

  it('a chip grid posts its chips, and a required one is valid with chips and no text', () => {
    function Tags({tags}: {tags: string[]}) {
      return (
        <FormField label="Tags" required>
          <ChipGrid name="tags">
            {tags.map((tag) => (
              <ChipRow key={tag} value={tag.toLowerCase()}>
                {tag}
              </ChipRow>
            ))}
          </ChipGrid>
          <ChipInput />
        </FormField>
      );
    }
    const {rerender} = render(
      <form>
        <Tags tags={[]} />
      </form>,
    );
    const form = document.querySelector('form')!;
    expect(form.checkValidity()).toBe(false);
    submit(form);
    expect(document.querySelector('.mat-form-field-error')!.textContent).not.toBe('');
    rerender(
      <form>
        <Tags tags={['Red', 'Blue']} />
      </form>,
    );
    expect(form.checkValidity()).toBe(true);
    expect(posted(form)).toEqual(['tags=red', 'tags=blue']);
    expect(document.querySelector('.mat-form-field-error')).toBeNull();
  });
});
