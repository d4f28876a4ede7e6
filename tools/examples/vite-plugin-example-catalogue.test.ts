import {EventEmitter} from 'node:events';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {ViteDevServer} from 'vite';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {CATALOGUE_FILE} from './generate-example-catalogue.mjs';
import {exampleCatalogue} from './vite-plugin-example-catalogue.mjs';

const TITLED = (name: string) =>
  `/** @title ${name} */\nexport function ${name}() {\n  return null;\n}\n`;

describe('exampleCatalogue vite plugin', () => {
  let srcDir = '';
  beforeEach(() => {
    srcDir = mkdtempSync(join(tmpdir(), 'example-catalogue-plugin-'));
    cpSync(join(import.meta.dirname, 'fixtures', 'valid'), srcDir, {recursive: true});
  });
  afterEach(() => rmSync(srcDir, {recursive: true, force: true}));

  const catalogue = () => readFileSync(join(srcDir, CATALOGUE_FILE), 'utf8');

  /** Runs the plugin's dev-server hook against a stand-in server; returns its watcher. */
  function startServer(logError = vi.fn()) {
    const plugin = exampleCatalogue({srcDir});
    const watcher = Object.assign(new EventEmitter(), {add: vi.fn()});
    const server = {watcher, config: {logger: {error: logError}}} as unknown as ViteDevServer;
    (plugin.configureServer as (server: ViteDevServer) => void)(server);
    return watcher;
  }

  it('generates the catalogue when a build starts', () => {
    const plugin = exampleCatalogue({srcDir});
    (plugin.buildStart as () => void)();
    expect(catalogue()).toContain('"table-sorting": {');
  });

  it('regenerates when an example folder changes in the dev server', () => {
    const watcher = startServer();
    expect(watcher.add).toHaveBeenCalledWith([join(srcDir, 'material'), join(srcDir, 'cdk')]);

    const dir = join(srcDir, 'material', 'table', 'table-basic');
    mkdirSync(dir);
    writeFileSync(join(dir, 'table-basic-example.tsx'), TITLED('TableBasicExample'));
    watcher.emit('add', join(dir, 'table-basic-example.tsx'));
    expect(catalogue()).toContain('"table-basic": () =>');
  });

  it('ignores files outside the example folders', () => {
    const watcher = startServer();
    watcher.emit('change', join(srcDir, 'catalogue', 'index.ts'));
    expect(() => catalogue()).toThrow(/ENOENT/);
  });

  it('logs broken examples and keeps the last good catalogue', () => {
    const logError = vi.fn();
    const watcher = startServer(logError);
    watcher.emit('change', join(srcDir, 'material', 'table', 'table-sorting', 'table-sorting.css'));
    const good = catalogue();

    const dir = join(srcDir, 'material', 'table', 'table-broken');
    mkdirSync(dir);
    writeFileSync(
      join(dir, 'table-broken-example.tsx'),
      'export function TableBrokenExample() {}\n',
    );
    watcher.emit('addDir', dir);
    expect(logError).toHaveBeenCalledWith(expect.stringMatching(/needs a `@title`/), {
      timestamp: true,
    });
    expect(catalogue()).toBe(good);
  });
});
