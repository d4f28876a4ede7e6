import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports run one way only: cdk <- material <- examples <- site. Each layer lists the
 * packages it must never import.
 */
const notInPackages = ['@material-react/site', 'react-router'];
const layers = [
  {
    files: ['packages/cdk/**'],
    forbidden: ['@material-react/material', '@material-react/examples', ...notInPackages],
  },
  {files: ['packages/material/**'], forbidden: ['@material-react/examples', ...notInPackages]},
  {files: ['packages/examples/**'], forbidden: notInPackages},
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      'test-results/**',
      'playwright-report/**',
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
  ...layers.map(({files, forbidden}) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.map((name) => ({
            group: [name, `${name}/*`],
            message: 'Imports run one way only: cdk <- material <- examples <- site.',
          })),
        },
      ],
    },
  })),
  prettier,
);
