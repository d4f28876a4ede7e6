import {
  argbFromHex,
  type DynamicScheme,
  Hct,
  hexFromArgb,
  MaterialDynamicColors,
  SchemeContent,
  SchemeExpressive,
  SchemeFidelity,
  SchemeFruitSalad,
  SchemeMonochrome,
  SchemeNeutral,
  SchemeRainbow,
  SchemeTonalSpot,
  SchemeVibrant,
} from '@material/material-color-utilities';
import {COLOR_ROLES, type ColorRole, type ColorScheme} from './color-roles';
import {contrastLevel, type ThemeChoices, type SchemeVariant} from './theme-choices';

type SchemeClass = new (
  sourceColorHct: Hct,
  isDark: boolean,
  contrastLevel: number,
) => DynamicScheme;

const SCHEME_CLASSES: Record<SchemeVariant, SchemeClass> = {
  'tonal-spot': SchemeTonalSpot,
  vibrant: SchemeVibrant,
  expressive: SchemeExpressive,
  fidelity: SchemeFidelity,
  content: SchemeContent,
  neutral: SchemeNeutral,
  monochrome: SchemeMonochrome,
  rainbow: SchemeRainbow,
  'fruit-salad': SchemeFruitSalad,
};

/** `on-primary-container` → `onPrimaryContainer`, the dynamic colour's name. */
function dynamicColorName(role: ColorRole): keyof typeof MaterialDynamicColors {
  return role.replace(/-([a-z])/g, (_, letter: string) =>
    letter.toUpperCase(),
  ) as keyof typeof MaterialDynamicColors;
}

const ROLE_COLORS = COLOR_ROLES.map((role) => {
  const color = MaterialDynamicColors[dynamicColorName(role)];
  if (!color || typeof color !== 'object' || !('getArgb' in color)) {
    throw new Error(`No dynamic colour for the role "${role}".`);
  }
  return [role, color] as const;
});

/** A light and a dark scheme made from the same choices. */
export interface SchemePair {
  light: ColorScheme;
  dark: ColorScheme;
}

/**
 * One scheme of the builder's choices: every colour role of the token set, computed by
 * Material's colour utilities (HCT, dynamic schemes) for the seed, the variant and the contrast
 * level (the builder's mode plays no part: pass `isDark`).
 */
export function generateScheme(
  choices: Pick<ThemeChoices, 'seed' | 'variant' | 'contrast'>,
  isDark: boolean,
): ColorScheme {
  const source = Hct.fromInt(argbFromHex(choices.seed));
  const Scheme = SCHEME_CLASSES[choices.variant];
  const scheme = new Scheme(source, isDark, contrastLevel(choices.contrast));
  return Object.fromEntries(
    ROLE_COLORS.map(([role, color]) => [role, hexFromArgb(color.getArgb(scheme))]),
  ) as Record<ColorRole, string>;
}

/** The light and the dark scheme of the builder's choices. */
export function generateSchemePair(
  choices: Pick<ThemeChoices, 'seed' | 'variant' | 'contrast'>,
): SchemePair {
  return {light: generateScheme(choices, false), dark: generateScheme(choices, true)};
}
