/** What the command line reports for one input: located diagnostics (src/document/located.ts) per file. */
import type { LocatedDiagnostic, Region } from '../../document/located.js';

export type { LocatedDiagnostic, Region };

/** The outcome for one input (a file, stdin, or one NDJSON file with its lines). */
export interface FileReport {
  /** The path as given on the command line ('-' for stdin, or its --stdin-filename). */
  readonly file: string;
  readonly valid: boolean;
  readonly diagnostics: readonly LocatedDiagnostic[];
}
