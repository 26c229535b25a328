/** The expectations checks share: statuses, problem bodies, challenges, diagnostics, records, the page. */
import type { ConsentRequest, ConsentRequestRecord, Problem } from '../../generated/types.js';
import { challengeScheme } from '../problems/challenges.js';
import { validateConsentRequestRecord, validateProblem } from '../validate/contracts.js';
import type { Sink } from './check.js';
import type { Answer } from './http/sender.js';
import { mediaEssence } from './openapi/judge.js';

/** A short description of an answer: `401 application/problem+json "Unauthorized"`. */
export function describeAnswer(answer: Answer): string {
  const media = mediaEssence(answer.headers.get('content-type'));
  const title = (answer.json as { title?: unknown } | undefined)?.title;
  return `${answer.status}${media === '' ? '' : ` ${media}`}${typeof title === 'string' ? ` ${JSON.stringify(title.slice(0, 80))}` : ''}`;
}

/** The status is one of `allowed`. */
export function expectStatus(
  ctx: Sink,
  answer: Answer,
  allowed: readonly number[],
  why: string,
  expected?: string,
): boolean {
  return ctx.expect(allowed.includes(answer.status), {
    message: `answered ${describeAnswer(answer)}`,
    expected: expected ?? allowed.join(' or '),
    why,
  });
}

/** `status`, application/problem+json, a body that passes the problem schema with the same status. */
export function expectProblem(ctx: Sink, answer: Answer, status: number, why: string): Problem | undefined {
  if (!expectStatus(ctx, answer, [status], why, `${status} with a problem body (application/problem+json)`))
    return undefined;
  const media = mediaEssence(answer.headers.get('content-type'));
  ctx.expect(media === 'application/problem+json', {
    message: `the ${status} answer has Content-Type ${media || '(none)'}`,
    expected: 'application/problem+json',
    why,
  });
  const result = validateProblem(answer.json);
  if (
    !ctx.expect(result.valid, {
      message: `the ${status} body is not a problem: ${answer.json === undefined ? 'not JSON' : (result.diagnostics[0]?.message ?? '')}`,
      expected: 'an RFC 9457 problem (problem.v1 schema)',
      why,
    })
  )
    return undefined;
  const problem = answer.json as Problem;
  ctx.expect(problem.status === status, {
    message: `the problem says status ${problem.status} in a ${status} answer`,
    expected: `status ${status}`,
    why,
  });
  return problem;
}

/** A 401 with a problem body and a challenge of the scheme. */
export function expectChallenge(ctx: Sink, answer: Answer, scheme: 'Basic' | 'Bearer', why: string): void {
  if (expectProblem(ctx, answer, 401, why) === undefined && answer.status !== 401) return;
  const header = answer.headers.get('www-authenticate');
  ctx.expect(challengeScheme(header) === scheme.toLowerCase(), {
    message:
      header === null
        ? 'the 401 answer has no WWW-Authenticate header'
        : `the 401 answer challenges with ${JSON.stringify(header.slice(0, 80))}`,
    expected: `WWW-Authenticate: ${scheme} ...`,
    why,
  });
}

/** A 400 problem whose errors hold the diagnostic `code` at `pointer`. */
export function expectRejected(ctx: Sink, answer: Answer, code: string, pointer: string, why: string): void {
  const problem = expectProblem(ctx, answer, 400, why);
  if (problem === undefined) return;
  const errors = problem.errors ?? [];
  ctx.expect(
    errors.some((d) => d.code === code && d.pointer === pointer),
    {
      message: `the 400 problem lists ${
        errors.length === 0
          ? 'no errors'
          : errors
              .slice(0, 5)
              .map((d) => `${d.code} at ${JSON.stringify(d.pointer)}`)
              .join(', ')
      }`,
      expected: `errors to include ${code} at ${JSON.stringify(pointer)}`,
      why,
    },
  );
}

/** A 2xx record, valid, pending, echoing what was sent; returns it when it is usable. */
export function expectRecord(
  ctx: Sink,
  answer: Answer,
  sent: ConsentRequest,
  why: string,
): ConsentRequestRecord | undefined {
  if (!expectStatus(ctx, answer, [200, 201], why, '200 or 201 with the record')) return undefined;
  const result = validateConsentRequestRecord(answer.json);
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (
    !ctx.expect(result.valid, {
      message: `the record is not valid: ${
        errors
          .slice(0, 3)
          .map((d) => `${d.pointer || '/'}: ${d.message} (${d.code})`)
          .join('; ') || 'not JSON'
      }`,
      expected: 'a Consent Request record (schema and record-redirect-url)',
      why,
    })
  ) {
    return undefined;
  }
  const record = answer.json as ConsentRequestRecord;
  const echoes: ReadonlyArray<readonly [keyof ConsentRequestRecord, string]> = [
    ['requestId', sent.requestId],
    ['dpHash', sent.dataPrincipal.dpHash],
    ['fidId', sent.fiduciary.fidId],
    ['serviceId', sent.service.id],
  ];
  for (const [member, value] of echoes) {
    ctx.expect(record[member] === value, {
      message: `record.${member} is ${JSON.stringify(record[member])}`,
      expected: `${JSON.stringify(value)}, as sent`,
      why,
    });
  }
  ctx.expect(record.status === 'pending', {
    message: `record.status is ${JSON.stringify(record.status)}`,
    expected: '"pending" on creation',
    why,
  });
  return record;
}
