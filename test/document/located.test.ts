import { describe, expect, it } from 'vitest';
import { bySourcePosition, type LocatedDiagnostic } from '../../src/document/located.js';

const at = (code: string, line?: number, column?: number): LocatedDiagnostic => ({
  code,
  severity: 'error',
  pointer: '',
  message: code,
  source: 'input',
  ...(line === undefined ? {} : { line, column, endLine: line, endColumn: (column ?? 1) + 1 }),
});

describe('bySourcePosition', () => {
  it('orders by line then column, unplaced diagnostics first in the order they came', () => {
    const sorted = [at('c', 2, 5), at('x'), at('b', 2, 1), at('a', 1, 9), at('y')].sort(bySourcePosition);
    expect(sorted.map((d) => d.code)).toEqual(['x', 'y', 'a', 'b', 'c']);
  });
});
