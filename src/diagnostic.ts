import type { Diagnostic } from '../generated/types.js';

export type { Diagnostic };

/** error makes a payload invalid; warning does too under strict validation. */
export type Severity = Diagnostic['severity'];

/** Where a diagnostic comes from: the schema, a business rule, or the input itself. */
export type DiagnosticSource = Diagnostic['source'];

/** The outcome of a validation. */
export interface ValidationResult {
  /** false when any diagnostic is an error, or under `strict` any is a warning. */
  readonly valid: boolean;
  readonly diagnostics: Diagnostic[];
}

/** Options of the validate functions. */
export interface ValidateOptions {
  /** Treat warnings as failures, as `consent-contract validate --strict` does. */
  readonly strict?: boolean;
}

/** True when these diagnostics make the input invalid. */
export function isFailing(diagnostics: readonly Diagnostic[], strict: boolean): boolean {
  return diagnostics.some((d) => d.severity === 'error' || (strict && d.severity === 'warning'));
}
