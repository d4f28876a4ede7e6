/**
 * Joins space-separated id lists (`aria-describedby`), each id once, in the order first seen;
 * `undefined` when there are none, so the attribute is left out rather than written empty.
 */
export function joinIds(...lists: Array<string | undefined>): string | undefined {
  const ids = lists.flatMap((list) => list?.split(/\s+/) ?? []).filter(Boolean);
  return ids.length > 0 ? [...new Set(ids)].join(' ') : undefined;
}
