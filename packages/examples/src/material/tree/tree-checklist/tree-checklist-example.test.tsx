import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {TreeChecklistExample} from './tree-checklist-example';

const item = (name: string) => screen.getByRole('treeitem', {name});
const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', {name});

describe('TreeChecklistExample', () => {
  it('checks a parent with its descendants and shows mixed parents', async () => {
    const user = userEvent.setup();
    render(<TreeChecklistExample />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    expect(item('Groceries').getAttribute('aria-checked')).toBe('true');
    expect(box('Organic eggs').checked).toBe(true);
    await user.click(box('Organic eggs'));
    expect(box('Organic eggs').checked).toBe(false);
    expect(box('Groceries').indeterminate).toBe(true);
    expect(item('Groceries').getAttribute('aria-checked')).toBe('mixed');
    expect(screen.getByRole('status').textContent).toBe('5 items checked.');
  });
});
