import {describe, expect, it} from 'vitest';
import {findItem, findSection, getItems, SECTIONS} from './documentation-items';
import {prerenderPaths} from './site-pages';

describe('findSection (the section guard)', () => {
  it('matches a section key whatever its case', () => {
    expect(findSection('components')?.name).toBe('Components');
    expect(findSection('COMPONENTS')?.key).toBe('components');
    expect(findSection('Cdk')?.key).toBe('cdk');
  });

  it('matches nothing else', () => {
    expect(findSection('guides')).toBeUndefined();
    expect(findSection('component')).toBeUndefined();
    expect(findSection('')).toBeUndefined();
    expect(findSection(undefined)).toBeUndefined();
  });
});

describe('documentation items', () => {
  it('lists the two sections of the design', () => {
    expect(SECTIONS.map((section) => [section.key, section.name])).toEqual([
      ['components', 'Components'],
      ['cdk', 'CDK'],
    ]);
  });

  it('finds items by exact id only', () => {
    expect(findItem('components', 'button')?.name).toBe('Button');
    expect(findItem('components', 'overlay')).toBeUndefined();
    expect(findItem('nope', 'button')).toBeUndefined();
  });

  it('prerenders every item tab, the section lists, the guides and the homepage', () => {
    const paths = prerenderPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/guides');
    expect(paths).toContain('/guide/getting-started');
    expect(paths).toContain('/cdk/categories');
    for (const item of getItems('components')) {
      expect(paths).toContain(`/components/${item.id}/api`);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });
});
