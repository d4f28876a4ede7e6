import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {reactRouterProduction} from './react-router-production-plugin';

type Resolve = (source: string) => string | undefined;
type AppliesTo = (environment: {name: string}) => boolean;

describe('reactRouterProduction', () => {
  const plugin = reactRouterProduction();
  const resolveId = plugin.resolveId as unknown as Resolve;
  const appliesTo = plugin.applyToEnvironment as unknown as AppliesTo;

  it('gives the browser React Router’s production build, which exists in the package', () => {
    for (const [source, file] of [
      ['react-router', 'dist/production/index.mjs'],
      ['react-router/dom', 'dist/production/dom-export.mjs'],
    ] as const) {
      const resolved = resolveId(source);
      expect(resolved?.replaceAll('\\', '/')).toMatch(new RegExp(`/react-router/${file}$`));
      expect(existsSync(resolved!)).toBe(true);
    }
  });

  it('leaves other modules and the server build to the usual resolution', () => {
    expect(resolveId('react-router-dom')).toBeUndefined();
    expect(resolveId('react')).toBeUndefined();
    expect(appliesTo({name: 'client'})).toBe(true);
    expect(appliesTo({name: 'ssr'})).toBe(false);
    expect(plugin.apply).toBe('build');
  });
});
