import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {SelectionModel} from './selection-model';
import {useSelection, useSelectionModel} from './use-selection';

function Selected({model}: {model: SelectionModel<string>}) {
  const selected = useSelectionModel(model);
  return <output>{selected.join(',') || 'none'}</output>;
}

function Fruits() {
  const selection = useSelection<string>({multiple: true, initiallySelected: ['Apple']});
  return (
    <div>
      {['Apple', 'Pear'].map((fruit) => (
        <button
          key={fruit}
          aria-pressed={selection.isSelected(fruit)}
          onClick={() => selection.toggle(fruit)}
        >
          {fruit}
        </button>
      ))}
      <output>{selection.selected.join(',')}</output>
    </div>
  );
}

describe('useSelectionModel', () => {
  it('re-renders when the model changes', () => {
    const model = new SelectionModel<string>(true);
    render(<Selected model={model} />);
    expect(screen.getByRole('status').textContent).toBe('none');
    act(() => {
      model.select('a', 'b');
    });
    expect(screen.getByRole('status').textContent).toBe('a,b');
  });

  it('renders on the server', () => {
    const model = new SelectionModel(true, ['x']);
    expect(renderToString(<Selected model={model} />)).toContain('x');
  });
});

describe('useSelection', () => {
  it('keeps one model and re-renders on changes', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    expect(screen.getByRole('button', {name: 'Apple'}).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', {name: 'Pear'}));
    await user.click(screen.getByRole('button', {name: 'Apple'}));
    expect(screen.getByRole('status').textContent).toBe('Pear');
    expect(screen.getByRole('button', {name: 'Pear'}).getAttribute('aria-pressed')).toBe('true');
  });
});
