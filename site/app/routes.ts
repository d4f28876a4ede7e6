import {type RouteConfig, index, route} from '@react-router/dev/routes';
import {SECTIONS} from './docs/documentation-items';

/**
 * The site's routes, in the order the rules apply: the homepage; `categories` (a redirect to the
 * components' list); the guide list; the search page; the old CDK table guide (a redirect) and
 * the guides; then each section's area, and anything else redirects to `/`. React Router ranks
 * routes by specificity rather than by position, so each rule is written to win exactly where it
 * should: the section area is one static route per section key (matched case-insensitively,
 * which is the section guard), and whatever matches none of them falls to the catch-all, which
 * redirects to `/` before the navigation commits.
 */
const sectionRoutes = SECTIONS.map((section) =>
  route(section.key, 'routes/section/section-layout.tsx', {id: `section:${section.key}`}, [
    index('routes/section/section-index-redirect.tsx', {id: `section:${section.key}:index`}),
    route('categories', 'routes/section/categories-page.tsx', {
      id: `section:${section.key}:categories`,
    }),
    route(':id', 'routes/section/item-layout.tsx', {id: `section:${section.key}:item`}, [
      index('routes/section/item-index-redirect.tsx', {id: `section:${section.key}:item:index`}),
      route(':tab', 'routes/section/item-page.tsx', {id: `section:${section.key}:item:tab`}),
    ]),
  ]),
);

export default [
  index('routes/home-page.tsx'),
  route('categories', 'routes/categories-redirect.tsx'),
  route('guides', 'routes/guide-list-page.tsx'),
  route('search', 'routes/search-page.tsx'),
  route('guide/cdk-table', 'routes/cdk-table-guide-redirect.tsx'),
  route('guide/:id', 'routes/guide-page.tsx'),
  ...sectionRoutes,
  route('*', 'routes/unknown-path-redirect.tsx'),
] satisfies RouteConfig;
