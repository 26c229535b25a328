/** The known name closest to a misspelt one, for "did you mean" hints. */

/** Edit distance (insertions, deletions, substitutions), for short names. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** ` (did you mean "x"?)` for the closest candidate within a third of the name's length, else "". */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.ceil(name.length / 3)) + 1;
  for (const candidate of candidates) {
    const [a, b] = [name.toLowerCase(), candidate.toLowerCase()];
    // An abbreviation ("warn") is as close as one typo.
    const d = a.length >= 3 && b.startsWith(a) ? 1 : distance(a, b);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best === undefined ? '' : ` (did you mean "${best}"?)`;
}
