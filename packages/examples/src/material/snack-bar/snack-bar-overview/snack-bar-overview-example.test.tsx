import {act, fireEvent, render, screen} from '@testing-library/react';
import {SnackBarProvider} from '@material-react/material/snack-bar';
import {describe, expect, it} from 'vitest';
import {SnackBarOverviewExample} from './snack-bar-overview-example';

describe('SnackBarOverviewExample', () => {
  it('archives a message and puts it back in place on Undo', async () => {
    render(
      <SnackBarProvider>
        <SnackBarOverviewExample />
      </SnackBarProvider>,
    );
    const subjects = () =>
      screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent);
    fireEvent.click(screen.getByRole('button', {name: 'Archive “Quarterly report draft”'}));
    expect(subjects()).toEqual(['Team lunch on Friday', 'Your order has shipped']);
    expect(document.querySelector('.mat-snack-bar')?.textContent).toContain(
      'Archived “Quarterly report draft”',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Undo'})));
    expect(subjects()).toEqual([
      'Team lunch on Friday',
      'Quarterly report draft',
      'Your order has shipped',
    ]);
    expect(document.querySelector('.mat-snack-bar')).toBeNull();
  });
});
