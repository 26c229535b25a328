import { describe, expect, it } from 'vitest';
import { LineIndex } from '../../src/json-text/line-index.js';

describe('LineIndex', () => {
  it('maps offsets to 1-based lines and columns', () => {
    const index = new LineIndex('ab\ncd\r\nef\rgh');
    expect(index.position(0)).toEqual({ line: 1, column: 1 });
    expect(index.position(1)).toEqual({ line: 1, column: 2 });
    expect(index.position(3)).toEqual({ line: 2, column: 1 });
    expect(index.position(7)).toEqual({ line: 3, column: 1 });
    expect(index.position(10)).toEqual({ line: 4, column: 1 });
    expect(index.position(11)).toEqual({ line: 4, column: 2 });
  });

  it('counts columns in UTF-16 code units', () => {
    expect(new LineIndex('"😀x"').position(3)).toEqual({ line: 1, column: 4 });
  });
});
