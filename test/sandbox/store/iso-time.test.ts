import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoTime } from '../../../src/sandbox/store/iso-time.js';

describe('isoTime', () => {
  it('writes what Date writes, across seconds, signs, fractions and the ends of time', () => {
    const edges = [
      0, -0, 1, 999, 1000, -1, -999, -1000, -1001, 1.7, -1.7, 8.64e15, -8.64e15, 253402300800000, -62198755200001,
    ];
    for (const ms of edges) expect(isoTime(ms), String(ms)).toBe(new Date(ms).toISOString());
    fc.assert(
      fc.property(fc.double({ min: -8.64e15, max: 8.64e15, noNaN: true }), (ms) => {
        expect(isoTime(ms)).toBe(new Date(ms).toISOString());
      }),
      { numRuns: 5000 },
    );
  });

  it('gives the milliseconds of the second it keeps, not those of the previous call', () => {
    const second = Date.UTC(2026, 10, 23, 12, 0, 0);
    expect(isoTime(second + 7)).toBe('2026-11-23T12:00:00.007Z');
    expect(isoTime(second + 42)).toBe('2026-11-23T12:00:00.042Z');
    expect(isoTime(second + 1000)).toBe('2026-11-23T12:00:01.000Z');
  });

  it('throws the RangeError Date throws for a time no Date holds', () => {
    for (const ms of [Number.NaN, Number.POSITIVE_INFINITY, 8.64e15 + 1]) expect(() => isoTime(ms)).toThrow(RangeError);
  });
});
