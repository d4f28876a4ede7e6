import {describe, expect, it} from 'vitest';
import {exampleLink} from './example-link';

describe('exampleLink', () => {
  it('links an example on the examples tab of the item it belongs to', () => {
    expect(exampleLink('table-sorting')).toBe('/components/table/examples#table-sorting');
    expect(exampleLink('tab-group-dynamic')).toBe('/components/tabs/examples#tab-group-dynamic');
    expect(exampleLink('cdk-overlay-basic')).toBe('/cdk/overlay/examples#cdk-overlay-basic');
  });

  it('links an example no item claims on the current page', () => {
    expect(exampleLink('unclaimed-thing', '/guide/theming')).toBe('/guide/theming#unclaimed-thing');
  });
});
