/**
 * consent-contract: the contract of a consent manager's Data Fiduciary interface.
 * Validators, types, schemas and business rules of the Consent Request payload, the record
 * returned by creation, the token response and the error body.
 */
export {
  validateConsentRequest,
  validateConsentRequestRecord,
  validateTokenResponse,
  validateProblem,
} from './validate/contracts.js';
export type { Diagnostic, DiagnosticSource, Severity, ValidateOptions, ValidationResult } from './diagnostic.js';
export { maxDiagnostics } from './validate/assemble.js';
export { consentRequestRules, consentRequestRecordRules } from './rules/index.js';
export type { Rule, Finding } from './rules/rule.js';
export type { ConsentRequestView } from './rules/payload-view.js';
export { knownVersion } from './rules/known-version.js';
export { retentionRanges } from './rules/retention-range.js';
export {
  consentRequestSchema,
  consentRequestRecordSchema,
  tokenResponseSchema,
  problemSchema,
} from '../generated/schemas.js';
export { apiPaths } from '../generated/paths.js';
export type {
  ConsentRequest,
  Fiduciary,
  DataPrincipal,
  Delegation,
  Service,
  Content,
  LanguageEntry,
  Purpose,
  DataCategory,
  Retention,
  Company,
  GrievanceOfficer,
  ConsentRequestRecord,
  TokenResponse,
  Problem,
} from '../generated/types.js';
