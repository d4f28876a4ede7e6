import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  allDocItems,
  findItem,
  findSection,
  getItems,
  findExampleItem,
  itemSources,
  SECTIONS,
  selectExamples,
} from './documentation-items';
import {GUIDES} from './guide-items';
import {itemIcon} from './item-icons';

/** The levels of a markdown document's headings, outside fenced code. */
function headingLevels(markdown: string): number[] {
  const levels: number[] = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = !inFence && /^(#{1,6})\s/.exec(line);
    if (heading) levels.push(heading[1]!.length);
  }
  return levels;
}

/** Whether headings start at `##` (the page has the h1) and never skip a level going down. */
function hasHeadingOrder(levels: number[]): boolean {
  return levels.every((level, index) =>
    index === 0 ? level === 2 : level >= 2 && level <= levels[index - 1]! + 1,
  );
}
import {prerenderPaths, sitePages} from './site-pages';

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
  it('lists the two sections, components and cdk', () => {
    expect(SECTIONS.map((section) => [section.key, section.name])).toEqual([
      ['components', 'Components'],
      ['cdk', 'CDK'],
    ]);
  });

  it('lists every item with its section, section by section', () => {
    const all = allDocItems().map(({section, item}) => `${section.key}/${item.id}`);
    expect(all.slice(0, getItems('components').length)).toEqual(
      getItems('components').map((item) => `components/${item.id}`),
    );
    expect(all).toContain('cdk/overlay');
    expect(all).toContain('components/table');
    expect(all).toContain('cdk/table');
    expect(all).toHaveLength(getItems('components').length + getItems('cdk').length);
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

  it('lists each page with what it shows, in the order of its path list', () => {
    const pages = sitePages();
    expect(pages.map((page) => page.path)).toEqual(prerenderPaths());
    expect(new Set(pages.map((page) => page.kind))).toEqual(
      new Set(['home', 'guides', 'search', 'guide', 'categories', 'item']),
    );
    expect(pages.find((page) => page.path === '/cdk/overlay/api')).toMatchObject({
      kind: 'item',
      section: {key: 'cdk'},
      item: {id: 'overlay'},
      tab: 'api',
    });
    expect(pages.find((page) => page.path === '/guide/theming')).toMatchObject({
      kind: 'guide',
      guide: {id: 'theming'},
    });
  });
});

describe('example selection', () => {
  const button = findItem('components', 'button')!;
  const tabs = findItem('components', 'tabs')!;
  const at = (packagePath: string) => ({id: packagePath.split('/').pop()!, packagePath});

  it("takes the examples in the item's folder, whatever their ids", () => {
    const examples = [
      at('material/button/button-overview'),
      at('material/menu/menu-overview'),
      at('material/button/button-link'),
      at('material/button-toggle/button-toggle-overview'),
    ];
    expect(selectExamples(button, examples)).toEqual(['button-link', 'button-overview']);
    expect(
      selectExamples(tabs, [
        at('material/tabs/tab-group-basic'),
        at('material/tabs/tab-nav-bar-basic'),
      ]),
    ).toEqual(['tab-group-basic', 'tab-nav-bar-basic']);
  });

  it('tells components from cdk modules of the same name', () => {
    const table = findItem('cdk', 'table')!;
    const examples = [at('cdk/table/cdk-table-basic'), at('material/table/table-basic')];
    expect(selectExamples(table, examples)).toEqual(['cdk-table-basic']);
    expect(findExampleItem(at('material/table/table-basic'))?.section.key).toBe('components');
    expect(findExampleItem(at('cdk/table/cdk-table-basic'))?.item.id).toBe('table');
    expect(findExampleItem(at('material/nothing/nothing-basic'))).toBeUndefined();
  });
});

describe('every documentation item', () => {
  // Vitest runs from the repository root.
  const repoDir = process.cwd();
  const items = SECTIONS.flatMap((section) => getItems(section.key));

  it('has its overview next to its code', () => {
    for (const item of items) {
      const {overviewPath} = itemSources(item);
      expect(existsSync(join(repoDir, overviewPath)), overviewPath).toBe(true);
    }
  });

  it('has headings that start at ## and skip no level, in overviews and guides', () => {
    const documents = [
      ...items.map((item) => itemSources(item).overviewPath),
      ...GUIDES.map((guide) => `site/guides/${guide.id}.md`),
    ];
    for (const path of documents) {
      const levels = headingLevels(readFileSync(join(repoDir, path), 'utf8'));
      expect(hasHeadingOrder(levels), `${path}: ${levels.join(' ')}`).toBe(true);
    }
    expect(hasHeadingOrder([2, 3, 2])).toBe(true);
    expect(hasHeadingOrder([3, 2])).toBe(false);
    expect(hasHeadingOrder([2, 4])).toBe(false);
  });

  it('documents an entry point that exists', () => {
    for (const item of items) {
      for (const entryPoint of itemSources(item).apiEntryPoints) {
        const [, pkg, name] = /^@material-react\/(cdk|material)\/(.+)$/.exec(entryPoint) ?? [];
        expect(
          existsSync(join(repoDir, 'packages', pkg!, 'src', name!, 'index.ts')),
          entryPoint,
        ).toBe(true);
      }
    }
  });

  it('has a picture on the section list', () => {
    for (const section of SECTIONS) {
      for (const item of getItems(section.key)) {
        expect(itemIcon(section.key, item.id), item.id).not.toBe(itemIcon('none', 'none'));
      }
    }
  });
});
