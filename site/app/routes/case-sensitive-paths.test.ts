import {describe, expect, it} from 'vitest';
import {caseSensitiveRedirect} from './case-sensitive-paths';

describe('caseSensitiveRedirect', () => {
  it('leaves exact route-table paths to the router', () => {
    for (const path of ['/', '/guides', '/categories', '/guide/theming', '/guide/cdk-table']) {
      expect(caseSensitiveRedirect(path)).toBeUndefined();
    }
  });

  it('leaves section paths alone whatever their case', () => {
    for (const path of ['/COMPONENTS/categories', '/Cdk/overlay/api', '/components/Button']) {
      expect(caseSensitiveRedirect(path)).toBeUndefined();
    }
  });

  it('sends other casings of the fixed top-level routes to /', () => {
    expect(caseSensitiveRedirect('/Guides')).toBe('/');
    expect(caseSensitiveRedirect('/CATEGORIES')).toBe('/');
    expect(caseSensitiveRedirect('/Guide/theming')).toBe('/');
    expect(caseSensitiveRedirect('/gUides/')).toBe('/');
  });

  it('treats another casing of the cdk-table guide as an unknown guide', () => {
    expect(caseSensitiveRedirect('/guide/Cdk-Table')).toBe('/guides');
  });

  it('leaves unknown paths to the catch-all route', () => {
    expect(caseSensitiveRedirect('/no/such/page')).toBeUndefined();
    expect(caseSensitiveRedirect('')).toBeUndefined();
  });
});
