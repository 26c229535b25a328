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
export { validateConsentRequestText } from './document/validate-text.js';
export type { ValidateTextOptions, TextValidationResult } from './document/validate-text.js';
export type { LocatedDiagnostic, Region } from './document/located.js';
export type { DocumentKindName } from './document/check-text.js';
export { createConsentRequestValidator } from './validate/configured.js';
export type { ConsentRequestValidatorOptions } from './validate/configured.js';
export { ConsentContractConfigError } from './config/config-error.js';
export { presetNames, ruleSettings } from './config/config.js';
export type {
  ConsentContractConfig,
  ConfigOverride,
  ConfigProblem,
  PresetName,
  RuleSetting,
  RuleSettings,
} from './config/config.js';
export type { Validator } from './validate/validate-with.js';
export type { Diagnostic, DiagnosticSource, Severity, ValidateOptions, ValidationResult } from './diagnostic.js';
export { maxDiagnostics } from './validate/assemble.js';
export { consentRequestRules, consentRequestRecordRules } from './rules/index.js';
export type { Rule, Finding } from './rules/utils/rule.js';
export type { ConsentRequestView } from './rules/utils/payload-view.js';
export { knownVersion } from './rules/known-version.js';
export { retentionRanges } from './rules/retention-range.js';
export { diffConsentRequests, supersedesCode, type NoticeDiff } from './notice/diff/diff-consent-requests.js';
export type { NoticeChange } from './notice/diff/diff.js';
export { changeKinds, impacts, type ChangeCode, type ChangeKind, type Impact } from './notice/diff/change-kinds.js';
export { noticeFingerprint, canonicalFormId, type NoticeFingerprint } from './notice/fingerprint.js';
export { problemTypes, problemBody } from './problems/problem-types.js';
export type { ProblemType, ProblemSlug } from './problems/problem-types.js';
export {
  consentRequestSchema,
  consentRequestRecordSchema,
  tokenResponseSchema,
  problemSchema,
} from '../generated/schemas.js';
export { maxConsentRequestBytes } from '../generated/validators.js';
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
// The service side: what a real service answers, exactly as the interface documents it.
export { toProblem, problemContentType } from './problems/to-problem.js';
export { basicChallenge, bearerChallenge, wwwAuthenticate, defaultRealm } from './problems/challenges.js';
