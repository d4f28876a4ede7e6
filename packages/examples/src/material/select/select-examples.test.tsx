import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {SelectFormExample} from './select-form/select-form-example';
import {SelectMultipleExample} from './select-multiple/select-multiple-example';
import {SelectObjectValuesExample} from './select-object-values/select-object-values-example';
import {SelectOverviewExample} from './select-overview/select-overview-example';

describe('select examples', () => {
  it.each([
    ['select-overview', SelectOverviewExample],
    ['select-multiple', SelectMultipleExample],
    ['select-form', SelectFormExample],
    ['select-object-values', SelectObjectValuesExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(screen.getAllByRole('combobox').length).toBeGreaterThan(0);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('object values: matches the saved reviewer by id, also after reloading the options', async () => {
    const user = userEvent.setup();
    renderInMain(SelectObjectValuesExample);
    const reviewer = screen.getByRole('combobox', {name: 'Reviewer'});
    expect(reviewer.textContent).toBe('Chen Wei');
    expect(screen.getByText('Saved as u3')).toBeTruthy();

    await user.click(reviewer);
    const listbox = screen.getByRole('listbox', {name: 'Reviewer'});
    expect(
      within(listbox)
        .getByRole('option', {name: 'Chen Wei Front end'})
        .getAttribute('aria-selected'),
    ).toBe('true');
    await user.click(within(listbox).getByRole('option', {name: 'Amara Okafor Design'}));
    expect(reviewer.textContent).toBe('Amara Okafor');
    expect(screen.getByText('Saved as u1')).toBeTruthy();

    await user.click(screen.getByRole('button', {name: 'Load the people again'}));
    expect(screen.getByText('Loaded 2 times')).toBeTruthy();
    expect(reviewer.textContent).toBe('Amara Okafor');

    // Typeahead uses the name only, through `textValue`.
    reviewer.focus();
    await user.keyboard('{ArrowDown}');
    expect(
      within(screen.getByRole('listbox')).getByRole('option', {selected: true}).textContent,
    ).toBe('Amara Okafor Design');
    await user.keyboard('d{Enter}');
    expect(reviewer.textContent).toBe('Dana Levi');
    expect(screen.getByText('Saved as u4')).toBeTruthy();
  });
});
