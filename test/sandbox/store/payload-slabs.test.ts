import { describe, expect, it } from 'vitest';
import { PayloadSlabs } from '../../../src/sandbox/store/payload-slabs.js';

const bytes = (n: number, fill: number) => Buffer.alloc(n, fill);

describe('PayloadSlabs', () => {
  it('copies: the copy keeps its bytes when the source changes, and copies never overlap', () => {
    const slabs = new PayloadSlabs(64 * 1024 * 1024);
    const sources = Array.from({ length: 100 }, (_, i) => bytes(1000 + i, i));
    const copies = sources.map((s) => slabs.copy(s));
    for (const s of sources) s.fill(0xff);
    expect(copies.every((c, i) => c.equals(bytes(1000 + i, i)))).toBe(true);
    // Many copies share one slab (that is the point), each in a range of its own.
    expect(new Set(copies.map((c) => c.buffer)).size).toBeLessThan(copies.length);
    const ranges = copies.map((c) => [c.buffer, c.byteOffset, c.byteOffset + c.length] as const);
    for (const [i, a] of ranges.entries())
      for (const b of ranges.slice(i + 1)) expect(a[0] !== b[0] || a[2] <= b[1] || b[2] <= a[1]).toBe(true);
  });

  it('gives a large payload a buffer of its own, and every payload one under a small budget', () => {
    const large = new PayloadSlabs(64 * 1024 * 1024).copy(bytes(100 * 1024, 1));
    expect(large.buffer.byteLength).toBe(100 * 1024);
    const small = new PayloadSlabs(100);
    const copies = [small.copy(bytes(10, 1)), small.copy(bytes(10, 2))];
    expect(copies.map((c) => c.buffer.byteLength)).toEqual([10, 10]);
    expect(new PayloadSlabs(1).copy(bytes(1, 7))).toEqual(bytes(1, 7));
  });

  it('never shares memory with its source, even a view of a larger buffer', () => {
    const pool = bytes(8192, 3);
    const view = pool.subarray(100, 600);
    const copy = new PayloadSlabs(64 * 1024 * 1024).copy(view);
    expect(copy.buffer).not.toBe(pool.buffer);
    expect(copy.equals(view)).toBe(true);
  });
});
