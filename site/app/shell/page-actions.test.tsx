import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {createMemoryRouter, RouterProvider} from 'react-router';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {PageActions} from './page-actions';

function renderAt(path: string) {
  const router = createMemoryRouter([{path: '*', element: <PageActions />}], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

/** The text in the live region, once the announcer has written it. */
async function announced(): Promise<string> {
  let text = '';
  await waitFor(() => {
    text = document.querySelector('[aria-live]')?.textContent ?? '';
    expect(text).not.toBe('');
  });
  return text;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelector('[aria-live]')?.remove();
});

describe('PageActions', () => {
  it('links to the Markdown twin of the page on screen', () => {
    renderAt('/guide/theming');
    expect(screen.getByRole('link', {name: 'View as Markdown'}).getAttribute('href')).toBe(
      '/guide/theming.md',
    );
  });

  it("links the home page's twin, /index.md", () => {
    renderAt('/');
    expect(screen.getByRole('link', {name: 'View as Markdown'}).getAttribute('href')).toBe(
      '/index.md',
    );
  });

  it('copies the twin and says so politely', async () => {
    const fetchTwin = vi.fn(async () => new Response('# Theming the library\n'));
    vi.stubGlobal('fetch', fetchTwin);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderAt('/guide/theming');
    await user.click(screen.getByRole('button', {name: /^Copy page/}));
    expect(await announced()).toBe('Copied the page as Markdown.');
    expect(fetchTwin).toHaveBeenCalledWith('/guide/theming.md', expect.anything());
    expect(writeText).toHaveBeenCalledWith('# Theming the library\n');
    expect(await navigator.clipboard.readText()).toBe('# Theming the library\n');
    expect(document.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', {name: /^Copy page/}).getAttribute('data-state')).toBe(
      'copied',
    );
  });

  it('says plainly when the twin cannot be fetched, and copies nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', {status: 404})),
    );
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderAt('/components/button/overview');
    await user.click(screen.getByRole('button', {name: /^Copy page/}));
    expect(await announced()).toBe(
      'The page could not be copied. View as Markdown opens it instead.',
    );
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', {name: /^Copy page/}).getAttribute('data-state')).toBe(
      'failed',
    );
  });
});
