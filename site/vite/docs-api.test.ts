import {describe, expect, it} from 'vitest';
import {describeProblems, documentedEntryPoints} from './docs-api';

describe('documentedEntryPoints', () => {
  // Vitest runs from the repository root.
  const repoDir = process.cwd();

  it("finds every documented entry point's index", () => {
    const entries = documentedEntryPoints(repoDir);
    expect(entries.find((entry) => entry.entryPoint === '@material-react/material/button')).toEqual(
      {
        entryPoint: '@material-react/material/button',
        file: 'packages/material/src/button/index.ts',
      },
    );
    expect(entries.some((entry) => entry.entryPoint === '@material-react/cdk/a11y')).toBe(true);
  });

  it('refuses an entry point that does not exist', () => {
    expect(() => documentedEntryPoints(repoDir, ['@material-react/material/nope'])).toThrow(
      /No library entry point @material-react\/material\/nope/,
    );
  });
});

describe('describeProblems', () => {
  it('names the file, line, symbol and member of each undocumented part', () => {
    const text = describeProblems([
      {
        entryPoint: '@material-react/material/button',
        symbol: 'ButtonProps',
        member: 'size',
        source: {file: 'packages/material/src/button/button.tsx', line: 12},
        message: 'needs a doc comment',
      },
    ]);
    expect(text).toBe(
      '  packages/material/src/button/button.tsx:12 ButtonProps.size (@material-react/material/button): needs a doc comment',
    );
  });
});
