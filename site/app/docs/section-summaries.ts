/**
 * One line about what each section holds, by section key: the section list's header and
 * description, the section's Markdown twin and card. Apart from the manifest, which every page
 * loads to become interactive, since only the section lists show these lines.
 */
export const SECTION_SUMMARIES: Readonly<Record<string, string>> = {
  components: 'Material Design components for React, accessible and themeable.',
  cdk: 'Headless behaviour for building your own components: a11y, overlays, tables and more.',
};
