/**
 * One cheap pass over a parsed value that answers two questions without the position parser:
 * is it nested too deep, and could its text hold a duplicate key (which JSON.parse hides)?
 *
 * In JSON text, the colon of every property follows the closing quote of its key (whitespace
 * aside). A colon inside a string follows a quote only when that quote is escaped (\":). So the
 * colons that follow a quote are at least the properties written in the text, and these are
 * more than the properties of the parsed value only if a key repeats. When the two counts are
 * equal there is no duplicate; otherwise the exact search runs (duplicate-keys.ts).
 */

/** The nesting limit of arrays and objects (a consent request is at most 7 levels deep). */
export const maxNestingDepth = 64;

/** What the scan found. */
export type ShapeScan = 'too-deep' | 'maybe-duplicate-keys' | 'ok';

/** Colons whose previous non-whitespace character is a double quote. */
function colonsAfterQuote(text: string): number {
  let n = 0;
  for (let i = text.indexOf(':'); i !== -1; i = text.indexOf(':', i + 1)) {
    let j = i - 1;
    let c = text.charCodeAt(j);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(--j);
    if (c === 34) n++;
  }
  return n;
}

/**
 * Properties of the object or array `value`, or -1 when it is nested deeper than `depthLeft`
 * allows. Members that are not objects hold no properties and get no call (most members of a
 * payload are strings): about a third of the walk's time.
 */
function properties(value: object, depthLeft: number): number {
  if (depthLeft === 0) return -1;
  let n = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === 'object' && item !== null) {
        const c = properties(item, depthLeft - 1);
        if (c < 0) return -1;
        n += c;
      }
    }
    return n;
  }
  for (const key in value) {
    const member: unknown = (value as Record<string, unknown>)[key];
    if (typeof member === 'object' && member !== null) {
      const c = properties(member, depthLeft - 1);
      if (c < 0) return -1;
      n += c;
    }
    n++;
  }
  return n;
}

/** Scans `value`, the result of JSON.parse(`text`). */
export function scanShape(text: string, value: unknown, maxDepth: number): ShapeScan {
  const counted = typeof value === 'object' && value !== null ? properties(value, maxDepth) : 0;
  if (counted < 0) return 'too-deep';
  return colonsAfterQuote(text) === counted ? 'ok' : 'maybe-duplicate-keys';
}
