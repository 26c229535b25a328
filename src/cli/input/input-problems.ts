/**
 * Diagnostics for inputs that are hostile before they are even parsed: too large, unreadable, a
 * BOM, bytes that are not UTF-8. Loaded only when one of these happens.
 */
import { cliCodes } from '../report/codes.js';
import { LineIndex } from '../../json-text/line-index.js';
import type { LocatedDiagnostic } from '../report/located.js';
import type { ReadOutcome } from './read-input.js';
import { bomDiagnostic, tooLargeDiagnostic } from '../../document/text-problems.js';
import { firstInvalidUtf8 } from './utf8.js';

/** The too-large diagnostic; `size` is the size, or a lower bound for a stream. */
export const tooLarge = (size: number, atLeast: boolean): LocatedDiagnostic =>
  tooLargeDiagnostic(size, atLeast, ' (validate many payloads with --ndjson)');

export { bomDiagnostic };

const reasons: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a directory',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the name is too long',
  ENOTREG:
    'it is not a regular file (a FIFO, socket or device); to validate what a program writes, pipe it to standard input and name it -',
};

/** The unreadable-file diagnostic for a failed read. */
export function unreadable(error: unknown): LocatedDiagnostic {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? 'EIO';
  return {
    code: cliCodes.unreadable.id,
    severity: 'error',
    pointer: '',
    message: `cannot read the file: ${reasons[code] ?? (error as Error | undefined)?.message ?? 'unknown error'} (${code}); check the path and its permissions`,
    source: 'input',
    params: { errno: code },
  };
}

/** The diagnostic of a failed read. */
export function readProblem(outcome: Exclude<ReadOutcome, { ok: true }>): LocatedDiagnostic {
  return outcome.problem === 'too-large' ? tooLarge(outcome.size, outcome.atLeast) : unreadable(outcome.error);
}

const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The invalid-UTF-8 diagnostic for `bytes`, at its first bad byte. */
export function invalidUtf8Diagnostic(bytes: Uint8Array): LocatedDiagnostic {
  const found = firstInvalidUtf8(bytes);
  const offset = Math.max(found, 0);
  const prefix = fatal.decode(bytes.subarray(0, offset));
  const range = new LineIndex(prefix).charRange(prefix.length);
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  const byte = (bytes[offset] ?? 0).toString(16).padStart(2, '0');
  return {
    code: cliCodes.invalidUtf8.id,
    severity: 'error',
    pointer: '',
    message: utf16
      ? 'the file is not UTF-8 (it looks like UTF-16); save it as UTF-8'
      : `the file is not valid UTF-8: byte 0x${byte} at byte offset ${offset} does not start a valid character; save the file as UTF-8`,
    source: 'input',
    params: { byteOffset: offset },
    ...range,
  };
}
