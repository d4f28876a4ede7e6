#!/usr/bin/env node
/**
 * Precomputes the "server" of the table-http example: the chemical elements sorted by every
 * column in both directions and cut into pages of every supported size, written as static JSON
 * files the documentation site serves:
 *
 *   site/public/assets/data/elements/<column>-<asc|desc>/<pageSize>/<pageIndex>.json
 *
 * Each file is `{"items": [...], "total": 118}`. Unsorted requests read `number-asc`.
 * Run from anywhere: `node packages/examples/src/material/table/table-http/dataset/generate.mjs`.
 */
import {mkdir, rm, writeFile} from 'node:fs/promises';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {ELEMENTS} from './elements.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../../../../../..');
const outDir = join(repoRoot, 'site/public/assets/data/elements');

const COLUMNS = ['number', 'name', 'symbol', 'weight'];
const PAGE_SIZES = [5, 10, 25];

function compare(a, b) {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en');
}

await rm(outDir, {recursive: true, force: true});
let files = 0;
for (const column of COLUMNS) {
  for (const direction of ['asc', 'desc']) {
    const factor = direction === 'asc' ? 1 : -1;
    // Ties (equal weights) fall back to the atomic number, so pages never overlap.
    const sorted = [...ELEMENTS].sort(
      (a, b) => compare(a[column], b[column]) * factor || a.number - b.number,
    );
    for (const pageSize of PAGE_SIZES) {
      const dir = join(outDir, `${column}-${direction}`, String(pageSize));
      await mkdir(dir, {recursive: true});
      const pages = Math.ceil(sorted.length / pageSize);
      for (let pageIndex = 0; pageIndex < pages; pageIndex++) {
        const items = sorted.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
        const body = JSON.stringify({items, total: sorted.length});
        await writeFile(join(dir, `${pageIndex}.json`), `${body}\n`);
        files++;
      }
    }
  }
}
console.log(`Wrote ${files} files to ${outDir}`);
