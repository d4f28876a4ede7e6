/**
 * The colour roles of the library's token set, in the order its theme files list them
 * (`theming/tokens.css` and `theming/prebuilt/*.css`; a unit test keeps the two in step). Each
 * role is a `--mat-sys-<role>` custom property, made from the dynamic colour of the same name in
 * Material's colour utilities (`primaryContainer` for `primary-container`).
 */
export const COLOR_ROLES = [
  'primary',
  'on-primary',
  'primary-container',
  'on-primary-container',
  'inverse-primary',
  'secondary',
  'on-secondary',
  'secondary-container',
  'on-secondary-container',
  'tertiary',
  'on-tertiary',
  'tertiary-container',
  'on-tertiary-container',
  'error',
  'on-error',
  'error-container',
  'on-error-container',
  'surface',
  'on-surface',
  'on-surface-variant',
  'surface-dim',
  'surface-bright',
  'surface-container-lowest',
  'surface-container-low',
  'surface-container',
  'surface-container-high',
  'surface-container-highest',
  'surface-variant',
  'inverse-surface',
  'inverse-on-surface',
  'outline',
  'outline-variant',
  'scrim',
  'shadow',
] as const;

/** One colour role of the token set, such as `primary-container`. */
export type ColorRole = (typeof COLOR_ROLES)[number];

/** A whole scheme: every colour role with its value as `#rrggbb`. */
export type ColorScheme = Readonly<Record<ColorRole, string>>;

/** The custom property that holds a role: `--mat-sys-primary`. */
export function roleProperty(role: ColorRole): `--mat-sys-${ColorRole}` {
  return `--mat-sys-${role}`;
}
