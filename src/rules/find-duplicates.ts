/** Shared by the unique-* rules: the later occurrences of a key already seen. */

export interface Duplicate<T> {
  readonly item: T;
  readonly first: T;
  readonly key: string;
}

/**
 * Items whose string key an earlier item already has; `normalize` decides what counts as
 * equal. Non-string keys are the schema's business. Pairwise for short lists (no allocation on
 * the common path), a Map beyond.
 */
export function findDuplicates<T>(
  items: readonly T[],
  keyOf: (item: T) => unknown,
  normalize: (key: string) => string = (k) => k,
): Array<Duplicate<T>> {
  const duplicates: Array<Duplicate<T>> = [];
  if (items.length <= 16) {
    for (let i = 1; i < items.length; i++) {
      const key = keyOf(items[i]!);
      if (typeof key !== 'string') continue;
      const normal = normalize(key);
      for (let j = 0; j < i; j++) {
        const other = keyOf(items[j]!);
        if (typeof other === 'string' && normalize(other) === normal) {
          duplicates.push({ item: items[i]!, first: items[j]!, key });
          break;
        }
      }
    }
    return duplicates;
  }
  const first = new Map<string, T>();
  for (const item of items) {
    const key = keyOf(item);
    if (typeof key !== 'string') continue;
    const normal = normalize(key);
    const seen = first.get(normal);
    if (seen === undefined) first.set(normal, item);
    else duplicates.push({ item, first: seen, key });
  }
  return duplicates;
}
