import { describe, expect, it } from 'vitest';
import { KeyTable } from '../../../../src/cli/commands/validate/key-table.js';

const key = (n: number, width = 5): Uint8Array => {
  const bytes = new Uint8Array(width);
  new DataView(bytes.buffer).setUint32(width - 4, n);
  return bytes;
};

describe('KeyTable', () => {
  it('keeps the first number of each key, and adds only keys it does not have', () => {
    const table = new KeyTable(5, 2);
    expect(table.getOrAdd(key(1), 0, 10)).toBeUndefined();
    expect(table.getOrAdd(key(2), 0, 20)).toBeUndefined();
    expect(table.getOrAdd(key(1), 0, 11)).toBe(10);
    expect(table.size).toBe(2);
  });

  it('reads a key at an offset of a larger array', () => {
    const table = new KeyTable(5);
    const many = new Uint8Array(15);
    many.set(key(7), 5);
    expect(table.getOrAdd(many, 5, 1)).toBeUndefined();
    expect(table.getOrAdd(key(7), 0, 2)).toBe(1);
    expect(table.getOrAdd(many, 0, 3)).toBeUndefined(); // the zero key is a key like any other
  });

  it('finds every key again after growing many times, keys that differ in one byte apart', () => {
    const table = new KeyTable(5, 1);
    for (let n = 0; n < 20_000; n++) table.getOrAdd(key(n), 0, n);
    let found = 0;
    for (let n = 0; n < 20_000; n++) if (table.getOrAdd(key(n), 0, -1) === n) found++;
    expect(found).toBe(20_000);
    expect(table.size).toBe(20_000);
    // Doubling: at most twice the entries' bytes (key, number, two index slots of 4 bytes).
    expect(table.bytes).toBeLessThanOrEqual(2 * 20_000 * (5 + 8 + 8));
  });
});
