import { describe, expect, it } from 'vitest';
import {
  maxWholeIdLength,
  requestIdKey,
  requestIdRegistry,
} from '../../../../src/cli/commands/validate/request-ids.js';

describe('requestIdRegistry', () => {
  it('answers where a requestId was first seen, by file and by NDJSON line', () => {
    const seen = requestIdRegistry();
    expect(seen('a', 'one.json')).toBeUndefined();
    expect(seen('b', 'bulk.ndjson', 7)).toBeUndefined();
    expect(seen('a', 'two.json')).toBe('one.json');
    expect(seen('b', 'bulk.ndjson', 9)).toBe('bulk.ndjson:7');
    expect(seen('a', 'three.json')).toBe('one.json');
  });

  it('keeps large line numbers exact', () => {
    const seen = requestIdRegistry();
    seen('x', 'first.ndjson', 1);
    seen('y', 'big.ndjson', 4_000_000_000);
    expect(seen('y', 'other.json')).toBe('big.ndjson:4000000000');
  });

  it('keeps every id in a fixed size: short ids whole, long ones as a digest no short id can equal', () => {
    const short = 'x'.repeat(maxWholeIdLength);
    expect(requestIdKey(short)).toBe(short);
    // Whole ids are shorter than any digest, so a whole id never equals one.
    expect(maxWholeIdLength).toBeLessThan(44);
    const uuid = '3f6c2a9e-8d41-4b7a-9c55-1e2f0b7d6a41';
    expect(requestIdKey(uuid), 'a UUID is its own key: no node:crypto at a cold start').toBe(uuid);
    const keys = [
      'y'.repeat(maxWholeIdLength + 1),
      'y'.repeat(8 << 20),
      `${'y'.repeat(100)}\ud800`,
      `${'y'.repeat(100)}\udc00`,
    ];
    const digests = keys.map(requestIdKey);
    for (const d of digests) expect(d).toHaveLength(44);
    expect(new Set(digests).size).toBe(keys.length); // lone surrogates stay distinct
    expect(requestIdKey(keys[1]!)).toBe(digests[1]);
  });

  it('finds a repeated long id by its digest, through either entry', () => {
    const seen = requestIdRegistry();
    const long = `req-${'z'.repeat(1000)}`;
    expect(seen(long, 'a.ndjson', 1)).toBeUndefined();
    expect(seen(`${long}!`, 'a.ndjson', 2)).toBeUndefined();
    expect(seen.byKey(requestIdKey(long), 'a.ndjson', 3)).toBe('a.ndjson:1');
    expect(seen(`${long}!`, 'b.json')).toBe('a.ndjson:2');
  });
});
