import {describe, expect, it} from 'vitest';
import {COLOR_ROLES} from './color-roles';
import {contrastFigures, TEXT_CONTRAST_MINIMUM} from './contrast';
import {generateScheme, generateSchemePair} from './scheme';
import {SCHEME_VARIANTS, type ContrastId} from './theme-choices';

const base = {seed: '#3f51b5', variant: 'tonal-spot', contrast: 'standard'} as const;

/** Seeds at the edges of the colour space, where a naive generator breaks down. */
const SEEDS = [
  '#ffff00',
  '#0000ff',
  '#050505',
  '#fafafa',
  '#808080',
  '#ff0000',
  '#00ffff',
  '#6750a4',
];

describe('generateScheme', () => {
  it('gives every colour role of the token set as #rrggbb', () => {
    for (const isDark of [false, true]) {
      const scheme = generateScheme(base, isDark);
      expect(Object.keys(scheme)).toEqual([...COLOR_ROLES]);
      for (const role of COLOR_ROLES) expect(scheme[role], role).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("gives Material's tonal spot tones for the default seed", () => {
    // Tones 40, 100, 90 and 80 of the seed's primary palette, and the neutral surfaces.
    expect(generateScheme(base, false)).toMatchObject({
      primary: '#515b92',
      'on-primary': '#ffffff',
      'primary-container': '#dee0ff',
      'inverse-primary': '#bac3ff',
      'surface-container-low': '#f5f2fa',
      'outline-variant': '#c7c5d0',
      scrim: '#000000',
    });
    expect(generateScheme(base, true).primary).toBe('#bac3ff');
  });

  it('makes dark schemes dark and light schemes light', () => {
    const {light, dark} = generateSchemePair(base);
    expect(parseInt(light.surface.slice(1, 3), 16)).toBeGreaterThan(0xe0);
    expect(parseInt(dark.surface.slice(1, 3), 16)).toBeLessThan(0x20);
  });

  it('makes each variant its own scheme', () => {
    const primaries = SCHEME_VARIANTS.map(
      (variant) => generateScheme({...base, variant: variant.id}, false)['primary-container'],
    );
    expect(new Set(primaries).size).toBeGreaterThan(5);
    const monochrome = generateScheme({...base, variant: 'monochrome'}, false);
    const [r, g, b] = [1, 3, 5].map((at) => monochrome.primary.slice(at, at + 2));
    expect(r).toBe(g);
    expect(g).toBe(b);
  });

  it('raises text contrast with the contrast level', () => {
    const ratios = (contrast: ContrastId) =>
      contrastFigures(generateScheme({...base, contrast}, false)).map((figure) => figure.ratio);
    const mean = (contrast: ContrastId) =>
      ratios(contrast).reduce((sum, ratio) => sum + ratio, 0) / ratios(contrast).length;
    expect(mean('reduced')).toBeLessThan(mean('standard'));
    expect(mean('standard')).toBeLessThan(mean('medium'));
    expect(mean('medium')).toBeLessThan(mean('high'));
    expect(Math.min(...ratios('standard'))).toBeGreaterThanOrEqual(4.5);
    expect(Math.min(...ratios('high'))).toBeGreaterThanOrEqual(7);
  });

  it('keeps every text role at 4.5:1 or more from standard contrast up, for extreme seeds', () => {
    const failures: string[] = [];
    for (const seed of SEEDS) {
      for (const variant of SCHEME_VARIANTS) {
        for (const contrast of ['standard', 'high'] as const) {
          const pair = generateSchemePair({seed, variant: variant.id, contrast});
          for (const [mode, scheme] of Object.entries(pair)) {
            for (const figure of contrastFigures(scheme)) {
              if (figure.ratio < TEXT_CONTRAST_MINIMUM) {
                failures.push(
                  `${seed} ${variant.id} ${contrast} ${mode}: ${figure.foreground} on ` +
                    `${figure.background} ${figure.ratio.toFixed(2)}`,
                );
              }
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
