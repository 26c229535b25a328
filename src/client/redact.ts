/**
 * Keeps the client id, the client secret and access tokens out of errors. Text the client did
 * not write (a fetch error, a problem body) passes through here before it reaches an error.
 */
import { validateProblem } from '../validate/contracts.js';
import type { Problem } from '../../generated/types.js';

/** Replaces every known secret in text; the set of secrets is read at call time (tokens change). */
export type Redactor = (text: string) => string;

const placeholder = '[redacted]';

/**
 * Secrets at least this long are redacted wherever any piece of this many characters of them
 * appears (so a token cut to its first 40 characters is caught too). A shorter secret could be an
 * ordinary word ("invalid"), so it is redacted only where it can only be a credential: a whole
 * text (a header value, a JSON string) and the `id:secret` pair. The client warns once about one.
 */
export const minSecretLength = 12;

/** The pieces of `secrets` that mark text as secret, and the short secrets. */
function piecesOf(secrets: readonly string[]): { pieces: Set<string>; short: string[] } {
  const pieces = new Set<string>();
  const short: string[] = [];
  for (const secret of secrets) {
    if (secret.length < minSecretLength) {
      if (secret.length > 0) short.push(secret);
      continue;
    }
    for (let i = 0; i + minSecretLength <= secret.length; i++) pieces.add(secret.slice(i, i + minSecretLength));
  }
  return { pieces, short };
}

/** Every span of `text` covered by a piece, merged, replaced by the placeholder. */
function redactPieces(text: string, pieces: ReadonlySet<string>): string {
  if (pieces.size === 0 || text.length < minSecretLength) return text;
  const spans: Array<[number, number]> = [];
  for (let i = 0; i + minSecretLength <= text.length; i++) {
    if (!pieces.has(text.slice(i, i + minSecretLength))) continue;
    const last = spans[spans.length - 1];
    if (last !== undefined && i <= last[1]) last[1] = i + minSecretLength;
    else spans.push([i, i + minSecretLength]);
  }
  if (spans.length === 0) return text;
  let out = '';
  let copied = 0;
  for (const [start, end] of spans) {
    out += text.slice(copied, start) + placeholder;
    copied = end;
  }
  return out + text.slice(copied);
}

/**
 * Builds a redactor over the secrets that `secrets()` returns at the moment of redaction, and the
 * `pairs` (`id:secret`) in which a short secret is a credential.
 */
export function createRedactor(secrets: () => Iterable<string>, pairs: () => Iterable<string> = () => []): Redactor {
  return (text) => {
    const known = [...secrets()];
    if (known.includes(text) && text.length > 0) return placeholder;
    const { pieces, short } = piecesOf(known);
    let out = redactPieces(text, pieces);
    if (short.length > 0) for (const pair of pairs()) if (pair.length > 0) out = out.split(pair).join(placeholder);
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
  const code =
    (original?.cause as { code?: unknown } | undefined)?.code ?? (original as { code?: unknown } | undefined)?.code;
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
