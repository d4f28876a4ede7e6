/**
 * Joins space-separated id lists (`aria-describedby`, `aria-labelledby`), dropping empty ones;
 * `undefined` when none is left, so the attribute is left out rather than written empty.
 */
export function joinIds(...ids: (string | undefined | null | false)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
