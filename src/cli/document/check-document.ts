/**
 * Checks one JSON document of the command line (a file's text, or one NDJSON line): the text's
 * own check (src/document/check-text.ts) and the across-inputs requestId check. This is the cold
 * path: it only detects; src/document/locate/ describes and places what it found.
 */
import type { Severity, ValidateOptions, ValidationResult } from '../../diagnostic.js';
import { checkText, hasFindings, type DocumentKindName, type TextCheck } from '../../document/check-text.js';
import { validateConsentRequest } from '../../validate/contracts.js';
import type { RequestIdRegistry } from '../commands/validate/request-ids.js';
import type { DocumentRules } from '../config/rules-for-file.js';

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

/** What the cold path found in one document: the text's findings and a repeated requestId. */
export interface DocumentCheck extends TextCheck {
  /** The requestId, when an earlier input already used it, and where. */
  readonly repeatedRequestId?: { readonly requestId: string; readonly where: string; readonly severity: Severity };
}

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
  // A consent request gets the configured rules; another kind (--schema) its own validator.
  const validate = contract.kind === 'request' ? rules.validate : contract.validate;
  const check = checkText(text, validate, strict, contract.kind);
  if (check.syntaxError !== undefined || check.tooDeep) return check;
  const value = check.value;
  const requestId =
    typeof value === 'object' && value !== null && Object.hasOwn(value, 'requestId') && contract.checksRequestId(value)
      ? (value as { requestId: unknown }).requestId
      : undefined;
  const where = typeof requestId === 'string' && rules.requestIds !== 'off' ? seen(requestId, input, line) : undefined;
  if (where === undefined) return hasFindings(check) ? check : undefined;
  return {
    ...check,
    repeatedRequestId: { requestId: requestId as string, where, severity: rules.requestIds as Severity },
  };
}
