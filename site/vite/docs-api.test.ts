import {describe, expect, it} from 'vitest';
import {describeProblems, entryPointFile} from './docs-api';

describe('entryPointFile', () => {
  it("finds a library entry point's index", () => {
    expect(entryPointFile('/repo', '@material-react/material/button')).toBe(
      '/repo/packages/material/src/button/index.ts',
    );
    expect(entryPointFile('/repo', '@material-react/cdk/a11y')).toBe(
      '/repo/packages/cdk/src/a11y/index.ts',
    );
  });

  it('refuses anything else', () => {
    expect(() => entryPointFile('/repo', 'react')).toThrow(/Not a library entry point/);
    expect(() => entryPointFile('/repo', '@material-react/material/../x')).toThrow();
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
