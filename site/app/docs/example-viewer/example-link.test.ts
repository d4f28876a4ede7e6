import {describe, expect, it} from 'vitest';
import {exampleLink} from './example-link';

describe('exampleLink', () => {
  it('links an example on the examples tab of the item it belongs to', () => {
    const example = {id: 'table-sorting', itemPath: '/components/table/examples'};
    expect(exampleLink(example, '/guide/theming')).toBe('/components/table/examples#table-sorting');
  });

  it('links an example no item claims on the current page', () => {
    expect(exampleLink({id: 'unclaimed-thing', itemPath: ''}, '/guide/theming')).toBe(
      '/guide/theming#unclaimed-thing',
    );
  });
});
