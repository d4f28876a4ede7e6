import {render, screen, within} from '@testing-library/react';
import axe from 'axe-core';
import {describe, expect, it} from 'vitest';
import {currentHeadingId, TableOfContents} from './table-of-contents';

const headings = [
  {id: 'usage', text: 'Usage', level: 2},
  {id: 'variants', text: 'Variants', level: 3},
  {id: 'accessibility', text: 'Accessibility', level: 2},
  {id: 'deep', text: 'Too deep', level: 4},
];

describe('currentHeadingId', () => {
  it('is the last heading that has scrolled past the reading line', () => {
    const tops: Record<string, number> = {usage: -400, variants: 40, accessibility: 600};
    expect(currentHeadingId(headings, (id) => tops[id])).toBe('variants');
  });

  it('is the first heading before any has been reached', () => {
    const tops: Record<string, number> = {usage: 300, variants: 700, accessibility: 1200};
    expect(currentHeadingId(headings, (id) => tops[id])).toBe('usage');
  });

  it('skips headings that are not in the page', () => {
    expect(currentHeadingId(headings, (id) => (id === 'usage' ? -10 : undefined))).toBe('usage');
    expect(currentHeadingId([], () => 0)).toBeUndefined();
  });
});

describe('TableOfContents', () => {
  it('links to the second and third level headings of the page', async () => {
    render(<TableOfContents headings={headings} />);
    const nav = screen.getByRole('navigation', {name: 'On this page'});
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Usage', '#usage'],
      ['Variants', '#variants'],
      ['Accessibility', '#accessibility'],
    ]);
    expect((await axe.run(nav)).violations).toEqual([]);
  });

  it('renders nothing for a page without headings', () => {
    const {container} = render(<TableOfContents headings={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
