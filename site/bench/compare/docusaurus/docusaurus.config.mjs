// The comparison site: Docusaurus 3 with the classic theme, our pages' content at our URL paths
// (docs/ comes from generate.mjs). No search, no blog. Links to pages it does not have only warn.
/** @type {import('@docusaurus/types').Config} */
export default {
  title: 'Material for React',
  tagline: 'Accessible, themeable Material Design components for React.',
  url: 'http://127.0.0.1:4500',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'ignore',
  // CommonMark, not MDX: the twins hold `<`, `{` and HTML-like text that MDX would read as JSX.
  markdown: {format: 'md', hooks: {onBrokenMarkdownLinks: 'warn'}},
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {routeBasePath: '/', sidebarPath: './sidebars.mjs'},
        blog: false,
      }),
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Material for React',
      items: [
        {type: 'docSidebar', sidebarId: 'components', label: 'Components', position: 'left'},
        {type: 'docSidebar', sidebarId: 'cdk', label: 'CDK', position: 'left'},
        {type: 'docSidebar', sidebarId: 'guides', label: 'Guides', position: 'left'},
      ],
    },
  },
};
