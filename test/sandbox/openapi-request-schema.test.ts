/**
 * The sandbox never accepts what the OpenAPI refuses (issue 9): generated bodies, valid ones and
 * ones broken by every mutation operator of consent-contract/testing, are posted to the real
 * sandbox, and each is judged by Prism against the creation operation's request schema. A 2xx
 * answer means Prism accepts the body. The converse holds as far as a schema can reach: a body
 * Prism accepts is created or refused for business rules only, never for the schema.
 * schema/DECISIONS.md, "Sandbox answers judged against the OpenAPI (issue 9)", says why a
 * business rule may still refuse it.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentRequestArbitrary, invalidConsentRequestArbitrary, mutations } from '../../src/testing/index.js';
import { type OpenApiJudge, openApiJudge } from '../support/openapi-judge.js';
import { manualClock, useSandbox } from '../support/sandbox.js';
import { getToken } from './support.js';

const creation = '/api/cm/v1/df/consent-requests';
const fixture = useSandbox({ now: manualClock().now });
let token: string;
let judge: OpenApiJudge;
beforeAll(async () => {
  token = await getToken(fixture.url);
  judge = await openApiJudge();
});

/** A body with its own requestId (unless a mutation broke that member), so no two runs conflict (409). */
const body = fc
  .tuple(
    fc.oneof(
      consentRequestArbitrary().map((payload) => ({ mutation: 'none', payload: payload as unknown })),
      invalidConsentRequestArbitrary({ severity: 'any' }),
    ),
    fc.uuid({ version: 4 }),
  )
  .map(([{ mutation, payload }, requestId]) => {
    const p = payload as { requestId?: unknown };
    const fresh = typeof p.requestId === 'string' && p.requestId.trim() !== '';
    return { mutation, payload: fresh ? { ...p, requestId } : p };
  });

interface Answer {
  readonly status: number;
  /** The errors of a 400, as `code pointer`. */
  readonly errors: readonly string[];
}

/**
 * Schema errors a body Prism accepts may still get: the formats. The package's `uri` (written
 * `iri` in the OpenAPI) and `email` are its own, stricter than ajv-formats' regular expressions
 * that Prism applies (ajv-formats has no `iri` at all, and does not count an address's length).
 */
const formatError = /^schema\/format /;

async function post(payload: unknown): Promise<Answer> {
  const res = await fetch(`${fixture.url}${creation}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const answer = (await res.json()) as { errors?: { code: string; severity: string; pointer: string }[] };
  const errors = (answer.errors ?? []).filter((e) => e.severity === 'error');
  return { status: res.status, errors: errors.map((e) => `${e.code} ${e.pointer}`) };
}

describe('creation against the OpenAPI request schema (Prism)', () => {
  it('answers 2xx only to bodies Prism accepts, refusing a body Prism accepts only for business rules or stricter formats', async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(body, async ({ mutation, payload }) => {
        const refused = judge.requestBody('POST', creation, payload);
        const answer = await post(payload);
        seen.set(mutation, (seen.get(mutation) ?? 0) + 1);
        if (answer.status < 300) expect(refused, `${mutation}: the sandbox created it`).toEqual([]);
        if (refused.length === 0) {
          expect([200, 201, 400], mutation).toContain(answer.status);
          const schemaErrors = answer.errors.filter((e) => e.startsWith('schema/') && !formatError.test(e));
          expect(schemaErrors, mutation).toEqual([]);
        } else {
          expect(answer.status, `${mutation}: ${refused.join('; ')}`).toBe(400);
        }
      }),
      { seed: 20_261_123, numRuns: 100, endOnFailure: true },
    );
    // The runs reached valid bodies and most operators (a sampling check, not a timing one).
    expect(seen.get('none')).toBeGreaterThan(0);
    expect(seen.size).toBeGreaterThan(mutations.length / 2);
  });
});
