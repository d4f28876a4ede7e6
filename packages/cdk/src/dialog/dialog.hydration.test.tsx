import {prerenderAndHydrate, type PrerenderedTree} from '../testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it} from 'vitest';
import {CdkDialog, CdkDialogClose, CdkDialogPortal, CdkDialogTrigger} from './dialog';
import {CdkDialogPanel, CdkDialogTitle} from './dialog-parts';

describe('hydration', () => {
  let tree: PrerenderedTree | undefined;
  afterEach(() => tree?.unmount());

  it('hydrates a prerendered trigger without mismatches, then opens the dialog', async () => {
    tree = await prerenderAndHydrate(
      <CdkDialog>
        <CdkDialogTrigger>Delete</CdkDialogTrigger>
        <CdkDialogPortal>
          <CdkDialogPanel>
            <CdkDialogTitle>Delete the file?</CdkDialogTitle>
            <CdkDialogClose>Cancel</CdkDialogClose>
          </CdkDialogPanel>
        </CdkDialogPortal>
      </CdkDialog>,
    );
    expect(tree.recoverableErrors).toEqual([]);
    expect(tree.consoleErrors).toEqual([]);
    await userEvent.click(screen.getByRole('button', {name: 'Delete'}));
    expect(screen.getByRole('dialog', {name: 'Delete the file?'})).toBeTruthy();
  });
});
