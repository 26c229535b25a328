/** What the command line reports: the validator's Diagnostic plus where it is in the file. */
import type { Diagnostic } from '../../diagnostic.js';

/** 1-based start and end (end exclusive, as SARIF's endColumn) of a diagnostic in its file. */
export interface Region {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/** A Diagnostic with its source position when known. */
export type LocatedDiagnostic = Diagnostic & Partial<Region>;

/** The outcome for one input (a file, stdin, or one NDJSON file with its lines). */
export interface FileReport {
  /** The path as given on the command line ('-' for stdin, or its --stdin-filename). */
  readonly file: string;
  readonly valid: boolean;
  readonly diagnostics: readonly LocatedDiagnostic[];
}
