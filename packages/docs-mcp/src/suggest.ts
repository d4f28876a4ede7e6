/**
 * The number of edits (insertions, deletions, substitutions and swaps of neighbouring letters)
 * between two words: the optimal string alignment distance.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const table: number[][] = Array.from({length: rows}, (_, row) =>
    Array.from({length: columns}, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  for (let row = 1; row < rows; row++) {
    for (let column = 1; column < columns; column++) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      let best = Math.min(
        table[row - 1]![column]! + 1,
        table[row]![column - 1]! + 1,
        table[row - 1]![column - 1]! + cost,
      );
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1]) {
        best = Math.min(best, table[row - 2]![column - 2]! + 1);
      }
      table[row]![column] = best;
    }
  }
  return table[a.length]![b.length]!;
}

/**
 * The candidates nearest to what was asked for, best first: those that contain it or that it
 * contains (`tool` for `tooltip`, `components/button/overview/extra` for its page), then those
 * within a few typos, by distance. Case is ignored.
 */
export function nearest(input: string, candidates: Iterable<string>, count = 5): string[] {
  const wanted = input.trim().toLowerCase();
  if (!wanted) return [];
  const allowed = Math.max(2, Math.floor(wanted.length / 3));
  const scored: {candidate: string; score: number}[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (seen.has(candidate)) continue;
    seen.add(candidate);
    const lower = candidate.toLowerCase();
    const distance = editDistance(wanted, lower);
    // Containment counts for names of three letters or more: a one-letter name is in everything.
    const contains = Math.min(wanted.length, lower.length) >= 3;
    if (contains && (lower.startsWith(wanted) || wanted.startsWith(lower))) {
      scored.push({candidate, score: distance / 100});
    } else if (contains && (lower.includes(wanted) || wanted.includes(lower))) {
      scored.push({candidate, score: 1 + distance / 100});
    } else if (distance <= allowed) {
      scored.push({candidate, score: 2 + distance});
    }
  }
  return scored
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map(({candidate}) => candidate);
}

/**
 * ` Did you mean: a, b?` for the nearest candidates, or nothing when none is near; `show` writes
 * a candidate as the reader should give it.
 */
export function didYouMean(
  input: string,
  candidates: Iterable<string>,
  show: (candidate: string) => string = (candidate) => candidate,
): string {
  const found = nearest(input, candidates);
  if (found.length === 0) return '';
  return ` Did you mean: ${found.map((candidate) => `\`${show(candidate)}\``).join(', ')}?`;
}
