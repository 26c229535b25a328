import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  maxWholeIdLength,
  requestIdKey,
  requestIdKeyBytes,
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
    const key = requestIdKey(short);
    expect(key).toHaveLength(requestIdKeyBytes);
    expect(key[0]).toBe(maxWholeIdLength);
    expect(Buffer.from(key.subarray(1)).toString('utf16le')).toBe(short);
    const ids = [
      'y'.repeat(maxWholeIdLength + 1),
      'y'.repeat(8 << 20),
      `${'y'.repeat(100)}\ud800`,
      `${'y'.repeat(100)}\udc00`,
      '\ud800',
      '\udc00',
      '',
      '\u0000',
    ];
    const keys = ids.map((id) => Buffer.from(requestIdKey(id)).toString('hex'));
    for (const k of keys) expect(k).toHaveLength(requestIdKeyBytes * 2);
    expect(new Set(keys).size).toBe(ids.length); // lone surrogates and NUL padding stay distinct
    expect(Buffer.from(requestIdKey(ids[1]!)).toString('hex')).toBe(keys[1]);
  });

  it('keys a long id by the SHA-256 of its UTF-16 code units, whatever ids came before it', () => {
    const ids = ['q'.repeat(5000), `${'p'.repeat(17)}\ud800`, 'r'.repeat(4096), 'r'.repeat(4097), 'p'.repeat(17)];
    for (const id of ids) {
      const digest = createHash('sha256').update(Buffer.from(id, 'utf16le')).digest();
      expect(Buffer.from(requestIdKey(id))).toEqual(Buffer.concat([Uint8Array.of(0xff), digest]));
    }
  });

  it('finds a repeated long id by its digest, through either entry', () => {
    const seen = requestIdRegistry();
    const long = `req-${'z'.repeat(1000)}`;
    expect(seen(long, 'a.ndjson', 1)).toBeUndefined();
    expect(seen(`${long}!`, 'a.ndjson', 2)).toBeUndefined();
    const keys = new Uint8Array(3 * requestIdKeyBytes);
    keys.set(requestIdKey(long), 2 * requestIdKeyBytes);
    expect(seen.byKey(keys, 2 * requestIdKeyBytes, 'a.ndjson', 3)).toBe('a.ndjson:1');
    expect(seen(`${long}!`, 'b.json')).toBe('a.ndjson:2');
  });

  it('stays exact past many growths of its table, at a fixed size per id', () => {
    const seen = requestIdRegistry();
    const count = 50_000;
    const id = (i: number): string => (i % 2 ? `id-${i}` : `${'long-'.repeat(10)}${i}`);
    let firsts = 0;
    for (let i = 0; i < count; i++) if (seen(id(i), 'a', i + 1) === undefined) firsts++;
    expect(firsts).toBe(count);
    for (let i = 0; i < count; i += 997) expect(seen(id(i), 'b')).toBe(`a:${i + 1}`);
    expect(seen('id-0', 'b')).toBeUndefined(); // never added: id 0 was a long one
    // Keys, numbers and an index at most half full, doubled: about 60 to 120 bytes an id.
    expect(seen.bytes()).toBeLessThanOrEqual(count * 2 * (requestIdKeyBytes + 8 + 8));
  });

  it('keeps the first id as text until a second comes, and finds it through either entry', () => {
    const seen = requestIdRegistry();
    const long = `uuid-${'7'.repeat(40)}`;
    expect(seen(long, 'only.json')).toBeUndefined();
    const keys = requestIdKey(long);
    expect(seen.byKey(keys, 0, 'bulk.ndjson', 4)).toBe('only.json');
    expect(seen(long, 'again.json')).toBe('only.json');
  });
});
