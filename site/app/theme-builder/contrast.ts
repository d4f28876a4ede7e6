import type {ColorRole, ColorScheme} from './color-roles';

/** A text role and the background it is meant for. */
export interface ContrastPair {
  foreground: ColorRole;
  background: ColorRole;
}

/**
 * The pairs the builder measures: each "on" role against its container, and the roles the
 * components also set as text on surfaces (a text button's label, a snack bar's action).
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  {foreground: 'on-primary', background: 'primary'},
  {foreground: 'on-primary-container', background: 'primary-container'},
  {foreground: 'on-secondary', background: 'secondary'},
  {foreground: 'on-secondary-container', background: 'secondary-container'},
  {foreground: 'on-tertiary', background: 'tertiary'},
  {foreground: 'on-tertiary-container', background: 'tertiary-container'},
  {foreground: 'on-error', background: 'error'},
  {foreground: 'on-error-container', background: 'error-container'},
  {foreground: 'on-surface', background: 'surface'},
  {foreground: 'on-surface', background: 'surface-container-highest'},
  {foreground: 'on-surface-variant', background: 'surface-variant'},
  {foreground: 'on-surface-variant', background: 'surface-container-highest'},
  {foreground: 'primary', background: 'surface'},
  {foreground: 'primary', background: 'surface-container-high'},
  {foreground: 'inverse-on-surface', background: 'inverse-surface'},
  {foreground: 'inverse-primary', background: 'inverse-surface'},
];

/** WCAG's minimum contrast for body text (level AA). */
export const TEXT_CONTRAST_MINIMUM = 4.5;

/** The relative luminance of a `#rrggbb` colour (WCAG 2), 0 for black to 1 for white. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
}

/** The WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  );
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** A measured pair: its roles, their colours and their contrast ratio. */
export interface ContrastFigure extends ContrastPair {
  foregroundColor: string;
  backgroundColor: string;
  ratio: number;
}

/** Measures every pair of {@link CONTRAST_PAIRS} in a scheme. */
export function contrastFigures(scheme: ColorScheme): ContrastFigure[] {
  return CONTRAST_PAIRS.map((pair) => ({
    ...pair,
    foregroundColor: scheme[pair.foreground],
    backgroundColor: scheme[pair.background],
    ratio: contrastRatio(scheme[pair.foreground], scheme[pair.background]),
  }));
}

/** A ratio as people read it, rounded down so that 4.49 never shows as 4.5: `4.4:1`. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}
