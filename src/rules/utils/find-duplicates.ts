/** Shared by the unique-* rules: the later occurrences of a key already seen. */
import { none } from '../../none.js';

export interface Duplicate {
  /** Position of the repeated occurrence. */
  readonly index: number;
  /** Position of the first occurrence. */
  readonly firstIndex: number;
  readonly key: string;
}

/**
 * Positions whose string key (`keyOf`, compared after `normalize`) an earlier position already
 * has. Non-string keys are the schema's business. Pairwise for short lists, so that the common
 * case allocates nothing; a Map beyond.
 */
export function findDuplicates(
  items: readonly unknown[],
  keyOf: (item: unknown) => unknown,
  normalize?: (key: string) => string,
): readonly Duplicate[] {
  let duplicates: Duplicate[] | undefined;
  if (items.length <= 16) {
    for (let i = 1; i < items.length; i++) {
      const key = keyOf(items[i]);
      if (typeof key !== 'string') continue;
      const normal = normalize ? normalize(key) : key;
      for (let j = 0; j < i; j++) {
        const other = keyOf(items[j]);
        if (typeof other === 'string' && (normalize ? normalize(other) : other) === normal) {
          (duplicates ??= []).push({ index: i, firstIndex: j, key });
          break;
        }
      }
    }
    return duplicates ?? none;
  }
  const first = new Map<string, number>();
  for (let i = 0; i < items.length; i++) {
    const key = keyOf(items[i]);
    if (typeof key !== 'string') continue;
    const normal = normalize ? normalize(key) : key;
    const seen = first.get(normal);
    if (seen === undefined) first.set(normal, i);
    else (duplicates ??= []).push({ index: i, firstIndex: seen, key });
  }
  return duplicates ?? none;
}
