import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultSeed, seedFrom } from './fast-check-seed.js';

describe('the seed of property tests', () => {
  it('is FC_SEED when that is an integer, else the default', () => {
    expect(seedFrom(undefined)).toBe(defaultSeed);
    expect(seedFrom('')).toBe(defaultSeed);
    expect(seedFrom('random')).toBe(defaultSeed);
    expect(seedFrom('1.5')).toBe(defaultSeed);
    expect(seedFrom('12345')).toBe(12345);
    expect(seedFrom('-7')).toBe(-7);
  });

  it('is set for every property test: two runs without a seed of their own draw the same values', () => {
    // With no global seed, fast-check seeds each run from the clock and these differ.
    const draw = () => fc.sample(fc.integer(), 20);
    expect(draw()).toEqual(draw());
    expect(fc.readConfigureGlobal().seed).toBe(seedFrom(process.env.FC_SEED));
  });
});
