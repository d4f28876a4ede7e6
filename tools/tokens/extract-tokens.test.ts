import {describe, expect, it} from 'vitest';
import {extractTokens, findVarReads, tokenKind} from './extract-tokens';

describe('findVarReads', () => {
  it('finds nested reads with their fallbacks, across lines', () => {
    const css = `.a {
      color: var(
        --mat-a-color,
        var(--mat-b-color, var(--mat-sys-primary))
      );
    }`;
    expect(findVarReads(css)).toEqual([
      {name: '--mat-a-color', fallback: 'var(--mat-b-color, var(--mat-sys-primary))'},
      {name: '--mat-b-color', fallback: 'var(--mat-sys-primary)'},
      {name: '--mat-sys-primary', fallback: null},
    ]);
  });

  it('ignores reads in comments', () => {
    expect(findVarReads('/* var(--mat-old-color, red) */ .a { width: 1px; }')).toEqual([]);
  });

  it('fails on an unclosed var()', () => {
    expect(() => findVarReads('.a { color: var(--mat-a-color, red; }')).toThrow(/Unclosed/);
  });
});

describe('extractTokens', () => {
  it('keeps component tokens read with a fallback, sorted, once each', () => {
    const tokens = extractTokens([
      `.b { height: var(--mat-button-container-height, 40px); }`,
      `.a {
        background: var(--mat-button-filled-container-color, var(--mat-sys-primary));
        border-radius: var(--mat-button-container-shape, var(--mat-sys-corner-full));
        height: var(--mat-button-container-height, 48px);
        color: var(--mat-sys-on-primary);
        stroke-dashoffset: calc(var(--mat-spinner-circumference) * 0.5);
        border-color: var(--mat-field-_accent, red);
      }`,
    ]);
    expect(tokens).toEqual([
      {
        name: '--mat-button-container-height',
        fallback: '40px',
        systemToken: null,
        kind: 'size',
      },
      {
        name: '--mat-button-container-shape',
        fallback: 'var(--mat-sys-corner-full)',
        systemToken: '--mat-sys-corner-full',
        kind: 'shape',
      },
      {
        name: '--mat-button-filled-container-color',
        fallback: 'var(--mat-sys-primary)',
        systemToken: '--mat-sys-primary',
        kind: 'color',
      },
    ]);
  });

  it('names the system token behind a computed fallback', () => {
    const [token] = extractTokens([
      '.a { color: var(--mat-x-disabled-color, color-mix(in srgb, var(--mat-sys-on-surface) 38%, transparent)); }',
    ]);
    expect(token?.systemToken).toBe('--mat-sys-on-surface');
    expect(token?.fallback).toBe('color-mix(in srgb, var(--mat-sys-on-surface) 38%, transparent)');
  });
});

describe('tokenKind', () => {
  it.each([
    ['--mat-x-outline-color', 'var(--mat-sys-outline)', 'color'],
    ['--mat-x-scrim', 'rgb(0 0 0 / 32%)', 'color'],
    ['--mat-x-container-shape', '4px', 'shape'],
    ['--mat-x-label-text-font', 'var(--mat-sys-label-large)', 'typography'],
    ['--mat-x-container-height', 'var(--mat-sys-anything)', 'size'],
    ['--mat-x-duration', '150ms', 'other'],
  ] as const)('%s is a %s token', (name, fallback, kind) => {
    expect(tokenKind(name, fallback)).toBe(kind);
  });
});
