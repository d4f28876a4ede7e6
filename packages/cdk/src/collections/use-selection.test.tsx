import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {memo} from 'react';
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

/** Renders only when its props change, as a component the React Compiler compiled would. */
const PearState = memo(function PearState({selection}: {selection: SelectionModel<string>}) {
  return <p>{selection.isSelected('Pear') ? 'Pear chosen' : 'No pear'}</p>;
});

function Basket() {
  const selection = useSelection<string>({multiple: true});
  return (
    <>
      <button onClick={() => selection.toggle('Pear')}>Pear</button>
      <PearState selection={selection} />
    </>
  );
}

describe('useSelection', () => {
  it('hands a memoized render a new handle on each change', async () => {
    const user = userEvent.setup();
    render(<Basket />);
    expect(screen.getByText('No pear')).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Pear'}));
    expect(screen.getByText('Pear chosen')).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Pear'}));
    expect(screen.getByText('No pear')).toBeTruthy();
  });

  it('gives handles that act on the one model', () => {
    const handles: SelectionModel<string>[] = [];
    function Keep() {
      handles.push(useSelection<string>({multiple: true}));
      return null;
    }
    render(<Keep />);
    const first = handles[0]!;
    act(() => {
      first.select('a');
    });
    const second = handles.at(-1)!;
    expect(second).not.toBe(first);
    expect(second).toBeInstanceOf(SelectionModel);
    // Both read and change the same selection, and `subscribe` stays the model's own.
    act(() => {
      second.select('b');
    });
    expect(first.selected).toEqual(['a', 'b']);
    expect(handles.at(-1)!.isSelected('a')).toBe(true);
    expect(second.subscribe).toBe(first.subscribe);
  });

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
