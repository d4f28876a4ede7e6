import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {createMemoryRouter, RouterProvider} from 'react-router';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {SITE_CONFIG} from '../../config';
import type {ItemFacts as Facts} from '../content/doc-content';

const FACTS: Facts = {
  importLine: "import {Button} from '@material-react/material/button';",
  sourceDir: 'packages/material/src/button',
  overviewPath: 'packages/material/src/button/button.md',
  pattern: {name: 'Button', url: 'https://www.w3.org/WAI/ARIA/apg/patterns/button/'},
  size: 'Adds 1.0 kB JS + 1.4 kB CSS, gzip, to an app that already has React',
};

// The facts come with the tab's content, which the build writes; here, the content is given.
const content = vi.hoisted(() => ({
  current: null as {item?: Facts} | null,
  asked: [] as string[],
}));
vi.mock('../content/use-content', () => ({
  useContent: (kind: string, key: string) => {
    content.asked.push(`${kind}:${key}`);
    return content.current;
  },
}));

const {ItemFacts} = await import('./item-facts');

function renderFacts() {
  const router = createMemoryRouter([{path: '/:section/:id/:tab', element: <ItemFacts />}], {
    initialEntries: ['/components/button/api'],
  });
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  content.current = null;
  content.asked = [];
  document.querySelector('[aria-live]')?.remove();
});

describe('ItemFacts', () => {
  it('shows the import line, the source links, the pattern and the size', () => {
    content.current = {item: FACTS};
    renderFacts();
    // The tab on screen's content, which the page loads anyway.
    expect(content.asked).toContain('api:components/button');
    expect(document.querySelector('code')?.textContent).toBe(FACTS.importLine);
    const repository = SITE_CONFIG.repositoryUrl;
    expect(screen.getByRole('link', {name: 'Source'}).getAttribute('href')).toBe(
      `${repository}/tree/main/packages/material/src/button`,
    );
    expect(screen.getByRole('link', {name: 'Overview source'}).getAttribute('href')).toBe(
      `${repository}/blob/main/packages/material/src/button/button.md`,
    );
    expect(screen.getByRole('link', {name: 'ARIA pattern: Button'}).getAttribute('href')).toBe(
      FACTS.pattern!.url,
    );
    expect(screen.getByRole('link', {name: FACTS.size!}).getAttribute('href')).toBe(
      '/guide/bundle-size',
    );
  });

  it('links what the test run proves to the guide that shows how, with its code as code', () => {
    content.current = {
      item: {
        ...FACTS,
        proven: [
          {label: 'Forms', text: 'posts `name`, validates and resets', href: '/guide/forms'},
        ],
      },
    };
    renderFacts();
    const link = screen.getByRole('link', {name: 'Forms: posts name, validates and resets'});
    expect(link.getAttribute('href')).toBe('/guide/forms');
    expect(link.querySelector('code')?.textContent).toBe('name');
  });

  it('copies the import line and says so politely', async () => {
    content.current = {item: FACTS};
    const user = userEvent.setup();
    renderFacts();
    const copy = screen.getByRole('button', {name: 'Copy import line'});
    await user.click(copy);
    await waitFor(() => expect(copy.getAttribute('data-state')).toBe('copied'));
    expect(await navigator.clipboard.readText()).toBe(FACTS.importLine);
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
        'Copied the import line.',
      ),
    );
  });

  it('leaves out what the build did not give, and shows nothing without facts', () => {
    content.current = {item: {...FACTS, pattern: undefined, size: undefined}};
    const {unmount} = renderFacts();
    expect(screen.queryByRole('link', {name: /^ARIA pattern/})).toBeNull();
    expect(screen.queryByRole('link', {name: /^Adds/})).toBeNull();
    unmount();
    content.current = {};
    const {container} = renderFacts();
    expect(container.textContent).toBe('');
  });
});
