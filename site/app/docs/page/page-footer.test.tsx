import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {createMemoryRouter, RouterProvider} from 'react-router';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {PageFooter} from './page-footer';

const SOURCE = {path: 'site/guides/theming.md', lastUpdated: '2026-11-20'};

function renderAt(path: string, {withSource = true} = {}) {
  const source = withSource ? SOURCE : undefined;
  const router = createMemoryRouter([{path: '*', element: <PageFooter source={source} />}], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

/** The `page_feedback` events queued in `window.dataLayer`. */
function feedbackEvents(): unknown[] {
  const layer = (window as unknown as {dataLayer?: ArrayLike<unknown>[]}).dataLayer ?? [];
  return Array.from(layer)
    .map((entry) => Array.from(entry))
    .filter(([command, name]) => command === 'event' && name === 'page_feedback')
    .map(([, , parameters]) => parameters);
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('PageFooter', () => {
  it('links to the markdown on the repository and says when it last changed', () => {
    renderAt('/guide/theming');
    const edit = screen.getByRole('link', {name: 'Edit this page'});
    expect(edit.getAttribute('href')).toMatch(/\/edit\/main\/site\/guides\/theming\.md$/);
    const date = screen.getByText('November 20, 2026');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('datetime')).toBe('2026-11-20');
  });

  it('asks whether the page helped, reports the answer once and thanks the visitor', async () => {
    const user = userEvent.setup();
    renderAt('/guide/theming');
    const group = screen.getByRole('group', {name: 'Was this page helpful?'});
    expect(group).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'No'}));
    expect(screen.getByRole('status').textContent).toBe('Thank you for your feedback.');
    expect(screen.queryByRole('button', {name: 'Yes'})).toBeNull();
    await vi.waitFor(() =>
      expect(feedbackEvents()).toContainEqual(
        expect.objectContaining({page_path: '/guide/theming', answer: 'no'}),
      ),
    );
  });

  it('does not ask again on a page answered in this visit, and survives storage that throws', async () => {
    sessionStorage.setItem('docs-feedback:/components/button/overview', 'yes');
    renderAt('/components/button/overview', {withSource: false});
    expect(await screen.findByText('Thank you for your feedback.')).toBeTruthy();
    expect(screen.queryByRole('button', {name: 'Yes'})).toBeNull();
    // Without a source there is no edit link or date.
    expect(screen.queryByRole('link', {name: 'Edit this page'})).toBeNull();

    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const user = userEvent.setup();
    renderAt('/guide/testing');
    await user.click(screen.getAllByRole('button', {name: 'Yes'})[0]!);
    expect(screen.getAllByRole('status').some((status) => status.textContent !== '')).toBe(true);
  });
});
