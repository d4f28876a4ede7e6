import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {act, screen, within} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {renderInMain} from '../../testing';
import {CdkLayoutBreakpointsExample} from './cdk-layout-breakpoints/cdk-layout-breakpoints-example';
import {CdkLayoutResponsiveTableExample} from './cdk-layout-responsive-table/cdk-layout-responsive-table-example';

/**
 * A `matchMedia` (jsdom has none) for a window `width` pixels wide that understands min-width and
 * max-width queries; the function it returns resizes that window.
 */
function mockWindowWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  const matches = (query: string) =>
    query
      .split(',')
      .some((alternative) =>
        [...alternative.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, value]) =>
          bound === 'min' ? width >= Number(value) : width <= Number(value),
        ),
      );
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return matches(query);
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: number) => {
    width = next;
    listeners.forEach((listener) => listener());
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('cdk layout examples', () => {
  it.each([
    ['cdk-layout-breakpoints', CdkLayoutBreakpointsExample],
    ['cdk-layout-responsive-table', CdkLayoutResponsiveTableExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    mockWindowWidth(1024);
    renderInMain(Example);
    expect(screen.getByRole('table')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('responsive table: a table on wide windows, a list below 600px, and back', async () => {
    const resize = mockWindowWidth(1024);
    renderInMain(CdkLayoutResponsiveTableExample);
    const table = screen.getByRole('table', {name: 'Departures'});
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByRole('rowheader', {name: 'Schiphol Airport'})).toBeTruthy();

    act(() => resize(390));
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', {name: 'Departures'});
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[1]!.textContent).toBe('08:17Schiphol AirportPlatform 2 · 4 minutes late');
    await expectNoAxeViolations(document.body, {requireLandmarks: true});

    act(() => resize(700));
    expect(screen.getByRole('table', {name: 'Departures'})).toBeTruthy();
  });
});
