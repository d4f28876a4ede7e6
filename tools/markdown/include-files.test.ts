import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {includedFiles, withIncludedFiles} from './include-files';

const root = mkdtempSync(join(tmpdir(), 'include-files-'));
mkdirSync(join(root, 'app'));
writeFileSync(join(root, 'app', 'page.tsx'), 'export default function Page() {}\n');
writeFileSync(join(root, 'notes.md'), 'Use ``` fences.\n');

describe('withIncludedFiles', () => {
  it('puts a file in as a code block under its path, or the name given', () => {
    const source =
      'Intro.\n\n<!-- file(app/page.tsx) -->\n\n<!-- file(app/page.tsx, page.tsx) -->\n';
    expect(includedFiles(source)).toEqual(['app/page.tsx', 'app/page.tsx']);
    expect(withIncludedFiles(source, root)).toBe(
      'Intro.\n\n`app/page.tsx`:\n\n```tsx\nexport default function Page() {}\n```\n\n' +
        '`page.tsx`:\n\n```tsx\nexport default function Page() {}\n```\n',
    );
  });

  it('fences a file longer than any backtick run in it', () => {
    expect(withIncludedFiles('<!-- file(notes.md) -->', root)).toBe(
      '`notes.md`:\n\n````text\nUse ``` fences.\n````',
    );
  });

  it('leaves other comments and inline mentions alone', () => {
    const source = 'See <!-- file(app/page.tsx) --> inline.\n<!-- example(button-overview) -->\n';
    expect(withIncludedFiles(source, root)).toBe(source);
  });

  it('fails on a missing file or one outside the root', () => {
    expect(() => withIncludedFiles('<!-- file(app/none.tsx) -->', root)).toThrow(
      'The included file app/none.tsx is missing.',
    );
    expect(() => withIncludedFiles('<!-- file(../secret.txt) -->', root)).toThrow(
      'outside the repository',
    );
  });
});
