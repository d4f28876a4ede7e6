import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {CdkCollectionsSelectionModelExample} from './cdk-collections-selection-model/cdk-collections-selection-model-example';
import {CdkCollectionsSharedModelExample} from './cdk-collections-shared-model/cdk-collections-shared-model-example';

const checked = () =>
  screen
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent);

describe('cdk collections examples', () => {
  it.each([
    ['cdk-collections-selection-model', CdkCollectionsSelectionModelExample],
    ['cdk-collections-shared-model', CdkCollectionsSharedModelExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('shared model: the bar, the photos and the log all follow one selection', async () => {
    const user = userEvent.setup();
    renderInMain(CdkCollectionsSharedModelExample);
    expect(screen.getByRole('group', {name: 'Photos to share'})).toBeTruthy();
    expect(checked()).toEqual(['Morning fog · Lake Bled']);
    expect(screen.getByText('1 of 5 photos selected')).toBeTruthy();
    expect(screen.getByText('Nothing changed yet.')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', {name: 'Night market · Taipei'}));
    expect(screen.getByText('2 of 5 photos selected')).toBeTruthy();
    expect(screen.getByText('Last change: added Night market.')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', {name: 'Morning fog · Lake Bled'}));
    expect(checked()).toEqual(['Night market · Taipei']);
    expect(screen.getByText('Last change: removed Morning fog.')).toBeTruthy();

    await user.click(screen.getByRole('button', {name: 'Select all'}));
    expect(checked()).toHaveLength(5);
    expect(screen.getByText('5 of 5 photos selected')).toBeTruthy();
    // One change for the whole operation, listing only what was added.
    expect(
      screen.getByText(
        'Last change: added Morning fog, Dunes at noon, Harbour lights, First snow.',
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', {name: 'Clear'}));
    expect(checked()).toEqual([]);
    expect(screen.getByText('No photos selected')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Clear'}));
  });
});
