/** Turns the service's answers into values or typed errors. */
import { validateConsentRequestRecord, validateTokenResponse } from '../validate/contracts.js';
import type { ConsentRequestRecord, TokenResponse } from '../../generated/types.js';
import type { Diagnostic } from '../diagnostic.js';
import { describeValue, plural } from '../describe-value.js';
import { ConsentAuthError, ConsentHttpError, ConsentValidationError } from './errors.js';
import { problemFrom, redactJson, type Redactor } from './redact.js';
import type { Exchange } from './transport.js';

function describe(answer: Exchange, redact: Redactor): { problem: ReturnType<typeof problemFrom>; summary: string } {
  const problem = problemFrom(answer.json, redact);
  const detail = problem?.detail === undefined ? '' : ` (${problem.detail})`;
  return {
    problem,
    summary: problem === undefined ? `HTTP ${answer.status}` : `HTTP ${answer.status} ${problem.title}${detail}`,
  };
}

/** A non-success answer as the matching typed error. */
export function errorFor(
  answer: Exchange,
  redact: Redactor,
  what: 'token' | 'creation',
): ConsentAuthError | ConsentHttpError {
  const { problem, summary } = describe(answer, redact);
  if (what === 'token' && (answer.status === 401 || answer.status === 403)) {
    return new ConsentAuthError(
      answer.status,
      problem,
      `the token endpoint refused the client credentials: ${summary}; check clientId and clientSecret`,
    );
  }
  if (what === 'creation' && answer.status === 401) {
    return new ConsentAuthError(401, problem, `the service refused a freshly issued access token: ${summary}`);
  }
  const hint = answer.status === 400 ? `; ${problem?.errors?.length ?? 0} diagnostics in .diagnostics` : '';
  return new ConsentHttpError(
    answer.status,
    problem,
    `the ${what === 'token' ? 'token endpoint' : 'service'} answered ${summary}${hint}`,
  );
}

/**
 * Diagnostics about an answer, redacted: messages, params and pointers may quote what the service
 * sent (a token, a secret echoed into a record). Codes come from the schema and rules and stay exact.
 */
function redactDiagnostics(diagnostics: readonly Diagnostic[], redact: Redactor): Diagnostic[] {
  return diagnostics.map((d) => ({
    ...d,
    pointer: redact(d.pointer),
    message: redact(d.message),
    ...(d.params === undefined ? {} : { params: redactJson(d.params, redact) }),
  }));
}

/** The token response, validated; its diagnostics are redacted, since they may quote the token. */
export function tokenFrom(answer: Exchange, redact: Redactor): TokenResponse {
  const result = validateTokenResponse(answer.json);
  if (result.valid) return answer.json as TokenResponse;
  return invalid(
    'token-response',
    answer.json === undefined ? [notJson()] : redactDiagnostics(result.diagnostics, redact),
  );
}

/**
 * The created (200) or replayed (201) record, validated and checked to echo what was sent: `sent`
 * is the body as sent (JSON.parse of the serialised payload, so toJSON and dropped members are
 * what the service saw). Every diagnostic is redacted.
 */
export function recordFrom(answer: Exchange, sent: unknown, redact: Redactor): ConsentRequestRecord {
  if (answer.json === undefined) return invalid('record', [notJson()]);
  const result = validateConsentRequestRecord(answer.json);
  if (!result.valid) return invalid('record', redactDiagnostics(result.diagnostics, redact));
  const record = answer.json as ConsentRequestRecord;
  const mismatches = echoMismatches(record, sent);
  return mismatches.length === 0 ? record : invalid('record', redactDiagnostics(mismatches, redact));
}

/** A member of the body as sent, by path; undefined where the body has another shape. */
function sentValue(sent: unknown, path: readonly string[]): unknown {
  let value = sent;
  for (const key of path)
    value =
      typeof value === 'object' && value !== null && Object.hasOwn(value, key)
        ? (value as Record<string, unknown>)[key]
        : undefined;
  return value;
}

function echoMismatches(record: ConsentRequestRecord, sent: unknown): Diagnostic[] {
  const expected: ReadonlyArray<[keyof ConsentRequestRecord, unknown]> = [
    ['requestId', sentValue(sent, ['requestId'])],
    ['dpHash', sentValue(sent, ['dataPrincipal', 'dpHash'])],
    ['fidId', sentValue(sent, ['fiduciary', 'fidId'])],
    ['serviceId', sentValue(sent, ['service', 'id'])],
  ];
  return expected
    .filter(([field, value]) => record[field] !== value)
    .map(([field, value]) => ({
      code: 'client/echo-mismatch',
      severity: 'error',
      pointer: `/${field}`,
      message: `the record's ${field} is ${clipped(record[field])} but ${clipped(value)} was sent; the answer is not for this request`,
      source: 'rule',
      params: { field, sent: value, received: record[field] },
    }));
}

/** A value quoted for a message, cut like other echoed text. */
const clipped = (value: unknown): string => describeValue(value);

function notJson(): Diagnostic {
  return {
    code: 'json/syntax',
    severity: 'error',
    pointer: '',
    message: 'the answer body is not JSON',
    source: 'input',
  };
}

function invalid(target: 'record' | 'token-response', diagnostics: readonly Diagnostic[]): never {
  const what = target === 'record' ? 'consent request record' : 'token response';
  const first = diagnostics[0];
  const lead = first === undefined ? '' : `: ${first.pointer === '' ? '' : `${first.pointer} `}${first.message}`;
  throw new ConsentValidationError(
    target,
    diagnostics,
    `the service sent an invalid ${what} (${plural(diagnostics.length, 'diagnostic')})${lead}`,
  );
}
