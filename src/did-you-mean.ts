/** "did you mean ...?": the known word closest to a mistyped one, for options, values and property names. */

/** Longest word compared: a typo is short, and the comparison costs length squared. */
const maxCompared = 64;

/** Edit distance with adjacent transpositions (optimal string alignment), case-insensitive. */
export function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous2: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d = Math.min(d, previous2[j - 2]! + 1);
      current.push(d);
    }
    previous2 = previous;
    previous = current;
  }
  return previous[y.length]!;
}

/**
 * The candidate a typo most likely meant: a case-only difference, or an edit distance of at most
 * a third of the word's length (1 for short words, never more than 3). Undefined when none is
 * that close, or when two candidates are equally close.
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  if (word.length === 0 || word.length > maxCompared) return undefined;
  const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  let tie = false;
  for (const candidate of candidates) {
    if (candidate === word || Math.abs(candidate.length - word.length) > limit) continue;
    const d = distance(word, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance) tie = true;
  }
  return best !== undefined && bestDistance <= limit && !tie ? best : undefined;
}
