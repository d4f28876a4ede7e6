import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  plugins: [
    {
      // The site's `virtual:docs/*` modules come from its build plugins (site/vite/pipeline.ts),
      // which unit tests do not run: here each is empty (no loaders), and a test that needs
      // content mocks its module.
      name: 'empty-virtual-docs',
      resolveId: (id) => (id.startsWith('virtual:docs/') ? `\0${id}` : undefined),
      load: (id) =>
        id.startsWith('\0virtual:docs/')
          ? 'export const loaders = {};\nexport default "";\n'
          : undefined,
    },
  ],
  test: {
    environment: 'jsdom',
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'site/app/**/*.test.{ts,tsx}',
      'site/vite/**/*.test.ts',
      'site/server/**/*.test.ts',
      'tools/**/*.test.{ts,tsx}',
    ],
    setupFiles: ['./vitest.setup.ts'],
    // One worker per core, in threads. Vitest's default leaves a core to its main process (one
    // worker on a 2-core CI host), which mostly waits; most of a file's time is setting up jsdom
    // and importing modules, which a worker thread starts faster than a child process. On a
    // 2-core host the whole run took 392 s this way against 636 s with the defaults.
    pool: 'threads',
    maxWorkers: availableParallelism(),
    restoreMocks: true,
  },
});
