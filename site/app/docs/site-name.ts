/**
 * The site's name, which is the library's: the title of the home page (and of a page without a
 * title of its own), the share cards' brand and first breadcrumb, the twins' and `llms.txt`'s
 * title. Apart from the manifest, which the browser loads with every page.
 */
export const SITE_NAME = 'Material for React';
