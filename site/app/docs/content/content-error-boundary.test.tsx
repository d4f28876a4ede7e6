import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {ContentErrorBoundary} from './content-error-boundary';

let shouldFail = true;

function Flaky() {
  if (shouldFail) throw new Error('Broken example');
  return <p>Working example</p>;
}

function Page() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <button onClick={() => setCount(count + 1)}>Clicked {count}</button>
      <ContentErrorBoundary subject="This example">
        <Flaky />
      </ContentErrorBoundary>
    </main>
  );
}

describe('ContentErrorBoundary', () => {
  it('shows a plain message instead of a failing part and keeps the page working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    shouldFail = true;
    render(<Page />);
    expect(screen.getByRole('alert').textContent).toContain('This example could not be shown');
    await user.click(screen.getByRole('button', {name: 'Clicked 0'}));
    expect(screen.getByRole('button', {name: 'Clicked 1'})).toBeTruthy();
    expect((await axe.run(document.body)).violations).toEqual([]);

    shouldFail = false;
    await user.click(screen.getByRole('button', {name: 'Try again'}));
    expect(screen.getByText('Working example')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
