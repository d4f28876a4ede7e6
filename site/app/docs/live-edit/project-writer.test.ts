import {describe, expect, it} from 'vitest';
import {writeProject, type ProjectSpec} from './project-writer';

const spec: ProjectSpec = {
  exampleId: 'button-overview',
  title: 'Button <variants> & more',
  componentName: 'ButtonOverviewExample',
  primaryFile: 'button-overview-example.tsx',
  files: {
    'button-overview-example.tsx':
      "import send from '@material-symbols/svg-400/outlined/send.svg?raw';\nexport function ButtonOverviewExample() { return null; }\n",
    'button-overview-example.css': '.a {}',
  },
  edited: true,
  theme: 'purple-green',
  libraryVersion: '1.0.0',
  versions: {
    react: '^19.3.1',
    'react-dom': '^19.3.1',
    '@types/react': '^19.3.0',
    '@types/react-dom': '^19.3.0',
    typescript: '6.0',
    vite: '^8.3.8',
    '@vitejs/plugin-react': '^6.3.0',
    '@fontsource/roboto': '^5.2.0',
    '@material-symbols/svg-400': '^0.48.2',
    'react-hook-form': '^7.92.0',
    '@tanstack/react-form': '^1.33.5',
  },
  tarballs: {cdk: 'material-react-cdk-1.0.0.tgz', material: 'material-react-material-1.0.0.tgz'},
};

describe('writeProject', () => {
  it('writes a Vite + React + TypeScript project around the example', () => {
    const files = writeProject(spec);
    expect(Object.keys(files).sort()).toEqual([
      '.gitignore',
      'README.md',
      'index.html',
      'package.json',
      'src/button-overview-example.css',
      'src/button-overview-example.tsx',
      'src/main.css',
      'src/main.tsx',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    expect(files['src/button-overview-example.tsx']).toBe(
      spec.files['button-overview-example.tsx'],
    );
    expect(files['index.html']).toContain('<title>Button &#60;variants&#62; &#38; more</title>');
    expect(files['index.html']).toContain('src="/src/main.tsx"');
    expect(JSON.parse(files['tsconfig.json']!).compilerOptions.types).toEqual(['vite/client']);
  });

  it('depends on the packed library in vendor/, and gives the material package that cdk', () => {
    const manifest = JSON.parse(writeProject(spec)['package.json']!);
    expect(manifest.name).toBe('button-overview');
    expect(manifest.scripts.dev).toBe('vite');
    expect(manifest.scripts.build).toBe('tsc --noEmit && vite build');
    expect(manifest.dependencies).toEqual({
      '@fontsource/roboto': '^5.2.0',
      '@material-react/cdk': 'file:vendor/material-react-cdk-1.0.0.tgz',
      '@material-react/material': 'file:vendor/material-react-material-1.0.0.tgz',
      '@material-symbols/svg-400': '^0.48.2',
      react: '^19.3.1',
      'react-dom': '^19.3.1',
    });
    expect(Object.keys(manifest.devDependencies)).toEqual([
      '@types/react',
      '@types/react-dom',
      '@vitejs/plugin-react',
      'typescript',
      'vite',
    ]);
    expect(manifest.overrides).toEqual({'@material-react/cdk': '$@material-react/cdk'});
    expect(writeProject(spec)['README.md']).toContain('vendor/');
  });

  it('installs the other packages the files import, and none they do not', () => {
    const manifest = JSON.parse(
      writeProject({
        ...spec,
        files: {
          'form-example.tsx':
            "import {useForm} from 'react-hook-form';\nimport {Button} from '@material-react/material/button';\nexport function FormExample() { return null; }\n",
        },
      })['package.json']!,
    );
    expect(manifest.dependencies['react-hook-form']).toBe('^7.92.0');
    expect(manifest.dependencies['@tanstack/react-form']).toBeUndefined();
    expect(manifest.dependencies['@material-symbols/svg-400']).toBeUndefined();
  });

  it('names the registry versions when the library comes from the registry', () => {
    const files = writeProject({...spec, tarballs: null});
    const manifest = JSON.parse(files['package.json']!);
    expect(manifest.dependencies['@material-react/cdk']).toBe('^1.0.0');
    expect(manifest.dependencies['@material-react/material']).toBe('^1.0.0');
    expect(manifest.overrides).toBeUndefined();
    expect(files['README.md']).not.toContain('vendor/');
  });

  it('renders the example with the theme the visitor chose, and the icons only when used', () => {
    const main = writeProject(spec)['src/main.tsx']!;
    expect(main).toContain("import {ButtonOverviewExample} from './button-overview-example';");
    expect(main).toContain("import '@material-react/material/theming/base.css';");
    expect(main).toContain("import '@material-react/material/theming/prebuilt/purple-green.css';");
    expect(main).toContain('<ButtonOverviewExample />');

    const plain = writeProject({
      ...spec,
      theme: 'indigo-pink',
      files: {'button-overview-example.tsx': 'export function ButtonOverviewExample() {}'},
    });
    expect(plain['src/main.tsx']).not.toContain('prebuilt');
    expect(JSON.parse(plain['package.json']!).dependencies).not.toHaveProperty(
      '@material-symbols/svg-400',
    );
  });

  it('says whether the code is edited', () => {
    expect(writeProject(spec)['README.md']).toContain('with your edits');
    expect(writeProject({...spec, edited: false})['README.md']).not.toContain('with your edits');
  });
});
