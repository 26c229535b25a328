/** Builds a FileReport: diagnostics in source order, validity as the validator defines it. */
import { isFailing } from '../../diagnostic.js';
import { bySourcePosition, type LocatedDiagnostic } from '../../document/located.js';
import type { FileReport } from './located.js';

/** Counts of a report's diagnostics, by severity. */
export interface Totals {
  readonly errors: number;
  readonly warnings: number;
}

/** A FileReport plus what the exit status needs and the formats do not print. */
export interface CheckedInput {
  readonly report: FileReport;
  /** All diagnostics found, including any not kept in the report. */
  readonly totals: Totals;
  /** The input could not be read at all: the run exits 2. */
  readonly unreadable: boolean;
  /** How many payloads the input held (the non-blank lines of an NDJSON input); 1 when absent. */
  readonly payloads?: number;
}

/** Counts errors and warnings. */
export function countSeverities(diagnostics: readonly LocatedDiagnostic[]): Totals {
  let errors = 0;
  for (const d of diagnostics) if (d.severity === 'error') errors++;
  return { errors, warnings: diagnostics.length - errors };
}

/** The report of a file whose diagnostics are all in hand. */
export function fileReport(
  file: string,
  diagnostics: LocatedDiagnostic[],
  strict: boolean,
  unreadable = false,
): CheckedInput {
  return {
    report: { file, valid: !isFailing(diagnostics, strict), diagnostics: diagnostics.sort(bySourcePosition) },
    totals: countSeverities(diagnostics),
    unreadable,
  };
}
