/**
 * The one manifest of sections and documentation items. The navigation, the routes, the prerender
 * list and (later) the sitemap and the search index are all derived from it.
 */

export interface DocSection {
  /** The first URL segment, matched case-insensitively. */
  readonly key: string;
  /** The name shown in the navigation. */
  readonly name: string;
  /** One line about what the section holds. */
  readonly summary: string;
}

export interface DocItem {
  /** The URL segment of the item, e.g. `button` in `/components/button/overview`. */
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  /** The package entry point documented by this item. */
  readonly packageName: string;
}

export const SECTIONS: readonly DocSection[] = [
  {
    key: 'components',
    name: 'Components',
    summary: 'Material Design components for React, accessible and themeable.',
  },
  {
    key: 'cdk',
    name: 'CDK',
    summary: 'Headless behaviour for building your own components: a11y, overlays and more.',
  },
];

const ITEMS: Readonly<Record<string, readonly DocItem[]>> = {
  components: [
    {
      id: 'button',
      name: 'Button',
      summary: 'Text, filled, tonal, outlined and icon buttons, as buttons or links.',
      packageName: '@material-react/material/button',
    },
    {
      id: 'icon',
      name: 'Icon',
      summary: 'Material Symbols as inline SVG, labelled or decorative.',
      packageName: '@material-react/material/icon',
    },
    {
      id: 'menu',
      name: 'Menu',
      summary: 'A floating list of actions or choices opened from a trigger.',
      packageName: '@material-react/material/menu',
    },
    {
      id: 'toolbar',
      name: 'Toolbar',
      summary: 'A container for headers, titles and actions, in one or more rows.',
      packageName: '@material-react/material/toolbar',
    },
    {
      id: 'tooltip',
      name: 'Tooltip',
      summary: 'A short text label shown when an element is hovered or focused.',
      packageName: '@material-react/material/tooltip',
    },
  ],
  cdk: [
    {
      id: 'a11y',
      name: 'Accessibility',
      summary: 'Live announcements, focus traps, focus origin and list keyboard navigation.',
      packageName: '@material-react/cdk/a11y',
    },
    {
      id: 'overlay',
      name: 'Overlay',
      summary: 'Floating panels anchored to an element that flip and shift at the viewport edge.',
      packageName: '@material-react/cdk/overlay',
    },
    {
      id: 'table',
      name: 'Table',
      summary: 'A headless data table: columns, rows and data sources, with no styles of its own.',
      packageName: '@material-react/cdk/table',
    },
  ],
};

/** The page tabs of every documentation item, in the order they are shown. */
export const ITEM_TABS = ['overview', 'api', 'examples'] as const;
export type ItemTab = (typeof ITEM_TABS)[number];

/**
 * Finds the section whose key matches a URL segment, ignoring case. This is the section guard:
 * a first segment that names no section must not open the section area.
 */
export function findSection(segment: string | undefined): DocSection | undefined {
  if (!segment) return undefined;
  const key = segment.toLowerCase();
  return SECTIONS.find((section) => section.key === key);
}

export function getItems(sectionKey: string): readonly DocItem[] {
  return ITEMS[sectionKey] ?? [];
}

export function findItem(sectionKey: string, id: string | undefined): DocItem | undefined {
  return getItems(sectionKey).find((item) => item.id === id);
}
