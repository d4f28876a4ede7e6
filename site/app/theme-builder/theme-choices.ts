/**
 * What a visitor chooses in the theme builder, and how those choices travel in a URL. Nothing
 * here needs the colour utilities, so the share link can be read and written anywhere.
 */

/** The scheme variants of Material's dynamic colour, in the order the builder offers them. */
export const SCHEME_VARIANTS = [
  {id: 'tonal-spot', label: 'Tonal spot'},
  {id: 'vibrant', label: 'Vibrant'},
  {id: 'expressive', label: 'Expressive'},
  {id: 'fidelity', label: 'Fidelity'},
  {id: 'content', label: 'Content'},
  {id: 'neutral', label: 'Neutral'},
  {id: 'monochrome', label: 'Monochrome'},
  {id: 'rainbow', label: 'Rainbow'},
  {id: 'fruit-salad', label: 'Fruit salad'},
] as const;

/** A scheme variant's id, such as `tonal-spot`. */
export type SchemeVariant = (typeof SCHEME_VARIANTS)[number]['id'];

/** The contrast levels, from the lowest: each with the level Material's schemes take. */
export const CONTRAST_LEVELS = [
  {id: 'reduced', label: 'Reduced', level: -1},
  {id: 'standard', label: 'Standard', level: 0},
  {id: 'medium', label: 'Medium', level: 0.5},
  {id: 'high', label: 'High', level: 1},
] as const;

/** A contrast level's id, such as `standard`. */
export type ContrastId = (typeof CONTRAST_LEVELS)[number]['id'];

/** Which schemes the builder shows: both side by side, or one of them. */
export type PreviewMode = 'both' | 'light' | 'dark';

/** The modes, in the order the builder offers them. */
export const PREVIEW_MODES: readonly {id: PreviewMode; label: string}[] = [
  {id: 'both', label: 'Light and dark'},
  {id: 'light', label: 'Light'},
  {id: 'dark', label: 'Dark'},
];

/** Everything that decides a custom theme. */
export interface ThemeChoices {
  /** The seed colour, as lower-case `#rrggbb`. */
  seed: string;
  variant: SchemeVariant;
  contrast: ContrastId;
  mode: PreviewMode;
}

/** What the builder starts with: the default theme's primary colour, Material's defaults. */
export const DEFAULT_CHOICES: ThemeChoices = {
  seed: '#3f51b5',
  variant: 'tonal-spot',
  contrast: 'standard',
  mode: 'both',
};

/**
 * The colour a hex text stands for, as lower-case `#rrggbb`, or null when it is not one.
 * Accepts `#rgb` and `#rrggbb`, with or without the `#`, and spaces around it.
 */
export function normalizeHex(text: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match) return null;
  const digits = match[1]!.toLowerCase();
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${full}`;
}

/** The contrast level of an id, the number Material's schemes take (-1 to 1). */
export function contrastLevel(id: ContrastId): number {
  return CONTRAST_LEVELS.find((level) => level.id === id)!.level;
}

function findVariant(value: string | null): SchemeVariant | undefined {
  return SCHEME_VARIANTS.find((variant) => variant.id === value)?.id;
}

/** A contrast from its id or its level (`high` or `1`). */
function findContrast(value: string | null): ContrastId | undefined {
  if (value === null || value.trim() === '') return undefined;
  return CONTRAST_LEVELS.find((level) => level.id === value || level.level === Number(value))?.id;
}

function findMode(value: string | null): PreviewMode | undefined {
  return PREVIEW_MODES.find((mode) => mode.id === value)?.id;
}

/**
 * The choices a URL's query carries (`?seed=6750a4&scheme=vibrant&contrast=high&mode=dark`).
 * A missing or bad value leaves that choice at its default, so a mangled link still opens the
 * builder.
 */
export function choicesFromSearch(search: string): ThemeChoices {
  const params = new URLSearchParams(search);
  const seed = params.get('seed');
  return {
    seed: (seed !== null && normalizeHex(seed)) || DEFAULT_CHOICES.seed,
    variant: findVariant(params.get('scheme')) ?? DEFAULT_CHOICES.variant,
    contrast: findContrast(params.get('contrast')) ?? DEFAULT_CHOICES.contrast,
    mode: findMode(params.get('mode')) ?? DEFAULT_CHOICES.mode,
  };
}

/** The query that reopens the builder with these choices (`seed` without its `#`). */
export function choicesToSearch(choices: ThemeChoices): string {
  const params = new URLSearchParams({
    seed: choices.seed.slice(1),
    scheme: choices.variant,
    contrast: choices.contrast,
    mode: choices.mode,
  });
  return `?${params.toString()}`;
}

/** Whether a query names any of the builder's choices (a share link, not a plain visit). */
export function searchHasChoices(search: string): boolean {
  const params = new URLSearchParams(search);
  return ['seed', 'scheme', 'contrast', 'mode'].some((name) => params.has(name));
}
