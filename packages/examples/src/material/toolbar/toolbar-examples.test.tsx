import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {ToolbarMultirowExample} from './toolbar-multirow/toolbar-multirow-example';
import {ToolbarSelectionExample} from './toolbar-selection/toolbar-selection-example';
import {ToolbarSimpleExample} from './toolbar-simple/toolbar-simple-example';

describe('toolbar examples', () => {
  it.each([
    ['toolbar-simple', ToolbarSimpleExample],
    ['toolbar-multirow', ToolbarMultirowExample],
    ['toolbar-selection', ToolbarSelectionExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(document.querySelector('.mat-toolbar')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('selection: a contextual toolbar acts on the selected files and hands focus back', async () => {
    const user = userEvent.setup();
    renderInMain(ToolbarSelectionExample);
    const files = () =>
      within(screen.getByRole('list', {name: 'Documents'}))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);
    expect(screen.getByRole('heading', {name: 'Documents'})).toBeTruthy();
    expect(document.querySelector('.mat-toolbar')?.hasAttribute('data-contextual')).toBe(false);

    await user.click(screen.getByRole('checkbox', {name: 'Contract draft.docx'}));
    await user.click(screen.getByRole('checkbox', {name: 'Team photo.jpg'}));
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(document.querySelector('.mat-toolbar')?.hasAttribute('data-contextual')).toBe(true);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});

    await user.click(screen.getByRole('button', {name: 'Delete 2 selected'}));
    expect(files()).toEqual(['Budget 2026.xlsx', 'Floor plan.pdf', 'Travel receipts.pdf']);
    expect(screen.getByRole('status').textContent).toBe('2 files moved to the bin.');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', {name: 'Budget 2026.xlsx'}));
    expect(screen.queryByText(/selected/)).toBeNull();

    await user.click(screen.getByRole('checkbox', {name: 'Floor plan.pdf'}));
    await user.click(screen.getByRole('button', {name: 'Clear selection'}));
    expect(screen.getByRole('checkbox', {name: 'Floor plan.pdf'})).toHaveProperty('checked', false);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', {name: 'Budget 2026.xlsx'}));

    await user.click(screen.getByRole('button', {name: 'Restore deleted files'}));
    expect(files()).toHaveLength(5);
    expect(screen.getByRole('status').textContent).toBe('All files restored.');
    expect(
      (screen.getByRole('button', {name: 'Restore deleted files'}) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', {name: 'Budget 2026.xlsx'}));
  });
});
