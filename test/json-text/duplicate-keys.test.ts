import { describe, expect, it } from 'vitest';
import { findDuplicateKeys } from '../../src/json-text/duplicate-keys.js';

describe('findDuplicateKeys', () => {
  it('reports each repeat at the repeated key, with the pointer of the property', () => {
    const text = '{"a":1,"b":{"c":2,"c":3},"a":4}';
    expect(findDuplicateKeys(text)).toEqual([
      { pointer: '/b/c', key: 'c', offset: 18, length: 3, firstOffset: 12 },
      { pointer: '/a', key: 'a', offset: 25, length: 3, firstOffset: 1 },
    ]);
  });

  it('does not confuse keys of sibling objects or array items', () => {
    expect(findDuplicateKeys('[{"a":1},{"a":2}]')).toEqual([]);
    expect(findDuplicateKeys('{"x":{"a":1},"y":{"a":2}}')).toEqual([]);
  });

  it('escapes pointer tokens', () => {
    expect(findDuplicateKeys('{"a/b":{"~":1,"~":2}}')[0]?.pointer).toBe('/a~1b/~0');
  });
});
