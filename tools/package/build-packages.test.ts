// @vitest-environment node
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {inlineRawSvgImports, rewriteSpecifiers, tarballName} from './build-packages.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const TABS = join(ROOT, 'packages', 'material', 'src', 'tabs', 'index.ts');

describe('the package build', () => {
  it('makes relative imports name their JavaScript files, and leaves the rest alone', () => {
    const code = [
      "import {TabGroup} from './tab-group';",
      "export {TabLink} from './tab-nav-bar';",
      "import './tabs.css';",
      "import {useDirection} from '@material-react/cdk/bidi';",
      "const later = () => import('./tab-header');",
    ].join('\n');
    expect(rewriteSpecifiers(code, TABS).split('\n')).toEqual([
      "import {TabGroup} from './tab-group.js';",
      "export {TabLink} from './tab-nav-bar.js';",
      "import './tabs.css';",
      "import {useDirection} from '@material-react/cdk/bidi';",
      "const later = () => import('./tab-header.js');",
    ]);
    const folderIndex = join(ROOT, 'packages', 'material', 'src', 'own-event-handlers.test.tsx');
    expect(rewriteSpecifiers("export * from './tabs';", folderIndex)).toBe(
      "export * from './tabs/index.js';",
    );
  });

  it('refuses a relative import that names no file', () => {
    expect(() => rewriteSpecifiers("import {x} from './missing';", TABS)).toThrow(
      'cannot resolve "./missing"',
    );
  });

  it('writes icons imported as text into the module', () => {
    const specifier = '@material-symbols/svg-400/outlined/check.svg';
    const code = inlineRawSvgImports(
      `import checkIcon from '${specifier}?raw';\nexport {checkIcon};`,
    );
    expect(code).toMatch(/^const checkIcon = "<svg[^\n]*<\/svg>";\nexport \{checkIcon\};$/);
    expect(code).not.toContain('?raw');
  });

  it('names tarballs as npm pack does', () => {
    expect(tarballName('cdk', '1.0.0')).toBe('material-react-cdk-1.0.0.tgz');
  });
});
