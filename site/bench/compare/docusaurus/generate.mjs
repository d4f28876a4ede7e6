// Fills docs/ from the Markdown twins of our production build (site/build/client/**/*.md), so
// that the Docusaurus site has our pages at the same URL paths: each twin becomes a doc whose
// front matter `slug` is the twin's path without `.md`. Sections map to sidebars: components/
// and cdk/ get one category per item (its overview, API, styling and examples pages), guide/
// plus the guides index page make the Guides sidebar. The home page is the doc with slug `/`.
// Usage: node generate.mjs [path to the build's client directory]
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, relative, resolve, sep} from 'node:path';
import {fileURLToPath} from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const clientDir = resolve(process.argv[2] ?? join(here, '../../../build/client'));
const docsDir = join(here, 'docs');
const ORIGIN = 'https://material-react.dev';
const PAGE_ORDER = ['overview', 'api', 'styling', 'examples'];
const PAGE_LABELS = {overview: 'Overview', api: 'API', styling: 'Styling', examples: 'Examples'};

if (!existsSync(join(clientDir, 'index.md'))) {
  console.error(
    `No Markdown twins in ${clientDir}: build our site first (npm run build at the root).`,
  );
  process.exit(1);
}

/** Every `.md` file under `dir`, as paths relative to it with `/` separators. */
function twins(dir) {
  return readdirSync(dir, {recursive: true})
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.split(sep).join('/'))
    .sort();
}

/** Our absolute links to twins become site paths: `${ORIGIN}/guide/x.md#y` -> `/guide/x#y`. */
function localLinks(markdown) {
  return markdown.replace(
    new RegExp(`${ORIGIN.replaceAll('.', '\\.')}(/[^\\s)<>"'#]*?)\\.md(?=[\\s)<>"'#]|$)`, 'g'),
    (_match, path) => (path === '/index' ? '/' : path),
  );
}

const title = (markdown) => /^# (.+)$/m.exec(markdown)?.[1].trim() ?? 'Untitled';
const summary = (markdown) => /^> (.+)$/m.exec(markdown)?.[1].trim();

/** Front matter values as JSON strings, which YAML reads as they are. */
function writeDoc(file, markdown, frontMatter) {
  const lines = Object.entries(frontMatter)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, `---\n${lines.join('\n')}\n---\n\n${localLinks(markdown)}`);
}

/** The order in which an index page links its items (`…/components/button/overview.md` -> button). */
function linkOrder(markdown, section) {
  const pattern = new RegExp(`${ORIGIN.replaceAll('.', '\\.')}/${section}/([^/).#]+)`, 'g');
  return [...new Set([...markdown.matchAll(pattern)].map((match) => match[1]))];
}

rmSync(docsDir, {recursive: true, force: true});
const read = (path) => readFileSync(join(clientDir, path), 'utf8');
const all = twins(clientDir);
let count = 0;

// The home page.
const home = read('index.md');
writeDoc(join(docsDir, 'index.md'), home, {slug: '/', description: summary(home)});
count++;

// Components and CDK: the section's index page first, then one category per item.
for (const section of ['components', 'cdk']) {
  const index = read(`${section}/categories.md`);
  writeDoc(join(docsDir, section, 'categories.md'), index, {
    slug: `/${section}/categories`,
    sidebar_position: 0,
    description: summary(index),
  });
  count++;
  // Items in the order the index page lists them; any it does not list come last, by name.
  const order = linkOrder(index, section);
  const rank = (item) => (order.includes(item) ? order.indexOf(item) : order.length);
  const inSection = all.filter((p) => p.startsWith(`${section}/`) && p.split('/').length === 3);
  const items = [...new Set(inSection.map((p) => p.split('/')[1]))];
  items.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  items.forEach((item, position) => {
    const pages = all.filter((p) => p.startsWith(`${section}/${item}/`));
    const overview = pages.includes(`${section}/${item}/overview.md`);
    let label = item;
    for (const page of pages) {
      const name = page.split('/')[2].replace(/\.md$/, '');
      const markdown = read(page);
      if (name === 'overview') label = title(markdown);
      writeDoc(join(docsDir, page), markdown, {
        slug: `/${page.replace(/\.md$/, '')}`,
        sidebar_label: PAGE_LABELS[name] ?? title(markdown),
        sidebar_position: PAGE_ORDER.indexOf(name) + 1 || PAGE_ORDER.length + 1,
        description: summary(markdown),
      });
      count++;
    }
    const category = {label, position: position + 1, collapsed: true};
    if (overview) category.link = {type: 'doc', id: `${section}/${item}/overview`};
    writeFileSync(
      join(docsDir, section, item, '_category_.json'),
      JSON.stringify(category, null, 2),
    );
  });
}

// Guides: the index page (/guides) first, then each guide (/guide/<name>) in the index's order.
const guidesIndex = read('guides.md');
writeDoc(join(docsDir, 'guides', 'list.md'), guidesIndex, {
  slug: '/guides',
  sidebar_position: 0,
  description: summary(guidesIndex),
});
count++;
const guideOrder = linkOrder(guidesIndex, 'guide');
for (const page of all.filter((p) => p.startsWith('guide/') && p.split('/').length === 2)) {
  const name = page.slice('guide/'.length, -'.md'.length);
  const markdown = read(page);
  writeDoc(join(docsDir, 'guides', `${name}.md`), markdown, {
    slug: `/guide/${name}`,
    sidebar_position: guideOrder.indexOf(name) + 1 || guideOrder.length + 1,
    description: summary(markdown),
  });
  count++;
}

console.log(
  `${count} docs written to ${relative(process.cwd(), docsDir) || '.'} from ${clientDir}`,
);
