/** The known name closest to a misspelt one, for "did you mean" hints. */
import { distance } from '../did-you-mean.js';

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
