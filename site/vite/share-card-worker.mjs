// A worker thread of the social cards' pool (`share-cards-build.ts`): it draws card layouts with
// satori (layout and text to SVG) and resvg (SVG to PNG), one at a time. Plain JavaScript,
// because a worker thread is started from a file that Node runs as it is, outside Vite.
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {dirname} from 'node:path';
import {parentPort, threadId, workerData} from 'node:worker_threads';
import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';

/** @type {{fonts: {file: string, weight: number}[], width: number, height: number}} */
const {fonts: fontFiles, width, height} = workerData;

// Read once per worker: satori parses a font on each call, but not the file.
const fonts = fontFiles.map(({file, weight}) => ({
  name: 'Roboto',
  data: readFileSync(file),
  weight,
  style: 'normal',
}));

/**
 * Draws one card into `file`, through a temporary name so that an interrupted build never
 * leaves half a PNG in the cache.
 * @param {{tree: unknown, file: string}} job
 */
async function draw({tree, file}) {
  const svg = await satori(/** @type {any} */ (tree), {width, height, fonts});
  const png = new Resvg(svg, {fitTo: {mode: 'original'}}).render().asPng();
  mkdirSync(dirname(file), {recursive: true});
  const partial = `${file}.${process.pid}-${threadId}.partial`;
  writeFileSync(partial, png);
  renameSync(partial, file);
}

parentPort?.on('message', (/** @type {{id: number, tree: unknown, file: string}} */ job) => {
  draw(job).then(
    () => parentPort?.postMessage({id: job.id}),
    (error) => parentPort?.postMessage({id: job.id, error: String(error?.stack ?? error)}),
  );
});
