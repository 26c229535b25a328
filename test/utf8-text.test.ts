import { isUtf8 } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validUtf8Text } from '../src/utf8-text.js';
import { adult } from './support/examples.js';

describe('validUtf8Text (sandbox bodies, NDJSON lines)', () => {
  it('is toString("utf8") for any valid UTF-8: ASCII, other scripts, astral characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const bytes = Buffer.from(text, 'utf8');
        expect(isUtf8(bytes)).toBe(true);
        expect(validUtf8Text(bytes)).toBe(bytes.toString('utf8'));
      }),
      { seed: 20261123, numRuns: 500 },
    );
  });

  it('decodes a payload in three languages and an ASCII one, and a view inside a larger buffer', () => {
    const text = JSON.stringify(adult());
    expect(validUtf8Text(Buffer.from(text))).toBe(text);
    expect(validUtf8Text(Buffer.from('{"a":1}'))).toBe('{"a":1}');
    const pool = Buffer.from(`xx${text}yy`);
    expect(validUtf8Text(pool.subarray(2, pool.length - 2))).toBe(text);
  });
});
