/** A failed validation as the 400 problem body the interface documents. */
import type { Problem } from '../../generated/types.js';
import type { ValidationResult } from '../diagnostic.js';
import { problemBody } from './problem-types.js';

/** The media type of every problem body (RFC 9457). */
export const problemContentType = 'application/problem+json';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The `invalid-payload` problem (400) for a failed validation of a consent request: `errors`
 * holds every diagnostic, errors and warnings, as the sandbox answers. Answer it with status
 * `problem.status` and Content-Type `application/problem+json`.
 */
export function toProblem(result: Pick<ValidationResult, 'diagnostics'>): Problem {
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = result.diagnostics.length - errors;
  const counts = `${plural(errors, 'error')}${warnings > 0 ? `, ${plural(warnings, 'warning')}` : ''}`;
  return problemBody(
    'invalid-payload',
    `${counts}. Consent creation was rejected; correct the payload and send it again.`,
    result.diagnostics,
  );
}
