/**
 * Diagnostics of a text that is hostile before it is parsed: too large to read, or starting
 * with a byte order mark. The command line (a file's bytes) and validateConsentRequestText (a
 * string) report them alike.
 */
import { textCodes } from './codes.js';
import { maxInputBytes } from './limits.js';
import type { LocatedDiagnostic } from './located.js';

const mib = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;

/**
 * The too-large diagnostic; `size` is the size in bytes, or a lower bound when `atLeast`.
 * `advice` ends the sentence with what to do instead (the command line names --ndjson).
 */
export function tooLargeDiagnostic(size: number, atLeast: boolean, advice = ''): LocatedDiagnostic {
  return {
    code: textCodes.tooLarge.id,
    severity: 'error',
    pointer: '',
    message: `the input is ${atLeast ? 'over ' : ''}${mib(size)}, over the limit of ${mib(maxInputBytes)}; a consent request is a few kilobytes, so check that this is the right file${advice}`,
    source: 'input',
    params: { size, limit: maxInputBytes },
  };
}

/** The BOM diagnostic (positions are those of the text after the BOM, as editors show them). */
export const bomDiagnostic = (): LocatedDiagnostic => ({
  code: textCodes.bom.id,
  severity: 'error',
  pointer: '',
  message: 'the file starts with a UTF-8 byte order mark (BOM), which JSON must not have; save it as UTF-8 without BOM',
  source: 'input',
  line: 1,
  column: 1,
  endLine: 1,
  endColumn: 1,
});
