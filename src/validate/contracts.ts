/** The validate functions of the public API, one per resource of the interface. */
import {
  validateConsentRequestRecordSchema,
  validateConsentRequestSchema,
  validateProblemSchema,
  validateTokenResponseSchema,
  maxConsentRequestBytes,
} from '../../generated/validators.js';
import { consentRequestTextBound } from '../../generated/text-bound.js';
import type { ValidateOptions, ValidationResult } from '../diagnostic.js';
import { consentRequestRecordRules, consentRequestRules } from '../rules/index.js';
import { type ConsentRequestView, viewCheckedConsentRequest } from '../rules/utils/payload-view.js';
import { type Contract, createValidator } from './validate-with.js';

const identity = (value: unknown): unknown => value;

/**
 * What validateConsentRequest checks, and what every validator of the Consent Request runs but
 * its rules (configured ones bring their own). Exported also for a caller that holds the
 * payload's bytes and can prove the text checks (`maxBytes`) moot without walking the value: the
 * sandbox.
 */
export const consentRequestContract = {
  schema: validateConsentRequestSchema,
  rules: consentRequestRules,
  view: viewCheckedConsentRequest,
  maxBytes: maxConsentRequestBytes,
  textBound: consentRequestTextBound,
} satisfies Contract<ConsentRequestView>;
const consentRequest = createValidator(consentRequestContract);
const consentRequestRecord = createValidator({
  schema: validateConsentRequestRecordSchema,
  rules: consentRequestRecordRules,
  view: identity,
});
const tokenResponse = createValidator({ schema: validateTokenResponseSchema, rules: [], view: identity });
const problem = createValidator({ schema: validateProblemSchema, rules: [], view: identity });

/**
 * Validates a Consent Request payload (section 2.1): the schema, then the business rules.
 * Never throws: any value gets a ValidationResult.
 */
export function validateConsentRequest(value: unknown, options?: ValidateOptions): ValidationResult {
  return consentRequest(value, options);
}

/**
 * Validates a Consent Request record returned by creation (section 2.2), including that
 * redirectUrl is {base_url}/consent?cr_id=<crId> with the record's own crId.
 */
export function validateConsentRequestRecord(value: unknown, options?: ValidateOptions): ValidationResult {
  return consentRequestRecord(value, options);
}

/** Validates a token response (section 2.3). */
export function validateTokenResponse(value: unknown, options?: ValidateOptions): ValidationResult {
  return tokenResponse(value, options);
}

/** Validates an error body (application/problem+json). */
export function validateProblem(value: unknown, options?: ValidateOptions): ValidationResult {
  return problem(value, options);
}
