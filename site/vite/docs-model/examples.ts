import {readFileSync} from 'node:fs';
import {extname, join} from 'node:path';
import {EXAMPLES_SRC_DIR, collectExamples} from '@material-react/tools/examples';
import {highlightCode} from '../../../tools/markdown/index';
import type {ExampleSource} from '../../app/docs/content/doc-content';
import {REPO_DIR} from './sources';

let examplesCache: ReturnType<typeof collectExamples> | undefined;

/**
 * The example index (`collectExamples()`, which also checks every example folder), read once per
 * build; the dev server forgets it on a change.
 */
export function exampleEntries() {
  examplesCache ??= collectExamples(EXAMPLES_SRC_DIR, {displayRoot: REPO_DIR});
  return examplesCache;
}

/** Forgets the example index, so the next {@link exampleEntries} reads the folders again. */
export function forgetExampleEntries() {
  examplesCache = undefined;
}

const LANGUAGE_BY_EXTENSION: Record<string, string> = {
  '.tsx': 'tsx',
  '.ts': 'ts',
  '.css': 'css',
  '.json': 'json',
  '.html': 'html',
};

/**
 * The files of an example a visitor reads in its source tabs, with their languages: those in
 * subfolders are the example's supporting data, not code to read.
 */
export function exampleFiles(example: {packagePath: string; files: readonly string[]}) {
  return example.files
    .filter((file) => !file.includes('/'))
    .map((name) => ({
      name,
      language: LANGUAGE_BY_EXTENSION[extname(name)] ?? 'text',
      code: readFileSync(join(EXAMPLES_SRC_DIR, example.packagePath, name), 'utf8'),
    }));
}

/** An example's files (see {@link exampleFiles}), each highlighted for its source tab. */
export async function renderExampleSource(example: {
  packagePath: string;
  files: readonly string[];
}): Promise<ExampleSource[]> {
  const sources: ExampleSource[] = [];
  for (const file of exampleFiles(example)) {
    sources.push({...file, html: await highlightCode(file.code, file.language)});
  }
  return sources;
}

/** The icons (`@material-symbols/…svg?raw`) that the examples' files import, sorted. */
export function exampleIconImports(): string[] {
  const icons = new Set<string>();
  for (const example of exampleEntries()) {
    for (const file of example.files) {
      if (!/\.tsx?$/.test(file)) continue;
      const code = readFileSync(join(EXAMPLES_SRC_DIR, example.packagePath, file), 'utf8');
      for (const match of code.matchAll(
        /from '(@material-symbols\/svg-400\/[\w-]+\/\w+\.svg\?raw)'/g,
      )) {
        icons.add(match[1]!);
      }
    }
  }
  return [...icons].sort();
}

/**
 * The packages besides React, the library and the icons that examples may import (the form
 * libraries a guide shows the components with), with the version ranges the examples package
 * depends on: what an edited example may load and a downloaded one installs.
 */
export function exampleLibraries(): Record<string, string> {
  const manifest = JSON.parse(
    readFileSync(join(REPO_DIR, 'packages', 'examples', 'package.json'), 'utf8'),
  ) as {dependencies: Record<string, string>};
  return Object.fromEntries(
    Object.entries(manifest.dependencies).filter(
      ([name]) => !name.startsWith('@material-react/') && !name.startsWith('@material-symbols/'),
    ),
  );
}
