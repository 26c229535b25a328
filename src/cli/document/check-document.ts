/**
 * Checks one JSON document (a file's text, or one NDJSON line): JSON.parse, one cheap shape scan,
 * the validator, the across-files requestId check. This is the cold path: it only detects.
 * Anything found is described and located by locate-document.ts, loaded only then, so a valid
 * document costs one JSON.parse, the scan and the validator.
 */
import type { Diagnostic, Severity, ValidateOptions, ValidationResult } from '../../diagnostic.js';
import { validateConsentRequest } from '../../validate/contracts.js';
import type { RequestIdRegistry } from '../commands/validate/request-ids.js';
import type { DocumentRules } from '../config/rules-for-file.js';
import { maxNestingDepth, scanShape } from '../../json-text/shape-scan.js';

export { maxNestingDepth };

/** The kinds of document `--schema` names (besides `auto`). */
export type DocumentKindName = 'request' | 'record' | 'token' | 'problem';

/** What a document is checked as: the consent request unless --schema says otherwise. */
export interface DocumentContract {
  /** The kind, or `auto` (the validator picks by shape). */
  readonly kind: DocumentKindName | 'auto';
  readonly validate: (value: unknown, options: ValidateOptions) => ValidationResult;
  /** Whether this value takes part in the across-inputs requestId check (consent requests do). */
  readonly checksRequestId: (value: unknown) => boolean;
}

/** The default contract: every document is a consent request. */
export const consentRequestContract: DocumentContract = {
  kind: 'request',
  validate: validateConsentRequest,
  checksRequestId: () => true,
};

/** What the cold path found in one document. */
export interface DocumentCheck {
  readonly text: string;
  /** The parsed value (undefined when the text is not JSON), and the kind it was checked as. */
  readonly value?: unknown;
  readonly kind?: DocumentKindName | 'auto';
  /** JSON.parse's message, when the text is not JSON. */
  readonly syntaxError: string | undefined;
  readonly tooDeep: boolean;
  readonly maybeDuplicateKeys: boolean;
  readonly maybeLoneSurrogate: boolean;
  /** The requestId, when an earlier input already used it, and where. */
  readonly repeatedRequestId:
    | { readonly requestId: string; readonly where: string; readonly severity: Severity }
    | undefined;
  /** The validator's diagnostics. */
  readonly diagnostics: Diagnostic[];
}

const surrogateEscape = /\\u[dD][89a-fA-F]/;
const strictOptions = { strict: true } as const;
const laxOptions = { strict: false } as const;
/** Without a configuration: the default validator, unique-request-id a warning. */
const defaultRules: DocumentRules = { validate: validateConsentRequest, requestIds: 'warning' };

/**
 * Checks one document; undefined when it is clean, so there is nothing to locate. `seen`
 * implements the across-inputs requestId check, with `input` and `line` saying where this is.
 */
export function checkDocument(
  text: string,
  strict: boolean,
  seen: RequestIdRegistry,
  input: string,
  line?: number,
  rules: DocumentRules = defaultRules,
  contract: DocumentContract = consentRequestContract,
): DocumentCheck | undefined {
  let value: unknown;
  // A syntax error's stack is never shown, and capturing one costs more than the parse: in
  // invalid NDJSON it was most of a line's cost.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      text,
      syntaxError: String((error as Error).message),
      tooDeep: false,
      maybeDuplicateKeys: false,
      maybeLoneSurrogate: false,
      repeatedRequestId: undefined,
      diagnostics: [],
    };
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
  const shape = scanShape(text, value, maxNestingDepth);
  if (shape === 'too-deep')
    return {
      text,
      syntaxError: undefined,
      tooDeep: true,
      maybeDuplicateKeys: false,
      maybeLoneSurrogate: false,
      repeatedRequestId: undefined,
      diagnostics: [],
    };
  // A consent request gets the configured rules; another kind (--schema) its own validator.
  const validate = contract.kind === 'request' ? rules.validate : contract.validate;
  const diagnostics = validate(value, strict ? strictOptions : laxOptions).diagnostics;
  const requestId =
    typeof value === 'object' && value !== null && Object.hasOwn(value, 'requestId') && contract.checksRequestId(value)
      ? (value as { requestId: unknown }).requestId
      : undefined;
  const where = typeof requestId === 'string' && rules.requestIds !== 'off' ? seen(requestId, input, line) : undefined;
  const maybeDuplicateKeys = shape === 'maybe-duplicate-keys';
  const maybeLoneSurrogate = text.indexOf('\\u') !== -1 && surrogateEscape.test(text);
  if (diagnostics.length === 0 && where === undefined && !maybeDuplicateKeys && !maybeLoneSurrogate) return undefined;
  return {
    text,
    value,
    kind: contract.kind,
    syntaxError: undefined,
    tooDeep: false,
    maybeDuplicateKeys,
    maybeLoneSurrogate,
    repeatedRequestId:
      where === undefined
        ? undefined
        : { requestId: requestId as string, where, severity: rules.requestIds as Severity },
    diagnostics,
  };
}
