import {render, screen} from '@testing-library/react';
import axe from 'axe-core';
import {describe, expect, it} from 'vitest';
import {Toolbar, ToolbarRow} from './toolbar';

describe('Toolbar', () => {
  it('is a surface-coloured layout container with no widget role', async () => {
    const {container} = render(
      <header>
        <Toolbar data-testid="toolbar">
          <span>Title</span>
        </Toolbar>
      </header>,
    );
    const toolbar = screen.getByTestId('toolbar');
    expect(toolbar.tagName).toBe('DIV');
    expect(toolbar.className).toBe('mat-toolbar');
    expect(toolbar.getAttribute('data-color')).toBe('surface');
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('takes a colour, a class and rows', () => {
    render(
      <Toolbar color="primary" className="app-bar" data-testid="toolbar">
        <ToolbarRow className="top">First</ToolbarRow>
        <ToolbarRow>Second</ToolbarRow>
      </Toolbar>,
    );
    const toolbar = screen.getByTestId('toolbar');
    expect(toolbar.getAttribute('data-color')).toBe('primary');
    expect(toolbar.className).toBe('mat-toolbar app-bar');
    const rows = toolbar.querySelectorAll(':scope > .mat-toolbar-row');
    expect(Array.from(rows, (row) => row.textContent)).toEqual(['First', 'Second']);
    expect(rows[0]?.className).toBe('mat-toolbar-row top');
  });
});
