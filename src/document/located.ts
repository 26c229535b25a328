/** A diagnostic placed in the text it is about: the validator's Diagnostic plus its source region. */
import type { Diagnostic } from '../diagnostic.js';

/** 1-based start and end (end exclusive, as SARIF's endColumn) of a diagnostic in its text. */
export interface Region {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/** A Diagnostic with its source position when known. */
export type LocatedDiagnostic = Diagnostic & Partial<Region>;

/** Source order; diagnostics without a position first, in the order they came. */
export function bySourcePosition(a: LocatedDiagnostic, b: LocatedDiagnostic): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}
