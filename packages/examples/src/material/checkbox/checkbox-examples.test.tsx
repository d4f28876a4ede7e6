import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {CheckboxConfigurableExample} from './checkbox-configurable/checkbox-configurable-example';
import {CheckboxDescriptionsExample} from './checkbox-descriptions/checkbox-descriptions-example';
import {CheckboxFormsValidationExample} from './checkbox-forms-validation/checkbox-forms-validation-example';
import {CheckboxOverviewExample} from './checkbox-overview/checkbox-overview-example';

const box = (name: string) => screen.getByRole('checkbox', {name}) as HTMLInputElement;

describe('checkbox examples', () => {
  it.each([
    ['checkbox-overview', CheckboxOverviewExample],
    ['checkbox-configurable', CheckboxConfigurableExample],
    ['checkbox-forms-validation', CheckboxFormsValidationExample],
    ['checkbox-descriptions', CheckboxDescriptionsExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(document.querySelector('.mat-checkbox')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('forms validation: reports each problem on submit and submits once both are fixed', async () => {
    const user = userEvent.setup();
    renderInMain(CheckboxFormsValidationExample);
    const subscribe = screen.getByRole('button', {name: 'Subscribe'});
    const topics = screen.getByRole('group', {name: 'Topics you want to hear about'});
    expect(topics.hasAttribute('aria-describedby')).toBe(false);

    await user.click(subscribe);
    expect(document.activeElement).toBe(box('New releases'));
    expect(box('New releases').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('group', {description: 'Choose at least one topic.'})).toBe(topics);
    expect(box('I accept the terms of the newsletter').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});

    await user.click(box('Events near me'));
    expect(box('New releases').hasAttribute('aria-invalid')).toBe(false);
    await user.click(subscribe);
    const terms = screen.getByRole('checkbox', {
      name: 'I accept the terms of the newsletter',
      description: 'Accept the terms to subscribe.',
    });
    expect(document.activeElement).toBe(terms);
    expect(screen.getByRole('status').textContent).toBe('');

    await user.keyboard(' ');
    expect((terms as HTMLInputElement).checked).toBe(true);
    expect(terms.hasAttribute('aria-invalid')).toBe(false);
    await user.click(box('Special offers'));
    await user.click(subscribe);
    expect(screen.getByRole('status').textContent).toBe(
      'Subscribed: topic=events, topic=offers, terms=accepted',
    );
  });

  it('descriptions: each checkbox is described by its supporting text', async () => {
    const user = userEvent.setup();
    renderInMain(CheckboxDescriptionsExample);
    const digest = screen.getByRole('checkbox', {
      name: 'Weekly digest',
      description: 'A Monday summary of what changed in your projects.',
    }) as HTMLInputElement;
    expect(digest.checked).toBe(false);
    await user.click(screen.getByText('Weekly digest'));
    expect(digest.checked).toBe(true);

    const security = screen.getByRole('checkbox', {
      name: 'Security alerts',
      description: /organisation keeps these on/,
    }) as HTMLInputElement;
    expect(security.disabled).toBe(true);
    expect(security.checked).toBe(true);
  });
});
