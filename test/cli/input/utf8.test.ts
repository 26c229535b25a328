import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstInvalidUtf8 } from '../../../src/cli/input/utf8.js';

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const isValid = (bytes: Uint8Array): boolean => {
  try {
    decoder.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

describe('firstInvalidUtf8', () => {
  it.each([
    ['ASCII', [0x41, 0x42], -1],
    ['two-byte é', [0xc3, 0xa9], -1],
    ['Hindi क', [0xe0, 0xa4, 0x95], -1],
    ['emoji', [0xf0, 0x9f, 0x98, 0x80], -1],
    ['lone continuation', [0x41, 0x80], 1],
    ['overlong /', [0xc0, 0xaf], 0],
    ['encoded surrogate', [0x41, 0xed, 0xa0, 0x80], 1],
    ['above U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 0],
    ['truncated at end', [0x41, 0xe0, 0xa4], 1],
    ['0xff', [0xff], 0],
  ])('%s', (_name, bytes, expected) => {
    expect(firstInvalidUtf8(Uint8Array.from(bytes))).toBe(expected);
  });

  it('agrees with TextDecoder (fatal) on any bytes, and the prefix before the offset is valid', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const offset = firstInvalidUtf8(bytes);
        expect(offset === -1).toBe(isValid(bytes));
        if (offset >= 0) expect(isValid(bytes.subarray(0, offset))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('finds nothing in any encoded string without lone surrogates', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(firstInvalidUtf8(new TextEncoder().encode(text))).toBe(-1);
      }),
    );
  });
});
