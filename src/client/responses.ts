/** Turns the service's answers into values or typed errors. */
import { validateConsentRequestRecord, validateTokenResponse } from '../validate/contracts.js';
import type { ConsentRequest, ConsentRequestRecord, TokenResponse } from '../../generated/types.js';
import type { Diagnostic } from '../diagnostic.js';
import { ConsentAuthError, ConsentHttpError, ConsentValidationError } from './errors.js';
import { problemFrom, redactJson, type Redactor } from './redact.js';
import type { Exchange } from './transport.js';

function describe(answer: Exchange, redact: Redactor): { problem: ReturnType<typeof problemFrom>; summary: string } {
  const problem = problemFrom(answer.json, redact);
  const detail = problem?.detail === undefined ? '' : ` (${problem.detail})`;
  return { problem, summary: problem === undefined ? `HTTP ${answer.status}` : `HTTP ${answer.status} ${problem.title}${detail}` };
}

/** A non-success answer as the matching typed error. */
export function errorFor(answer: Exchange, redact: Redactor, what: 'token' | 'creation'): ConsentAuthError | ConsentHttpError {
  const { problem, summary } = describe(answer, redact);
  if (what === 'token' && (answer.status === 401 || answer.status === 403)) {
    return new ConsentAuthError(answer.status, problem, `the token endpoint refused the client credentials: ${summary}; check clientId and clientSecret`);
  }
  if (what === 'creation' && answer.status === 401) {
    return new ConsentAuthError(401, problem, `the service refused a freshly issued access token: ${summary}`);
  }
  const hint = answer.status === 400 ? `; ${problem?.errors?.length ?? 0} diagnostics in .diagnostics` : '';
  return new ConsentHttpError(answer.status, problem, `the ${what === 'token' ? 'token endpoint' : 'service'} answered ${summary}${hint}`);
}

/** The token response, validated; its diagnostics are redacted, since they may quote the token. */
export function tokenFrom(answer: Exchange, redact: Redactor): TokenResponse {
  const result = validateTokenResponse(answer.json);
  if (result.valid) return answer.json as TokenResponse;
  // Messages and params may quote the token; codes and pointers come from the schema and stay exact.
  const diagnostics = answer.json === undefined ? [notJson()] : result.diagnostics.map((d) => ({ ...d, message: redact(d.message), ...(d.params === undefined ? {} : { params: redactJson(d.params, redact) }) }));
  return invalid('token-response', diagnostics);
}

/** The created (200) or replayed (201) record, validated and checked to echo what was sent. */
export function recordFrom(answer: Exchange, sent: ConsentRequest): ConsentRequestRecord {
  if (answer.json === undefined) return invalid('record', [notJson()]);
  const result = validateConsentRequestRecord(answer.json);
  if (!result.valid) return invalid('record', result.diagnostics);
  const record = answer.json as ConsentRequestRecord;
  const mismatches = echoMismatches(record, sent);
  return mismatches.length === 0 ? record : invalid('record', mismatches);
}

function echoMismatches(record: ConsentRequestRecord, sent: ConsentRequest): Diagnostic[] {
  const expected: ReadonlyArray<[keyof ConsentRequestRecord, string]> = [
    ['requestId', sent.requestId],
    ['dpHash', sent.dataPrincipal.dpHash],
    ['fidId', sent.fiduciary.fidId],
    ['serviceId', sent.service.id],
  ];
  return expected
    .filter(([field, value]) => record[field] !== value)
    .map(([field, value]) => ({
      code: 'client/echo-mismatch',
      severity: 'error',
      pointer: `/${field}`,
      message: `the record's ${field} is ${JSON.stringify(record[field])} but ${JSON.stringify(value)} was sent; the answer is not for this request`,
      source: 'rule',
      params: { field, sent: value, received: record[field] },
    }));
}

function notJson(): Diagnostic {
  return { code: 'json/syntax', severity: 'error', pointer: '', message: 'the answer body is not JSON', source: 'input' };
}

function invalid(target: 'record' | 'token-response', diagnostics: readonly Diagnostic[]): never {
  const what = target === 'record' ? 'consent request record' : 'token response';
  const first = diagnostics[0];
  const lead = first === undefined ? '' : `: ${first.pointer === '' ? '' : `${first.pointer} `}${first.message}`;
  throw new ConsentValidationError(target, diagnostics, `the service sent an invalid ${what} (${diagnostics.length} diagnostics)${lead}`);
}
