import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import {prerenderAndHydrate, type PrerenderedTree} from './prerender-and-hydrate';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
}

let renders = 0;

/** Renders other text the second time (in the browser) than the first (on the server). */
function Mismatched() {
  renders++;
  return <p>{renders === 1 ? 'Server text' : 'Browser text'}</p>;
}

describe('prerenderAndHydrate', () => {
  let tree: PrerenderedTree | undefined;
  afterEach(() => tree?.unmount());

  it('hydrates the server HTML, which then works', async () => {
    tree = await prerenderAndHydrate(<Counter />);
    expect(tree.html).toContain('Clicked <!-- -->0<!-- --> times');
    expect(tree.recoverableErrors).toEqual([]);
    expect(tree.consoleErrors).toEqual([]);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('Clicked 1 times');
  });

  it('reports what does not match the server HTML', async () => {
    tree = await prerenderAndHydrate(<Mismatched />);
    expect(tree.html).toContain('Server text');
    expect(tree.recoverableErrors).toHaveLength(1);
    expect(screen.getByText('Browser text')).toBeTruthy();
  });

  it('removes the tree when unmounted', async () => {
    const mounted = await prerenderAndHydrate(<Counter />);
    expect(document.body.contains(mounted.container)).toBe(true);
    mounted.unmount();
    expect(document.body.contains(mounted.container)).toBe(false);
  });
});
