import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {VisuallyHidden} from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree with the hiding class', () => {
    render(
      <button>
        <span aria-hidden="true">★</span>
        <VisuallyHidden className="extra">Add to favourites</VisuallyHidden>
      </button>,
    );
    const hidden = screen.getByText('Add to favourites');
    expect(hidden.className).toBe('cdk-visually-hidden extra');
    expect(screen.getByRole('button', {name: 'Add to favourites'})).toBeTruthy();
  });
});
