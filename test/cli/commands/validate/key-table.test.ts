import { describe, expect, it } from 'vitest';
import { KeyTable } from '../../../../src/cli/commands/validate/key-table.js';

const key = (n: number, width = 5): Uint8Array => {
  const bytes = new Uint8Array(width);
  new DataView(bytes.buffer).setUint32(width - 4, n);
  return bytes;
};

describe('KeyTable', () => {
  it('keeps the first number of each key, and adds only keys it does not have', () => {
    const table = new KeyTable(5);
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
    const table = new KeyTable(5);
    const count = 150_000; // past two pages of entries and many doublings of the index
    for (let n = 0; n < count; n++) table.getOrAdd(key(n), 0, n);
    let found = 0;
    for (let n = 0; n < count; n++) if (table.getOrAdd(key(n), 0, -1) === n) found++;
    expect(found).toBe(count);
    expect(table.size).toBe(count);
    expect(table.getOrAdd(key(count), 0, 0)).toBeUndefined();
    // Whole pages of keys and numbers, and an index of 4-byte slots at most four times the entries.
    expect(table.bytes).toBeLessThanOrEqual(3 * 65_536 * (5 + 8) + 4 * 4 * (count + 1));
  });

  // The table falls back to a new index per doubling where V8 cannot reserve the address space of
  // a resizable buffer (a process under `ulimit -v`): then there is nothing in place to test.
  const Resizable = ArrayBuffer as unknown as new (length: number, options: { maxByteLength: number }) => ArrayBuffer;
  const canReserve = (() => {
    try {
      return new Resizable(0, { maxByteLength: 2 ** 30 }).byteLength === 0;
    } catch {
      return false;
    }
  })();

  it.skipIf(!canReserve)(
    'grows its index in place: no new index per doubling, no old one left for the collector',
    () => {
      const table = new KeyTable(5);
      const inside = table as unknown as { slots: Int32Array };
      const index = inside.slots.buffer as ArrayBuffer & { resizable?: boolean };
      for (let n = 0; n < 10_000; n++) table.getOrAdd(key(n), 0, n);
      expect(index.resizable).toBe(true);
      expect(inside.slots.buffer).toBe(index);
      expect(inside.slots.length).toBe(32_768);
      for (let n = 0; n < 10_000; n += 101) expect(table.getOrAdd(key(n), 0, -1)).toBe(n);
    },
  );
});
