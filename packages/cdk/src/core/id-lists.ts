/**
 * Joins space-separated id lists (`aria-describedby`, `aria-labelledby`), each id once, in the
 * order first seen, skipping empty and missing lists (`undefined`, `null`, `false`, so a
 * condition can stand in the call); `undefined` when no id is left, so the attribute is left out
 * rather than written empty.
 */
export function joinIds(...lists: Array<string | undefined | null | false>): string | undefined {
  const ids = lists.flatMap((list) => (list ? list.split(/\s+/) : [])).filter(Boolean);
  return ids.length > 0 ? [...new Set(ids)].join(' ') : undefined;
}
