// @vitest-environment node
import {join} from 'node:path';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {invalidateApis} from '../docs-api';
import {exampleEntries} from './examples';
import {invalidateDocsModel} from './invalidate';
import {renderFile} from './rendered-docs';
import {GUIDES_DIR, REPO_DIR} from './sources';

vi.mock('../docs-api', () => ({invalidateApis: vi.fn()}));
// What the model reads and renders is beside the point here: a new index on every read, and
// markdown rendered to nothing, so that only the caching is tested, and quickly.
vi.mock('@material-react/tools/examples', () => ({
  EXAMPLES_SRC_DIR: '/examples',
  collectExamples: vi.fn(() => []),
}));
vi.mock('../../../tools/markdown/index', () => ({
  renderMarkdown: vi.fn(async () => ({html: '', headings: [], sections: [], keyboardTables: []})),
  withIncludedFiles: (source: string) => source,
}));

const guide = join(GUIDES_DIR, 'theming.md');
const packageFile = (path: string) => join(REPO_DIR, 'packages', path);

describe('invalidateDocsModel', () => {
  beforeEach(() => {
    vi.mocked(invalidateApis).mockClear();
  });

  it('forgets the example index and the rendered markdown when a source of the docs changes', () => {
    const examples = exampleEntries();
    const rendered = renderFile(guide);
    expect(exampleEntries()).toBe(examples);
    expect(renderFile(guide)).toBe(rendered);

    expect(invalidateDocsModel(guide)).toBe(true);
    expect(exampleEntries()).not.toBe(examples);
    expect(renderFile(guide)).not.toBe(rendered);
  });

  it('forgets the extracted API only when TypeScript changes', () => {
    expect(invalidateDocsModel(packageFile('material/src/button/button.css'))).toBe(true);
    expect(invalidateDocsModel(packageFile('material/src/button/button.tokens.json'))).toBe(true);
    expect(invalidateApis).not.toHaveBeenCalled();
    expect(invalidateDocsModel(packageFile('material/src/button/button.tsx'))).toBe(true);
    expect(invalidateApis).toHaveBeenCalledTimes(1);
  });

  it('keeps everything when the file feeds no page', () => {
    const examples = exampleEntries();
    const rendered = renderFile(guide);
    for (const file of [
      join(REPO_DIR, 'README.md'),
      join(REPO_DIR, 'site', 'app', 'root.tsx'),
      packageFile('examples/src/catalogue/example-catalogue.generated.ts'),
      packageFile('material/package.json'),
    ]) {
      expect(invalidateDocsModel(file), file).toBe(false);
    }
    expect(exampleEntries()).toBe(examples);
    expect(renderFile(guide)).toBe(rendered);
    expect(invalidateApis).not.toHaveBeenCalled();
  });
});
