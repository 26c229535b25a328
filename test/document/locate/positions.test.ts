import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/diagnostic.js';
import { locate } from '../../../src/document/locate/positions.js';

const text = `{
  "fiduciary": {
    "other": 1
  },
  "list": [10, 20],
  "dup": 1,
  "dup": "last"
}
`;

const at = (pointer: string, code = 'schema/type'): Diagnostic => ({
  code,
  severity: 'error',
  pointer,
  message: 'm',
  source: 'schema',
});
const region = (pointer: string, code?: string) => {
  const [d] = locate(text, [at(pointer, code)]);
  return [d?.line, d?.column, d?.endLine, d?.endColumn];
};

describe('locate', () => {
  it('points at the value at the pointer', () => {
    expect(region('/list/1')).toEqual([5, 16, 5, 18]);
    expect(region('/fiduciary/other')).toEqual([3, 14, 3, 15]);
  });

  it('points at the whole property for an unexpected one', () => {
    expect(region('/fiduciary/other', 'schema/additionalProperties')).toEqual([3, 5, 3, 15]);
  });

  it('points at the object that lacks a missing property, from its key to its opening brace', () => {
    expect(region('/fiduciary/fidId', 'schema/required')).toEqual([2, 3, 2, 17]);
  });

  it("points at the root's opening brace for the root pointer and a missing top-level property, not the whole file", () => {
    expect(region('')).toEqual([1, 1, 1, 2]);
    expect(region('/version', 'schema/required')).toEqual([1, 1, 1, 2]);
  });

  it('marks an array or object value up to its opening bracket', () => {
    expect(region('/list')).toEqual([5, 11, 5, 12]);
    expect(region('/fiduciary')).toEqual([2, 16, 2, 17]);
  });

  it('follows JSON.parse when a key repeats: the last one wins', () => {
    expect(region('/dup')).toEqual([7, 10, 7, 16]);
  });

  it('keeps a position already given', () => {
    const given = { ...at('/list'), line: 9, column: 9, endLine: 9, endColumn: 10 };
    expect(locate(text, [given])[0]).toBe(given);
  });
});
