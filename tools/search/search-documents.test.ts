import {describe, expect, it} from 'vitest';
import type {ApiDoc} from '../api/api-types';
import {
  buildSearchDocuments,
  htmlToText,
  packSearchDocuments,
  unpackSearchDocuments,
  type SearchSources,
} from './search-documents';

const source = {file: 'x.ts', line: 1};

const tabsApi: ApiDoc = {
  entryPoint: '@material-react/material/tabs',
  file: 'packages/material/src/tabs/index.ts',
  importLine: "import {TabGroup} from '@material-react/material/tabs';",
  components: [
    {
      kind: 'component',
      name: 'TabGroup',
      description: '<p>Tabs with <code>panels</code>.</p>',
      source,
      props: [
        {name: 'selectedIndex', type: 'number', required: false, description: '<p>The index.</p>'},
      ],
    },
  ],
  hooks: [],
  functions: [],
  classes: [
    {
      kind: 'class',
      name: 'TabState',
      description: '',
      source,
      properties: [{name: 'count', type: 'number', required: true, description: '', static: false}],
      methods: [
        {
          name: 'select',
          description: '<p>One.</p>',
          source,
          static: false,
          signature: 'select(i: number): void',
          parameters: [],
          returns: {type: 'void', description: ''},
        },
        {
          name: 'select',
          description: '<p>Two.</p>',
          source,
          static: false,
          signature: 'select(id: string): void',
          parameters: [],
          returns: {type: 'void', description: ''},
        },
      ],
    },
  ],
  types: [
    {
      kind: 'interface',
      name: 'TabGroupProps',
      description: '',
      source,
      propsOf: 'TabGroup',
      members: [{name: 'selectedIndex', type: 'number', required: false, description: ''}],
    },
    {
      kind: 'enum',
      name: 'TabAlign',
      description: '',
      source,
      enumMembers: [{name: 'Start', value: 0, description: '<p>At the start.</p>'}],
    },
  ],
  constants: [],
  problems: [],
};

const sources: SearchSources = {
  items: [
    {
      section: {key: 'components', name: 'Components'},
      id: 'tabs',
      name: 'Tabs',
      summary: 'Organise content in views.',
      overview: [
        {text: 'Tabs switch between panels.'},
        {
          headingId: 'selection',
          heading: 'Selection',
          level: 2,
          text: 'The first tab is selected.',
        },
      ],
      api: [tabsApi],
      examples: [{id: 'tab-group-basic', title: 'Basic tabs'}],
      tokens: [{name: '--mat-tab-divider-color', description: 'Line under the whole tab header.'}],
    },
    {
      section: {key: 'cdk', name: 'CDK'},
      id: 'a11y',
      name: 'Accessibility',
      summary: 'Focus and keys.',
      overview: [],
      api: [],
      examples: [],
    },
  ],
  guides: [
    {
      id: 'theming',
      name: 'Theming the library',
      summary: 'Colours.',
      sections: [
        {text: 'Themes are CSS.'},
        {headingId: 'dark-themes', heading: 'Dark themes', level: 2, text: 'Use color-scheme.'},
      ],
    },
  ],
  apiAnchor: (api, symbol, member) =>
    `${api.entryPoint.split('/').pop()}-${symbol}${member ? `--${member}` : ''}`.toLowerCase(),
};

describe('buildSearchDocuments', () => {
  const documents = buildSearchDocuments(sources);
  const byTitle = (title: string) => documents.filter((doc) => doc.title === title);

  it('has a result per component token that lands on its row of the Styling tab', () => {
    expect(byTitle('--mat-tab-divider-color')).toEqual([
      {
        id: expect.any(Number),
        group: 'API',
        level: 'member',
        title: '--mat-tab-divider-color',
        location: 'Tabs · Styling',
        url: '/components/tabs/styling#mat-tab-divider-color',
        keywords: 'token',
        text: 'Line under the whole tab header.',
      },
    ]);
  });

  it('numbers the documents in order', () => {
    expect(documents.map((doc) => doc.id)).toEqual(documents.map((_, index) => index));
  });

  it('has a page per item, with its summary and intro, in its section group', () => {
    expect(byTitle('Tabs')).toEqual([
      expect.objectContaining({
        group: 'Components',
        level: 'page',
        location: 'Components · Overview',
        url: '/components/tabs/overview',
        keywords: 'tabs',
        text: 'Organise content in views. Tabs switch between panels.',
      }),
    ]);
    expect(byTitle('Accessibility')[0]).toMatchObject({group: 'CDK', url: '/cdk/a11y/overview'});
  });

  it('has each overview and guide heading, landing on its id', () => {
    expect(byTitle('Selection')[0]).toMatchObject({
      group: 'Components',
      level: 'section',
      location: 'Tabs · Overview',
      url: '/components/tabs/overview#selection',
      text: 'The first tab is selected.',
    });
    expect(byTitle('Dark themes')[0]).toMatchObject({
      group: 'Guides',
      location: 'Theming the library',
      url: '/guide/theming#dark-themes',
    });
    expect(byTitle('Theming the library')[0]).toMatchObject({level: 'page', url: '/guide/theming'});
  });

  it('has API symbols and members, landing on their heading or row', () => {
    expect(byTitle('TabGroup')[0]).toMatchObject({
      group: 'API',
      level: 'symbol',
      location: 'Tabs · API',
      url: '/components/tabs/api#tabs-tabgroup',
      text: 'Tabs with panels.',
    });
    expect(byTitle('TabGroup.selectedIndex')[0]).toMatchObject({
      level: 'member',
      location: 'Tabs · API · TabGroup',
      url: '/components/tabs/api#tabs-tabgroup--selectedindex',
      keywords: 'selectedIndex',
      text: 'The index.',
    });
    expect(byTitle('TabState.count')).toHaveLength(1);
    expect(byTitle('TabAlign.Start')[0]?.text).toBe('At the start.');
  });

  it('lists an overloaded method once, and skips a props type that repeats its component', () => {
    expect(byTitle('TabState.select()')).toHaveLength(1);
    expect(byTitle('TabState.select()')[0]?.text).toBe('One.');
    expect(byTitle('TabGroupProps.selectedIndex')).toEqual([]);
    expect(byTitle('TabGroupProps')).toHaveLength(1);
  });

  it('has each example, found by its id, on its examples page', () => {
    expect(byTitle('Basic tabs')[0]).toMatchObject({
      group: 'Examples',
      level: 'example',
      location: 'Tabs · Examples',
      url: '/components/tabs/examples#tab-group-basic',
      keywords: 'tab-group-basic',
    });
  });

  it('packs documents into arrays and back', () => {
    const packed = packSearchDocuments(documents);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(documents).length);
    expect(unpackSearchDocuments(packed)).toEqual(documents);
  });
});

describe('htmlToText', () => {
  it('keeps inline text together, separates blocks and decodes entities', () => {
    expect(
      htmlToText(
        '<p>Use <code>a</code>, then <em>b</em>.</p><p>Next&nbsp;one &amp; &lt;x&gt; &#39;q&#x27;</p>',
      ),
    ).toBe("Use a, then b. Next one & <x> 'q'");
    expect(htmlToText('')).toBe('');
  });
});
