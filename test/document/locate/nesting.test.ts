import { describe, expect, it } from 'vitest';
import { firstTooDeep } from '../../../src/document/locate/nesting.js';

describe('firstTooDeep', () => {
  it('finds the bracket that opens one level too many', () => {
    expect(firstTooDeep('[[[]]]', 3)).toBe(-1);
    expect(firstTooDeep('[[[[]]]]', 3)).toBe(3);
    expect(firstTooDeep('{"a":{"b":[1]}}', 2)).toBe(10);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(firstTooDeep('["[[[[", "\\"[[[["]', 1)).toBe(-1);
  });

  it('handles a million levels without recursion', () => {
    expect(firstTooDeep('['.repeat(1_000_000), 64)).toBe(64);
  });
});
