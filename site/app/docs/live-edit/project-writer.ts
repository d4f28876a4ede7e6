import type {EditedFiles} from './example-edits';

/** What a downloaded project is made of. */
export interface ProjectSpec {
  exampleId: string;
  title: string;
  /** The exported component of the example's primary file. */
  componentName: string;
  /** The file that exports it. */
  primaryFile: string;
  /** Every file of the example, edited or not. */
  files: EditedFiles;
  /** Whether the files differ from the documentation's. */
  edited: boolean;
  /** The theme the visitor was looking at (a prebuilt theme's name). */
  theme: string;
  /** The library's version. */
  libraryVersion: string;
  /** The version ranges of the project's other dependencies, by package name. */
  versions: Readonly<Record<string, string>>;
  /**
   * The packed library, when it comes with the project (`vendor/<file name>`); `null` when the
   * project installs the published packages from the registry.
   */
  tarballs: {cdk: string; material: string} | null;
}

/** The theme that `base.css` already defines: no extra stylesheet. */
const DEFAULT_THEME = 'indigo-pink';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function sortedObject(entries: [string, string][]): Record<string, string> {
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b, 'en')));
}

/** Whether any file imports the Material Symbols icons. */
function usesIcons(files: EditedFiles): boolean {
  return Object.values(files).some((code) => code.includes('@material-symbols/svg-400/'));
}

/** The packages the files import by name (`react-hook-form`, `@tanstack/react-form`). */
function importedPackages(files: EditedFiles): Set<string> {
  const names = new Set<string>();
  for (const code of Object.values(files)) {
    for (const match of code.matchAll(/from\s+['"]((?:@[\w.-]+\/)?[\w.-]+)(?:\/[^'"]*)?['"]/g)) {
      names.add(match[1]!);
    }
  }
  return names;
}

function mainModule(spec: ProjectSpec): string {
  const module = `./${spec.primaryFile.replace(/\.tsx?$/, '')}`;
  const theme =
    spec.theme !== DEFAULT_THEME
      ? `import '@material-react/material/theming/prebuilt/${spec.theme}.css';\n`
      : '';
  return `import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@material-react/material/theming/base.css';
${theme}import {StrictMode} from 'react';
import {createRoot} from 'react-dom/client';
import {${spec.componentName}} from '${module}';
import './main.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main className="example-page">
      <${spec.componentName} />
    </main>
  </StrictMode>,
);
`;
}

function readme(spec: ProjectSpec): string {
  const vendor = spec.tarballs
    ? `
The library's two packages come with the project in \`vendor/\` (\`${spec.tarballs.cdk}\` and
\`${spec.tarballs.material}\`); \`package.json\` installs them from there.
`
    : '';
  return `# ${spec.title}

The \`${spec.exampleId}\` example of Material for React${spec.edited ? ', with your edits' : ''}, as a
standalone Vite + React + TypeScript project.

\`\`\`bash
npm install
npm run dev
\`\`\`

\`npm run dev\` serves it with live reload; \`npm run build\` type-checks it and writes a
production build to \`dist/\`.
${vendor}`;
}

/**
 * The files of a standalone Vite + React + TypeScript project that shows one example: its
 * package.json (with `dev` and `build` scripts), index.html, `src/main.tsx` rendering the example
 * with the theme's stylesheets, the example's own files, a tsconfig, the Vite config and a
 * README. Paths are relative to the project folder; the tarballs themselves are the caller's
 * to add under `vendor/`.
 */
export function writeProject(spec: ProjectSpec): Record<string, string> {
  const {versions, tarballs} = spec;
  const library = tarballs
    ? {
        '@material-react/cdk': `file:vendor/${tarballs.cdk}`,
        '@material-react/material': `file:vendor/${tarballs.material}`,
      }
    : {
        '@material-react/cdk': `^${spec.libraryVersion}`,
        '@material-react/material': `^${spec.libraryVersion}`,
      };
  const dependencies: [string, string][] = [
    ...Object.entries(library),
    ['@fontsource/roboto', versions['@fontsource/roboto']!],
    ['react', versions['react']!],
    ['react-dom', versions['react-dom']!],
  ];
  if (usesIcons(spec.files)) {
    dependencies.push(['@material-symbols/svg-400', versions['@material-symbols/svg-400']!]);
  }
  for (const name of importedPackages(spec.files)) {
    const range = versions[name];
    if (range && !dependencies.some(([added]) => added === name)) dependencies.push([name, range]);
  }
  const packageJson = {
    name: spec.exampleId,
    private: true,
    version: '0.0.0',
    type: 'module',
    scripts: {dev: 'vite', build: 'tsc --noEmit && vite build', preview: 'vite preview'},
    dependencies: sortedObject(dependencies),
    devDependencies: sortedObject(
      ['@types/react', '@types/react-dom', '@vitejs/plugin-react', 'typescript', 'vite'].map(
        (name) => [name, versions[name]!],
      ),
    ),
    // The material package asks for the cdk by version: it gets the copy installed here.
    ...(tarballs ? {overrides: {'@material-react/cdk': '$@material-react/cdk'}} : {}),
  };
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      isolatedModules: true,
      verbatimModuleSyntax: true,
      skipLibCheck: true,
      noEmit: true,
      types: ['vite/client'],
    },
    include: ['src'],
  };
  const project: Record<string, string> = {
    'package.json': json(packageJson),
    'tsconfig.json': json(tsconfig),
    'vite.config.ts': `import react from '@vitejs/plugin-react';
import {defineConfig} from 'vite';

export default defineConfig({plugins: [react()]});
`,
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${spec.title.replace(/[<>&]/g, (char) => `&#${char.charCodeAt(0)};`)}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'src/main.tsx': mainModule(spec),
    'src/main.css': `.example-page {
  box-sizing: border-box;
  max-width: 960px;
  margin: 0 auto;
  padding: 24px;
}
`,
    'README.md': readme(spec),
    '.gitignore': 'node_modules/\ndist/\n',
  };
  for (const [name, code] of Object.entries(spec.files)) project[`src/${name}`] = code;
  return project;
}
