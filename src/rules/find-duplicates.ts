/** Shared by the unique-* rules: the later occurrences of a key already seen. */

export interface Keyed {
  readonly key: unknown;
  readonly pointer: string;
}

export interface Duplicate {
  readonly key: string;
  readonly pointer: string;
  readonly firstPointer: string;
}

/** String keys only (others are the schema's business); `normalize` decides what counts as equal. */
export function findDuplicates(items: Iterable<Keyed>, normalize: (key: string) => string = (k) => k): Duplicate[] {
  const first = new Map<string, string>();
  const duplicates: Duplicate[] = [];
  for (const { key, pointer } of items) {
    if (typeof key !== 'string') continue;
    const normal = normalize(key);
    const seen = first.get(normal);
    if (seen === undefined) first.set(normal, pointer);
    else duplicates.push({ key, pointer, firstPointer: seen });
  }
  return duplicates;
}
