/**
 * consent-contract/conformance: checks that a running service keeps the contract. runConformance
 * sends named, documented checks (tokens, authentication failures, creation, idempotency,
 * rejections, generated payloads) and holds every answer against the OpenAPI description too.
 */
export { runConformance, planConformance } from './run.js';
export { conformanceChecks } from './checks/index.js';
export { conformanceDefaults } from './options.js';
export type { ConformanceOptions, ConformanceProgress } from './options.js';
export type { Check, CheckContext, Sink, Probe } from './check.js';
export type { PlannedRequest, Answer } from './http/sender.js';
export type {
  CheckResult,
  CheckStatus,
  ConformanceReport,
  Failure,
  RecordedExchange,
  RecordedRequest,
  RecordedResponse,
} from './report.js';
export { ConformanceUsageError, ConformanceUnreachableError } from './errors.js';
export { conformanceDpHash } from './marking.js';
