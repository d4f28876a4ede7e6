/**
 * The one manifest of sections and documentation items. The navigation, the routes, the prerender
 * list and (later) the sitemap and the search index are all derived from it.
 */

export interface DocSection {
  /** The first URL segment, matched case-insensitively. */
  readonly key: string;
  /** The name shown in the navigation. */
  readonly name: string;
}

export interface DocItem {
  /** The URL segment of the item, e.g. `button` in `/components/button/overview`. */
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  /** The package that holds the item: `material` for components, `cdk` for CDK modules. */
  readonly pkg: 'material' | 'cdk';
  /** The item's page tabs, in the order they are shown: Styling only for an item with tokens. */
  readonly tabs: readonly ItemTab[];
}

/**
 * Where the build finds an item's sources. A function rather than fields of the item: only the
 * build reads them, so the browser's copy of the manifest does without them.
 */
export interface ItemSources {
  /** Every entry point whose exports the API tab documents. */
  readonly apiEntryPoints: readonly string[];
  /**
   * The folder of the item's examples in `@material-react/examples` (`material/tabs`,
   * `cdk/overlay`): every example in it belongs to the item, and no other does.
   */
  readonly exampleFolder: string;
  /** The overview markdown, relative to the repository root. */
  readonly overviewPath: string;
}

/** The sources of an item; see {@link ItemSources}. */
export function itemSources({pkg, id}: DocItem): ItemSources {
  return {
    apiEntryPoints: [`@material-react/${pkg}/${id}`],
    exampleFolder: `${pkg}/${id}`,
    overviewPath: `packages/${pkg}/src/${id}/${id}.md`,
  };
}

/** Where an example lives, as the example index (`collectExamples()`) says. */
export interface ExampleLocation {
  readonly id: string;
  /** Its folder in the examples package: `material/table/table-sorting`. */
  readonly packagePath: string;
}

export const SECTIONS: readonly DocSection[] = [
  {key: 'components', name: 'Components'},
  {key: 'cdk', name: 'CDK'},
];

interface ItemDefinition {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  /**
   * Whether a component's stylesheets read no component token, so it has no Styling tab. The
   * build checks this against the stylesheets both ways (`site/vite/docs-styling.ts`).
   */
  readonly tokenless?: true;
}

/** The page tabs of a documentation item, in the order they are shown. */
export const ITEM_TABS = ['overview', 'api', 'styling', 'examples'] as const;
export type ItemTab = (typeof ITEM_TABS)[number];

/** What each tab is called: its link in the tab bar, its title, its crumb and its twin's links. */
export const ITEM_TAB_NAMES: Readonly<Record<ItemTab, string>> = {
  overview: 'Overview',
  api: 'API',
  styling: 'Styling',
  examples: 'Examples',
};

/** The tabs of an item without component tokens: every CDK module, and a few components. */
const TOKENLESS_TABS: readonly ItemTab[] = ['overview', 'api', 'examples'];

const COMPONENT_ITEMS: readonly ItemDefinition[] = [
  {
    id: 'autocomplete',
    name: 'Autocomplete',
    summary: 'A text field that suggests options as the user types, in a panel below it.',
  },
  {
    id: 'badge',
    name: 'Badge',
    summary:
      'A small dot, count or label on an icon, a button or a tab, announced to screen readers.',
  },
  {
    id: 'bottom-sheet',
    name: 'Bottom Sheet',
    summary: 'A modal surface that slides up from the bottom with actions or a short form.',
  },
  {
    id: 'button',
    name: 'Button',
    summary: 'Text, filled, tonal, outlined and icon buttons, as buttons or links.',
  },
  {
    id: 'button-toggle',
    name: 'Button Toggle',
    summary:
      'A segmented group of toggle buttons for one choice or several, like radios or checkboxes.',
  },
  {id: 'card', name: 'Card', summary: 'A surface for the content and actions of a single subject.'},
  {
    id: 'checkbox',
    name: 'Checkbox',
    summary: 'Select one or more options, with an indeterminate state.',
  },
  {
    id: 'chips',
    name: 'Chips',
    summary: 'Compact elements for tags, filters, choices and entered values.',
  },
  {
    id: 'datepicker',
    name: 'Datepicker',
    summary:
      'Pick a date or a range from a calendar, typed or chosen in a popup, formatted for the locale.',
  },
  {
    id: 'dialog',
    name: 'Dialog',
    summary: 'A modal window for a task, a decision or a form, above the page.',
  },
  {
    id: 'divider',
    name: 'Divider',
    summary: 'A thin line that groups content in lists and layouts.',
  },
  {
    id: 'expansion',
    name: 'Expansion Panel',
    summary: 'Panels that expand to show details, alone or as an accordion.',
  },
  {
    id: 'form-field',
    name: 'Form Field',
    summary: 'Text inputs and text areas with a label, hint and error message.',
  },
  {
    id: 'grid-list',
    name: 'Grid List',
    summary:
      'Tiles in a grid of columns and rows, with spans, ratios and captions, as for a gallery.',
  },
  {
    id: 'icon',
    name: 'Icon',
    summary: 'Material Symbols as inline SVG, labelled or decorative.',
    tokenless: true,
  },
  {
    id: 'list',
    name: 'List',
    summary: 'Rows of text and icons, for content, navigation or selection.',
  },
  {
    id: 'menu',
    name: 'Menu',
    summary: 'A floating list of actions or choices opened from a trigger.',
  },
  {
    id: 'paginator',
    name: 'Paginator',
    summary: 'Controls for moving through data one page at a time.',
  },
  {
    id: 'progress-bar',
    name: 'Progress Bar',
    summary: 'A horizontal bar for determinate and indeterminate progress.',
  },
  {
    id: 'progress-spinner',
    name: 'Progress Spinner',
    summary: 'A circular indicator of progress or activity.',
  },
  {id: 'radio', name: 'Radio Button', summary: 'Select exactly one option from a group.'},
  {
    id: 'select',
    name: 'Select',
    summary: 'Choose one or more values from a list in a floating panel.',
  },
  {
    id: 'sidenav',
    name: 'Sidenav',
    summary: 'A drawer beside the main content: over it, beside it or pushing it.',
  },
  {
    id: 'slide-toggle',
    name: 'Slide Toggle',
    summary: 'A switch that turns a single setting on or off.',
  },
  {
    id: 'slider',
    name: 'Slider',
    summary: 'Pick a value or a range by dragging a thumb along a track or with the arrow keys.',
  },
  {
    id: 'snack-bar',
    name: 'Snack Bar',
    summary: 'Brief messages about an operation, with an optional action.',
  },
  {
    id: 'sort',
    name: 'Sort Header',
    summary: 'Column headers that sort data, announced to screen readers.',
  },
  {
    id: 'stepper',
    name: 'Stepper',
    summary: 'Steps of a task in order, horizontal or vertical, with linear validation per step.',
  },
  {
    id: 'table',
    name: 'Table',
    summary: 'A data table with Material styling, sorting, paging and filtering.',
  },
  {
    id: 'tabs',
    name: 'Tabs',
    summary: 'Organize content into views, or navigation links, shown one at a time.',
  },
  {
    id: 'timepicker',
    name: 'Timepicker',
    summary: 'Pick a time from a list at a set interval or type it, formatted for the locale.',
  },
  {
    id: 'toolbar',
    name: 'Toolbar',
    summary: 'A container for headers, titles and actions, in one or more rows.',
  },
  {
    id: 'tooltip',
    name: 'Tooltip',
    summary: 'A short text label shown when an element is hovered or focused.',
  },
  {
    id: 'tree',
    name: 'Tree',
    summary: 'Hierarchical data with expandable nodes and full keyboard support.',
  },
];

const CDK_ITEMS: readonly ItemDefinition[] = [
  {
    id: 'a11y',
    name: 'Accessibility',
    summary: 'Live announcements, focus traps, focus origin and list keyboard navigation.',
  },
  {
    id: 'bidi',
    name: 'Bidirectionality',
    summary: 'Right-to-left support: read the text direction, or provide it to part of the page.',
  },
  {
    id: 'clipboard',
    name: 'Clipboard',
    summary: 'Copy text to the clipboard, with a fallback for older browsers.',
  },
  {
    id: 'collections',
    name: 'Collections',
    summary: 'A selection model for single and multiple selection, with change events.',
  },
  {
    id: 'combobox',
    name: 'Combobox',
    summary: 'A text field with a list of options: keyboard, active option and announcements.',
  },
  {
    id: 'dialog',
    name: 'Dialog',
    summary: 'Modal dialogs: focus trap, inert page, scroll blocking and stacking.',
  },
  {
    id: 'drag-drop',
    name: 'Drag and Drop',
    summary:
      'Sortable and connected lists, free dragging with boundaries, and keyboard reordering with announcements.',
  },
  {
    id: 'layout',
    name: 'Layout',
    summary: 'React to screen size with named breakpoints and media queries.',
  },
  {
    id: 'overlay',
    name: 'Overlay',
    summary: 'Floating panels anchored to an element that flip and shift at the viewport edge.',
  },
  {
    id: 'scrolling',
    name: 'Scrolling',
    summary:
      'Virtual scrolling: long lists of fixed-size rows that keep only the visible rows in the DOM.',
  },
  {
    id: 'table',
    name: 'Table',
    summary: 'A headless data table: columns, rows and data sources, with no styles of its own.',
  },
  {
    id: 'tree',
    name: 'Tree',
    summary: 'Headless flat and nested trees: expansion state and the ARIA tree pattern.',
  },
];

/** An item of the manifest, from its definition and the package that holds it. */
function docItem(pkg: 'material' | 'cdk', definition: ItemDefinition): DocItem {
  return {
    id: definition.id,
    name: definition.name,
    summary: definition.summary,
    pkg,
    tabs: pkg === 'cdk' || definition.tokenless ? TOKENLESS_TABS : ITEM_TABS,
  };
}

const ITEMS: Readonly<Record<string, readonly DocItem[]>> = {
  components: COMPONENT_ITEMS.map((definition) => docItem('material', definition)),
  cdk: CDK_ITEMS.map((definition) => docItem('cdk', definition)),
};

/** Whether an example belongs to an item: it lives in the item's example folder. */
export function belongsToItem(item: DocItem, example: ExampleLocation): boolean {
  return example.packagePath.startsWith(`${itemSources(item).exampleFolder}/`);
}

/** The ids of an item's examples among `examples`, sorted. */
export function selectExamples(item: DocItem, examples: Iterable<ExampleLocation>): string[] {
  return [...examples]
    .filter((example) => belongsToItem(item, example))
    .map((example) => example.id)
    .sort();
}

/** A documentation item with the section that holds it. */
export interface SectionItem {
  readonly section: DocSection;
  readonly item: DocItem;
}

/** Every item with its section, in the navigation's order: sections first, then their items. */
export function allDocItems(): SectionItem[] {
  return SECTIONS.flatMap((section) => getItems(section.key).map((item) => ({section, item})));
}

/** The section and item that show an example, if any. */
export function findExampleItem(example: ExampleLocation): SectionItem | undefined {
  return allDocItems().find(({item}) => belongsToItem(item, example));
}

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
