import {describe, expect, it} from 'vitest';
import {isNavigationWithinComponentView} from './component-view';

describe('isNavigationWithinComponentView', () => {
  it.each([
    ['/components/button/overview', '/components/button/api'],
    ['/components/button/api', '/components/button/examples'],
    ['/cdk/overlay/overview', '/CDK/overlay/api'],
    ['/components/button', '/components/button/overview'],
  ])('%s -> %s stays within the view', (from, to) => {
    expect(isNavigationWithinComponentView(from, to)).toBe(true);
  });

  it.each([
    ['/components/button/overview', '/components/menu/overview'],
    ['/components/button/overview', '/cdk/button/overview'],
    ['/components/categories', '/components/button/overview'],
    ['/components/categories', '/components/categories'],
    ['/', '/guides'],
    ['/guide/getting-started', '/guide/theming'],
    ['/unknown/button/overview', '/unknown/button/api'],
  ])('%s -> %s leaves the view', (from, to) => {
    expect(isNavigationWithinComponentView(from, to)).toBe(false);
  });
});
