/** Whether two JSON values are the same data, whatever the order of their object keys. */

/**
 * Deep equality of parsed JSON (objects, arrays, strings, numbers, booleans, null). Used only
 * when a requestId comes back, so a first creation pays nothing for idempotency.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  if (aKeys.length !== Object.keys(bRecord).length) return false;
  return aKeys.every(
    (key) => Object.hasOwn(bRecord, key) && sameJson((a as Record<string, unknown>)[key], bRecord[key]),
  );
}
