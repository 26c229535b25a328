/** Reads the values that a pointer pattern (a JSON pointer with `*` for every array item) names. */
import { isRecord } from './payload-view.js';

export interface Located {
  readonly pointer: string;
  readonly value: unknown;
}

/** Every value present at `pattern` in `root`, in document order. Iterative: no deep recursion. */
export function valuesAtPattern(root: unknown, pattern: string): Located[] {
  let current: Located[] = [{ pointer: '', value: root }];
  for (const token of pattern.split('/').slice(1)) {
    const next: Located[] = [];
    for (const { pointer, value } of current) {
      if (token === '*') {
        if (!Array.isArray(value)) continue;
        for (let i = 0; i < value.length; i++) next.push({ pointer: `${pointer}/${i}`, value: value[i] as unknown });
      } else if (isRecord(value) && Object.hasOwn(value, token)) {
        next.push({ pointer: `${pointer}/${token}`, value: value[token] });
      }
    }
    current = next;
  }
  return current;
}
