/** Offsets in a text to 1-based lines and columns (columns count UTF-16 code units, as SARIF's default). */

/** A position in a text, 1-based. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/** Maps offsets of one text to positions; \n, \r\n and a lone \r each end a line, as in editors. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) this.starts.push(i + 1);
      else if (c === 13 && text.charCodeAt(i + 1) !== 10) this.starts.push(i + 1);
    }
  }

  /** The position of `offset` (clamped to the text). */
  position(offset: number): Position {
    const starts = this.starts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: Math.max(0, offset - starts[low]!) + 1 };
  }

  /** The one-character range at `offset`, as diagnostics carry it. */
  charRange(offset: number): { line: number; column: number; endLine: number; endColumn: number } {
    const at = this.position(offset);
    return { line: at.line, column: at.column, endLine: at.line, endColumn: at.column + 1 };
  }
}
