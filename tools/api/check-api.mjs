/**
 * Extracts the API of every library entry point and lists the undocumented public symbols:
 * `npm run api:check --workspace tools` (exit code 1 when there are any).
 * The extractor is TypeScript, loaded through Vite's module runner.
 */
import {resolve} from 'node:path';
import {runnerImport} from 'vite';

const rootDir = resolve(import.meta.dirname, '../..');
const {module: api} = await runnerImport(resolve(import.meta.dirname, 'index.ts'), {
  root: rootDir,
  configFile: false,
  logLevel: 'error',
});
const entryPoints = api.findEntryPoints(rootDir);
const started = performance.now();
const docs = api.extractAllApis(entryPoints, {rootDir});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const problems = docs.flatMap((doc) => doc.problems);
for (const {source, message} of problems) console.log(`${source.file}:${source.line}: ${message}`);
console.log(`${entryPoints.length} entry points in ${seconds} s, ${problems.length} undocumented.`);
process.exitCode = problems.length > 0 ? 1 : 0;
