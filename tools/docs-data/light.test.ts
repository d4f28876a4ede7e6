// @vitest-environment node
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';
import {describe, expect, it} from 'vitest';

describe('the light entry point of the docs data', () => {
  it('brings in no package and none of Node’s modules, only files of its own', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./light.ts', import.meta.url))],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'neutral',
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('tools/docs-data/api-markdown.ts');
    expect(inputs.filter((input) => !/^tools\/(docs-data|api)\/[\w.-]+$/.test(input))).toEqual([]);
  });
});
