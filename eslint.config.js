import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import {createNodeResolver, importX} from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import {noTypeImportCycle} from './tools/lint/no-type-import-cycle.mjs';

/**
 * Imports run one way only: cdk <- material <- examples <- site, and tools <- site. Each layer
 * lists the packages it must never import, and the relative paths that would reach past its own
 * folder into another layer (another layer is imported by its package name and entry points).
 */
/**
 * Vite loads its config (and the plugins it imports) with a bundler that leaves every package
 * import to Node, which cannot run TypeScript: there, the TypeScript entry points of tools
 * (markdown, api, search) are imported by their path, and nothing else of tools is.
 */
const VITE_CONFIG_CHAIN = ['site/vite.config.ts', 'site/react-router.config.ts', 'site/vite/**'];

const notInPackages = ['@material-react/site', 'react-router'];
const intoOtherLayers = {
  regex:
    '^(?:\\.\\./)+(?:site|tools|packages)(?:/|$)|^(?:\\.\\./){2,}(?:cdk|material|examples)/src/',
  message: 'Import another layer by its package name and entry point, not by a relative path.',
};
const layers = [
  {
    files: ['packages/cdk/**'],
    forbidden: ['@material-react/material', '@material-react/examples', ...notInPackages],
    paths: [intoOtherLayers],
  },
  {
    files: ['packages/material/**'],
    forbidden: ['@material-react/examples', ...notInPackages],
    paths: [intoOtherLayers],
  },
  {files: ['packages/examples/**'], forbidden: notInPackages, paths: [intoOtherLayers]},
  {
    // The docs' MCP server reads the site's build output and shares tools' search engine; it
    // imports neither the site nor the library.
    files: ['packages/docs-mcp/**'],
    forbidden: [
      '@material-react/cdk',
      '@material-react/material',
      '@material-react/examples',
      ...notInPackages,
    ],
    paths: [intoOtherLayers],
  },
  {
    files: ['tools/**'],
    forbidden: ['@material-react/site', '@material-react/examples', 'react-router'],
    paths: [
      {
        regex: '^(?:\\.\\./)+(?:site|packages)(?:/|$)',
        message: 'Build tools never import the site, nor the packages by their source paths.',
      },
    ],
  },
  {
    files: ['site/**'],
    ignores: VITE_CONFIG_CHAIN,
    forbidden: [],
    paths: [
      {
        regex: '^(?:\\.\\./)+(?:tools|packages)(?:/|$)',
        message:
          'Import tools and packages by their entry points (@material-react/tools/search, …).',
      },
      {
        group: ['react-router'],
        importNames: ['Link', 'NavLink'],
        message:
          'Use AppLink (site/app/runtime/app-link.tsx): every Link renders again, in the press’s task, when the framework router’s location changes.',
      },
    ],
  },
  {
    files: VITE_CONFIG_CHAIN,
    forbidden: [],
    paths: [
      {
        regex:
          '^(?:\\.\\./)+(?:packages(?:/|$)|tools/(?!(?:markdown|api|search|docs-data|tokens)/index$))',
        message:
          'Import tools by its entry points; only its TypeScript entry points are imported by path here.',
      },
    ],
  },
];

/** The repository's root, which the paths below are relative to, wherever ESLint runs from. */
const ROOT = import.meta.dirname;

/**
 * The entry points of each package: `packages/<pkg>/src/<entry>/index.ts`, which its
 * package.json `exports` pattern publishes. What an index does not export is private to its folder.
 */
const entryPoints = readdirSync(join(ROOT, 'packages'), {withFileTypes: true})
  .map((pkg) => `packages/${pkg.name}/src`)
  .filter((src) => existsSync(join(ROOT, src)))
  .flatMap((src) =>
    readdirSync(join(ROOT, src), {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, src, entry.name, 'index.ts')))
      .map((entry) => ({src, name: entry.name})),
  );

/** The helpers tests share, which the packages' builds leave out with the tests. */
const TEST_HELPERS = /\.test-utils?\.tsx?$/;

/**
 * Two blocks per entry point: its files import another entry point of the same package through
 * that one's index (`../overlay`), never through one of its files (`../overlay/placement`);
 * its tests may also use another entry point's test helpers (`../theming/*.test-utils.ts`).
 * (Another package is imported by its name, whose `exports` reach only indexes and stylesheets.)
 */
const privateFilesOfOtherEntryPoints = entryPoints.flatMap(({src, name}) => {
  const others = entryPoints.filter((other) => other.src === src && other.name !== name);
  if (others.length === 0) return [];
  /** The rule, for source files or (with `testHelpers`) for tests and test helpers. */
  const rule = (testHelpers = false) => {
    const zones = others.map((other) => ({
      target: `${src}/${name}`,
      from: `${src}/${other.name}`,
      except: [
        'index.ts',
        ...(testHelpers
          ? readdirSync(join(ROOT, src, other.name)).filter((file) => TEST_HELPERS.test(file))
          : []),
      ],
      message: `The files of ${other.name} are private to it: import its index (\`../${other.name}\`), and export there what it should share.`,
    }));
    return ['error', {basePath: ROOT, zones}];
  };
  return [
    {files: [`${src}/${name}/**`], rules: {'import-x/no-restricted-paths': rule()}},
    {
      files: [`${src}/${name}/**/*.{test,test-utils}.{ts,tsx}`],
      rules: {'import-x/no-restricted-paths': rule(true)},
    },
  ];
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      // The fixture apps' copies of fixtures/shared, made before each build.
      'fixtures/*/app/shared/**',
      // Next.js's build output in the fixture app, and the types file it writes.
      '**/.next/**',
      '**/next-env.d.ts',
      // The Vite fixture app's build output.
      'fixtures/*/dist/**',
      'test-results/**',
      'playwright-report/**',
      // Generated by `npm run generate`, never edited by hand.
      '**/*.generated.ts',
      // The docs MCP server's bundle and packed docs data.
      'packages/docs-mcp/dist/**',
      'packages/docs-mcp/data/**',
      // The benchmark's Docusaurus comparison site: a project of its own, not a workspace.
      'site/bench/compare/docusaurus/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['site/e2e/**'],
    rules: {'react-hooks/rules-of-hooks': 'off'},
  },
  ...layers.map(({files, ignores, forbidden, paths}) => ({
    files,
    ...(ignores && {ignores}),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden.map((name) => ({
              group: [name, `${name}/*`],
              message: 'Imports run one way only: cdk <- material <- examples <- site.',
            })),
            ...paths,
          ],
        },
      ],
    },
  })),
  {
    // No import cycles anywhere: import-x's no-cycle follows the imports that exist at run time,
    // a dynamic `import()` included (a module loaded later still closes the loop, and bundles
    // and test runs load it all the same), but not those of packages in node_modules, which
    // cannot import back; the local rule reports the cycles that close through a type-only
    // import, which no-cycle skips by design. `tools/lint/import-rules.test.ts` proves both.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: {'import-x': importX, local: {rules: {'no-type-import-cycle': noTypeImportCycle}}},
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({extensions: ['.ts', '.tsx', '.mjs', '.js', '.json']}),
      ],
    },
    rules: {
      'import-x/no-cycle': [
        'error',
        {ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false},
      ],
      'local/no-type-import-cycle': 'error',
    },
  },
  ...privateFilesOfOtherEntryPoints,
  {
    // The site's runtime (how a prerendered page starts, hydrates, loads its parts late and keeps
    // its place) is the floor the site's features stand on: it imports packages, React, React
    // Router and its own files, never a feature, as the packages never import the site.
    files: ['site/app/runtime/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            {
              target: 'site/app/runtime',
              from: 'site/app',
              except: ['./runtime'],
              message:
                'The runtime imports nothing else of site/app: pass what it needs in, or move the code to the feature that uses it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The sizes are measured from the packed packages, so tools/size imports tools/package and
    // never the reverse; no-restricted-paths sees `import()` too, where no-restricted-imports
    // does not.
    files: ['tools/package/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            {
              target: 'tools/package',
              from: 'tools/size',
              message:
                'tools/size measures the packed packages: it imports tools/package, never the reverse.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
