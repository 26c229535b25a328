/**
 * The across-inputs check that a requestId is unique. Memory grows with the number of distinct
 * requestIds only, and by a fixed amount for each however long it is: an id is kept as its key
 * (requestIdKey), with where it was first seen packed in one number.
 */

/** Where a requestId was seen first, or undefined; remembers this sighting when it is the first. */
export type RequestIdRegistry = (requestId: string, input: string, line?: number) => string | undefined;

/** A registry that also takes requestIds already reduced to their keys (NDJSON workers do that). */
export interface KeyedRequestIdRegistry extends RequestIdRegistry {
  readonly byKey: (key: string, input: string, line?: number) => string | undefined;
}

/**
 * Ids up to this many UTF-16 code units are their own key: one fewer than a digest's 44
 * characters, so that no whole id can equal a digest. A UUID (36) is its own key, so the cold
 * start of a typical run never loads node:crypto (measured: loading it was a fifth of the start).
 */
export const maxWholeIdLength = 43;

// Loaded on first use: a cold start with ids up to maxWholeIdLength never pays for node:crypto.
let createHash: typeof import('node:crypto').createHash | undefined;

/**
 * The fixed-size key a requestId is remembered by: a short id itself (exact); a longer one its
 * SHA-256 over the UTF-16 code units (so lone surrogates stay distinct) in base64, 44 characters
 * that no short id can equal. Two long ids are taken for one when their digests are equal: that
 * needs a SHA-256 collision, which nobody has ever found (see DECISIONS.md).
 */
export function requestIdKey(requestId: string): string {
  if (requestId.length <= maxWholeIdLength) return requestId;
  createHash ??= process.getBuiltinModule('node:crypto').createHash;
  return createHash('sha256').update(Buffer.from(requestId, 'utf16le')).digest('base64');
}

/** A new, empty registry for one run. */
export function requestIdRegistry(): KeyedRequestIdRegistry {
  const first = new Map<string, number>();
  const inputs: string[] = [];
  const inputIndex = new Map<string, number>();
  const lineSpan = 2 ** 32;
  const byKey = (key: string, input: string, line = 0): string | undefined => {
    const before = first.get(key);
    if (before !== undefined) {
      const where = inputs[Math.floor(before / lineSpan)]!;
      const at = before % lineSpan;
      return at === 0 ? where : `${where}:${at}`;
    }
    let index = inputIndex.get(input);
    if (index === undefined) {
      index = inputs.push(input) - 1;
      inputIndex.set(input, index);
    }
    first.set(key, index * lineSpan + line);
    return undefined;
  };
  return Object.assign(
    (requestId: string, input: string, line?: number) => byKey(requestIdKey(requestId), input, line),
    { byKey },
  );
}
