import {availableParallelism} from 'node:os';
import {configDefaults, defineConfig, defineProject, mergeConfig} from 'vitest/config';

/**
 * The tests that run in Node: build tools, the site's build steps and server, the MCP server. They
 * get no DOM and no DOM setup; a file among them that needs a DOM says so with
 * `// @vitest-environment jsdom`.
 */
const NODE_TESTS = [
  'tools/**/*.test.{ts,tsx}',
  'site/vite/**/*.test.ts',
  'site/server/**/*.test.ts',
  'packages/docs-mcp/src/**/*.test.ts',
];

/** The tests of the library and the examples, in jsdom. */
const PACKAGE_TESTS = ['packages/*/src/**/*.test.{ts,tsx}'];

/** The tests of the site's pages and runtime, in jsdom. */
const SITE_TESTS = ['site/app/**/*.test.{ts,tsx}'];

/**
 * What every run of the tests shares; the React Compiler job (vitest.compiler.config.ts) starts
 * from it too.
 */
export const sharedConfig = defineConfig({
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
    // One worker per core, in threads. Vitest's default leaves a core to its main process (one
    // worker on a 2-core CI host), which mostly waits; most of a file's time is setting up jsdom
    // and importing modules, which a worker thread starts faster than a child process. On a
    // 2-core host the whole run took 392 s this way against 636 s with the defaults.
    pool: 'threads',
    maxWorkers: availableParallelism(),
    restoreMocks: true,
  },
});

/**
 * The `dom` project: the packages' tests in jsdom. The React Compiler job runs the examples' tests
 * with the same settings.
 */
export const domProject = defineProject({
  test: {
    name: 'dom',
    environment: 'jsdom',
    include: PACKAGE_TESTS,
    exclude: [...configDefaults.exclude, ...NODE_TESTS],
    setupFiles: ['./vitest.setup.ts'],
    // Each file in a fresh VM context of a worker that keeps jsdom and the modules of
    // node_modules loaded: setting up jsdom and importing React, Testing Library and axe
    // for every file took most of the run. Measured on 63 files of the packages, one run
    // after the other on a loaded 2-core host: 114 s against 498 s in plain threads.
    pool: 'vmThreads',
  },
});

export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {name: 'node', environment: 'node', include: NODE_TESTS},
        },
        {extends: true, ...domProject},
        {
          extends: true,
          test: {
            // The site's runtime reads the browser's performance timeline (marks, navigation
            // entries) and compression streams, which a VM context's jsdom lacks: plain threads.
            name: 'site',
            environment: 'jsdom',
            include: SITE_TESTS,
            setupFiles: ['./vitest.setup.ts'],
          },
        },
      ],
    },
  }),
);
