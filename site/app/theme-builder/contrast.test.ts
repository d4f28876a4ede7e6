import {describe, expect, it} from 'vitest';
import {COLOR_ROLES, type ColorScheme} from './color-roles';
import {
  CONTRAST_PAIRS,
  contrastFigures,
  contrastRatio,
  formatRatio,
  relativeLuminance,
} from './contrast';

describe('contrastRatio', () => {
  it('gives WCAG ratios: 21:1 for black on white, 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3f51b5', '#3f51b5')).toBe(1);
  });

  it('matches known figures', () => {
    // WebAIM's checker gives 4.54:1 for #767676 on white and 8.59:1 for #3f51b5 on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#3f51b5', '#ffffff')).toBeCloseTo(6.89, 1);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
  });
});

describe('formatRatio', () => {
  it('rounds down, so a ratio just under a threshold never reads as meeting it', () => {
    expect(formatRatio(4.49)).toBe('4.4:1');
    expect(formatRatio(21)).toBe('21.0:1');
  });
});

describe('contrastFigures', () => {
  it('measures each pair with the scheme colours', () => {
    const scheme = Object.fromEntries(
      COLOR_ROLES.map((role) => [role, role.startsWith('on-') ? '#000000' : '#ffffff']),
    ) as ColorScheme;
    const figures = contrastFigures(scheme);
    expect(figures).toHaveLength(CONTRAST_PAIRS.length);
    const onPrimary = figures.find((figure) => figure.foreground === 'on-primary')!;
    expect(onPrimary).toMatchObject({
      background: 'primary',
      foregroundColor: '#000000',
      backgroundColor: '#ffffff',
    });
    expect(onPrimary.ratio).toBeCloseTo(21, 5);
  });

  it('pairs every "on" role with a background', () => {
    const measured = new Set(CONTRAST_PAIRS.map((pair) => pair.foreground));
    for (const role of COLOR_ROLES.filter((role) => role.startsWith('on-'))) {
      expect(measured.has(role), role).toBe(true);
    }
  });
});
