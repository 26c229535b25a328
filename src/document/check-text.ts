/**
 * Checks one JSON text (a file, one NDJSON line, a request body): JSON.parse, one cheap shape
 * scan, the validator. This is the fast path: it only detects. Anything found is described and
 * located by locate/locate-document.ts, loaded only then, so a valid text costs one JSON.parse,
 * the scan and the validator.
 */
import type { Diagnostic, ValidateOptions, ValidationResult } from '../diagnostic.js';
import { maxNestingDepth, scanShape } from '../json-text/shape-scan.js';

/** The kinds of document the command line's `--schema` and the text entry's `schema` name (besides `auto`). */
export type DocumentKindName = 'request' | 'record' | 'token' | 'problem';

/** A validate function of src/validate/contracts.ts (or a configured one). */
export type ValueValidator = (value: unknown, options: ValidateOptions) => ValidationResult;

/** What the fast path found in one text. */
export interface TextCheck {
  readonly text: string;
  /** The parsed value (undefined when the text is not JSON), and the kind it was checked as. */
  readonly value?: unknown;
  readonly kind?: DocumentKindName | 'auto';
  /** JSON.parse's message, when the text is not JSON. */
  readonly syntaxError: string | undefined;
  readonly tooDeep: boolean;
  readonly maybeDuplicateKeys: boolean;
  readonly maybeLoneSurrogate: boolean;
  /** The validator's diagnostics. */
  readonly diagnostics: Diagnostic[];
}

const surrogateEscape = /\\u[dD][89a-fA-F]/;
const strictOptions = { strict: true } as const;
const laxOptions = { strict: false } as const;

/** A text that never reached the validator: not JSON, or nested too deep. */
const unvalidated = (text: string, syntaxError: string | undefined): TextCheck => ({
  text,
  syntaxError,
  tooDeep: syntaxError === undefined,
  maybeDuplicateKeys: false,
  maybeLoneSurrogate: false,
  diagnostics: [],
});

/** Checks one text with `validate`, as `kind`. */
export function checkText(
  text: string,
  validate: ValueValidator,
  strict: boolean,
  kind: DocumentKindName | 'auto',
): TextCheck {
  let value: unknown;
  // A syntax error's stack is never shown, and capturing one costs more than the parse: in
  // invalid NDJSON it was most of a line's cost.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return unvalidated(text, String((error as Error).message));
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
  const shape = scanShape(text, value, maxNestingDepth);
  if (shape === 'too-deep') return unvalidated(text, undefined);
  return {
    text,
    value,
    kind,
    syntaxError: undefined,
    tooDeep: false,
    maybeDuplicateKeys: shape === 'maybe-duplicate-keys',
    maybeLoneSurrogate: text.indexOf('\\u') !== -1 && surrogateEscape.test(text),
    diagnostics: validate(value, strict ? strictOptions : laxOptions).diagnostics,
  };
}

/** Whether the check found anything that the slow path must describe or locate. */
export const hasFindings = (check: TextCheck): boolean =>
  check.syntaxError !== undefined ||
  check.tooDeep ||
  check.maybeDuplicateKeys ||
  check.maybeLoneSurrogate ||
  check.diagnostics.length > 0;
