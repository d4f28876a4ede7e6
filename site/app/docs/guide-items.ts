/** A guide: a markdown page in `site/guides/<id>.md`, shown at `/guide/<id>`. */
export interface GuideItem {
  /** The guide's id: its file name without `.md`, and the last segment of its URL. */
  readonly id: string;
  /** The guide's title, shown as its page heading and in the guide list. */
  readonly name: string;
  /** One sentence on what the guide teaches, shown in the guide list and as the page description. */
  readonly summary: string;
}

/** The guides, in reading order: the order the guide list shows them. */
export const GUIDES: readonly GuideItem[] = [
  {
    id: 'getting-started',
    name: 'Getting started',
    summary: 'Install the packages, load the font and a theme, and render your first component.',
  },
  {
    id: 'nextjs',
    name: 'Next.js',
    summary:
      'Use the components in the App Router: from Server Components, with the theme in the layout.',
  },
  {
    id: 'react-router',
    name: 'React Router',
    summary: 'Render the components on the server in framework mode, with one line of Vite config.',
  },
  {
    id: 'tailwind',
    name: 'Tailwind CSS',
    summary:
      "Order the cascade layers so Tailwind's reset spares the components and its utilities win.",
  },
  {
    id: 'theming',
    name: 'Theming the library',
    summary:
      'Use a prebuilt theme, switch themes at runtime, support dark mode and build a theme of your own.',
  },
  {
    id: 'theme-builder',
    name: 'Theme builder',
    summary: 'Make a theme from one colour, try it on the whole site and download it.',
  },
  {
    id: 'theming-your-components',
    name: 'Theming your own components',
    summary:
      'Style your own components with the system tokens so they follow every theme, light or dark.',
  },
  {
    id: 'typography',
    name: 'Typography',
    summary: 'The type scale, its tokens and fonts, and how to keep text readable when it grows.',
  },
  {
    id: 'customizing-component-styles',
    name: 'Customizing component styles',
    summary:
      'Change how components look with component tokens, stable class names and state attributes.',
  },
  {
    id: 'forms',
    name: 'Forms',
    summary:
      'Native forms, React Hook Form, TanStack Form and form actions: names, validation, errors and reset.',
  },
  {
    id: 'accessibility',
    name: 'Accessibility',
    summary: 'What the components do for assistive technology, and what is left to you.',
  },
  {
    id: 'creating-a-custom-table-data-source',
    name: 'Creating a custom table data source',
    summary: 'Feed a table from any source, including server-side paging, sorting and filtering.',
  },
  {
    id: 'testing',
    name: 'Testing',
    summary:
      'Test code that uses the library with Vitest and Testing Library, overlays and timers included.',
  },
  {
    id: 'bundle-size',
    name: 'Bundle size',
    summary: 'What each entry point adds to an app, measured by the build.',
  },
];

/** The guide with the given id, or `undefined` for an unknown (or missing) id. */
export function findGuide(id: string | undefined): GuideItem | undefined {
  return GUIDES.find((guide) => guide.id === id);
}
