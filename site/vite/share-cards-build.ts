import {createHash} from 'node:crypto';
import {copyFileSync, existsSync, mkdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {availableParallelism} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {Worker} from 'node:worker_threads';
import {prerenderPaths} from '../app/docs/site-pages';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardLayout,
  type CardColours,
  type CardElement,
} from './share-card-layout';
import {cardPathOf, describePage} from './share-pages';
import {REPO_DIR, siteUrlFromEnv} from './build-env';
import {builtPageFile, pageFacts} from './share-meta-build';

const require = createRequire(import.meta.url);
const HERE = dirname(fileURLToPath(import.meta.url));
// A path, not `new URL(…, import.meta.url)`, which Vite would turn into an asset's URL.
const WORKER_FILE = join(HERE, 'share-card-worker.mjs');

/** Where drawn cards are kept between builds, by content hash (`node_modules` is not committed). */
export const DEFAULT_CACHE_DIR = join(REPO_DIR, 'node_modules', '.cache', 'share-cards');

/** The fonts the cards use: the Roboto faces the site serves (`@fontsource/roboto`), as WOFF. */
export const CARD_FONTS = [400, 500, 700].map((weight) => ({
  weight,
  file: require.resolve(`@fontsource/roboto/files/roboto-latin-${weight}-normal.woff`),
}));

/**
 * The default theme's colours, read from the library's `tokens.css`, whose `:root` block is
 * indigo-pink: the cards change with the theme they show, without a second copy of it.
 */
export function themeColours(
  tokensCss = readFileSync(require.resolve('@material-react/material/theming/tokens.css'), 'utf8'),
): CardColours {
  const token = (name: string) => {
    const value = new RegExp(`--mat-sys-${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(tokensCss);
    if (!value?.[1]) throw new Error(`No --mat-sys-${name} colour in the theme's tokens.`);
    return value[1];
  };
  return {
    primary: token('primary'),
    onPrimary: token('on-primary'),
    primaryContainer: token('primary-container'),
    tertiary: token('tertiary'),
  };
}

const versionOf = (name: string) => {
  let dir = dirname(require.resolve(name));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {version: string}).version;
};

/**
 * What, besides its layout, decides how a card looks: the drawing code, the renderers' versions
 * and the fonts. Part of every cache key, so upgrading any of them draws every card again.
 */
export function rendererFingerprint(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(WORKER_FILE));
  hash.update(`satori@${versionOf('satori')} resvg@${versionOf('@resvg/resvg-js')}`);
  for (const font of CARD_FONTS) hash.update(readFileSync(font.file));
  return hash.digest('hex');
}

/** The cache key of a card: its layout (text, colours, sizes) and the renderer's fingerprint. */
export function cardKey(tree: CardElement, fingerprint: string): string {
  return createHash('sha256').update(fingerprint).update(JSON.stringify(tree)).digest('hex');
}

/** A card to draw: its layout and the file it goes to. */
export interface CardJob {
  tree: CardElement;
  file: string;
}

/**
 * Draws `jobs` on a pool of worker threads, one per core (satori and resvg are synchronous CPU
 * work, so more threads than cores would only take turns), each handed the next job when it is
 * done with one. Rejects on the first card that fails.
 */
export async function drawCards(
  jobs: readonly CardJob[],
  threads = availableParallelism(),
): Promise<void> {
  let next = 0;
  const workerData = {fonts: CARD_FONTS, width: CARD_WIDTH, height: CARD_HEIGHT};
  const runWorker = () =>
    new Promise<void>((done, fail) => {
      const worker = new Worker(WORKER_FILE, {workerData});
      const giveNext = () => {
        const job = jobs[next];
        if (!job) return void worker.terminate().then(() => done(), fail);
        worker.postMessage({id: next++, tree: job.tree, file: job.file});
      };
      worker.on('message', (reply: {id: number; error?: string}) => {
        if (!reply.error) return giveNext();
        // The build fails: the other workers take no new job.
        next = jobs.length;
        void worker.terminate();
        fail(new Error(`The social card ${jobs[reply.id]?.file} failed: ${reply.error}`));
      });
      worker.on('error', fail);
      giveNext();
    });
  const count = Math.max(1, Math.min(threads, jobs.length));
  if (jobs.length > 0) await Promise.all(Array.from({length: count}, runWorker));
}

/** What {@link writeShareCards} did: how many cards it drew and how many came from the cache. */
export interface ShareCardsResult {
  drawn: number;
  cached: number;
}

/**
 * After prerendering: writes each prerendered page's social card into the client build
 * (`cardPathOf`), drawing only those whose key is not in `cacheDir` yet. The card's text comes
 * from the manifest (`describePage`), and from the page's description where the manifest has
 * none.
 */
export async function writeShareCards(
  clientDir: string,
  {cacheDir = DEFAULT_CACHE_DIR, siteUrl = siteUrlFromEnv(), paths = prerenderPaths()} = {},
): Promise<ShareCardsResult> {
  const colours = themeColours();
  const fingerprint = rendererFingerprint();
  const host = new URL(siteUrl).host;
  const cards = paths.map((path) => {
    const {description} = pageFacts(readFileSync(builtPageFile(clientDir, path), 'utf8'));
    const tree = cardLayout(describePage(path, description).card, colours, host);
    return {
      tree,
      file: join(cacheDir, `${cardKey(tree, fingerprint)}.png`),
      target: join(clientDir, cardPathOf(path)),
    };
  });
  // Two pages with the same card (none today) are drawn once.
  const missing = new Map(cards.filter((card) => !existsSync(card.file)).map((c) => [c.file, c]));
  await drawCards([...missing.values()]);
  for (const card of cards) {
    mkdirSync(dirname(card.target), {recursive: true});
    copyFileSync(card.file, card.target);
  }
  return {drawn: missing.size, cached: cards.length - missing.size};
}
