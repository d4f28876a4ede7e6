import {type RouteConfig, index, route} from '@react-router/dev/routes';
import {SECTIONS} from './docs/documentation-items';

/**
 * The route table of the design, in its order. React Router ranks routes by specificity rather
 * than by position, so each rule is written to win exactly where the table says it should:
 * and the section area is one static route per
 * section key (matched case-insensitively, which is the section guard). Anything that matches
 * none of them falls to the catch-all, which redirects to `/` before the navigation commits.
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
