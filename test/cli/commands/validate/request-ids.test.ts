import { describe, expect, it } from 'vitest';
import { requestIdRegistry } from '../../../../src/cli/commands/validate/request-ids.js';

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
});
