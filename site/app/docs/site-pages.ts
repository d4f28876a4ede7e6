import {SECTIONS, getItems} from './documentation-items';
import {GUIDES} from './guide-items';

/** Every page the site knows, as URL paths. Each one is prerendered to static HTML. */
export function prerenderPaths(): string[] {
  const paths = ['/', '/guides', '/search', ...GUIDES.map((guide) => `/guide/${guide.id}`)];
  for (const section of SECTIONS) {
    paths.push(`/${section.key}/categories`);
    for (const item of getItems(section.key)) {
      for (const tab of item.tabs) paths.push(`/${section.key}/${item.id}/${tab}`);
    }
  }
  return paths;
}
