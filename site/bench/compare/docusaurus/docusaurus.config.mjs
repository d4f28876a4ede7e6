// The comparison site: Docusaurus 3 with the classic theme, our pages' content at our URL paths
// (docs/ comes from generate.mjs). No search, no blog. Links to pages it does not have only warn.

/**
 * Our server caches `/assets/<name>-<hash>.<ext>` for a year and revalidates other files
 * (site/server/static-files.mjs); Docusaurus names its bundles `<name>.<hash>.<ext>`. A dash
 * instead of the dot gives its bundles the same cache lifetime as ours.
 * @returns {import('@docusaurus/types').Plugin}
 */
function dashedBundleNames() {
  return {
    name: 'dashed-bundle-names',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const css = 'assets/css/[name]-[contenthash:8].css';
      for (const plugin of config.plugins ?? []) {
        const options = plugin?.options;
        if (typeof options?.filename === 'string' && options.filename.startsWith('assets/css/')) {
          Object.assign(options, {filename: css, chunkFilename: css});
        }
      }
      const js = 'assets/js/[name]-[contenthash:8].js';
      return {output: {filename: js, chunkFilename: js}};
    },
  };
}

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
  plugins: [dashedBundleNames],
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
