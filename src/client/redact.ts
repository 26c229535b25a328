/**
 * Keeps the client id, the client secret and access tokens out of errors. Text the client did
 * not write (a fetch error, a problem body) passes through here before it reaches an error.
 */
import { validateProblem } from '../validate/contracts.js';
import type { Problem } from '../../generated/types.js';

/** Replaces every known secret in text; the set of secrets is read at call time (tokens change). */
export type Redactor = (text: string) => string;

const placeholder = '[redacted]';

/** Builds a redactor over the secrets that `secrets()` returns at the moment of redaction. */
export function createRedactor(secrets: () => Iterable<string>): Redactor {
  return (text) => {
    // Longest first, so that a secret containing another is replaced whole.
    const known = [...secrets()].filter((s) => s.length > 0).sort((a, b) => b.length - a.length);
    let out = text;
    for (const secret of known) out = out.split(secret).join(placeholder);
    return out;
  };
}

/**
 * A fresh Error with only the name, a redacted message and a string code of the original. The
 * original (with its stack, cause chain and any properties a fetch implementation attached,
 * which may include request headers) is dropped.
 */
export function redactedError(error: unknown, redact: Redactor): Error {
  const original = error instanceof Error ? error : undefined;
  const cause = original?.cause instanceof Error ? `: ${original.cause.message}` : '';
  const message = redact(original === undefined ? String(error) : `${original.message}${cause}`);
  const copy = new Error(message);
  if (original !== undefined) Object.defineProperty(copy, 'name', { value: redact(original.name) });
  const code = (original?.cause as { code?: unknown } | undefined)?.code ?? (original as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') Object.assign(copy, { code: redact(code) });
  return copy;
}

/** Redacts every string in a parsed JSON value (a problem body the service sent). */
export function redactJson<T>(value: T, redact: Redactor): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => redactJson(v, redact)) as T;
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[redact(k)] = redactJson(v, redact);
    return out as T;
  }
  return value;
}

/** A problem body, redacted, or undefined when the body is not a valid problem (problem.v1 schema). */
export function problemFrom(body: unknown, redact: Redactor): Problem | undefined {
  return validateProblem(body).valid ? redactJson(body as Problem, redact) : undefined;
}
