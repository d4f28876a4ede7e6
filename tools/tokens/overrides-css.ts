/** Token values a visitor set, by token name (`--mat-button-filled-container-color`). */
export type TokenOverrides = Readonly<Record<string, string>>;

/** Whether a value can go into a declaration without ending it or the rule early. */
function isSafeValue(value: string): boolean {
  return value.trim() !== '' && !/[;{}]|\/\*|\*\//.test(value);
}

/**
 * The CSS of a set of token overrides, scoped the way the guide "Customizing component styles"
 * recommends: the tokens are set on a class of the application's own (`.custom-button`), which
 * goes on the components or on an element around them, so the change stays where it is meant
 * to be and no selector competes with the library's. An empty string when nothing is set;
 * values that would break the rule (`;`, braces, comments) are left out.
 */
export function overridesCss(overrides: TokenOverrides, componentId: string): string {
  const declarations = Object.entries(overrides)
    .filter(([name, value]) => /^--[\w-]+$/.test(name) && isSafeValue(value))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `  ${name}: ${value.trim()};`);
  if (declarations.length === 0) return '';
  return [
    `/* Put this class on your ${componentId} components, or on an element around them; use :root`,
    `   to restyle every one of them. */`,
    `.custom-${componentId} {`,
    ...declarations,
    '}',
    '',
  ].join('\n');
}
