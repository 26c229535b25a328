/** The OpenAPI judge on hand-made answers: each kind of disagreement is found, a conforming answer passes. */
import { describe, expect, it } from 'vitest';
import { packageOpenApi } from '../../../src/conformance/openapi/document.js';
import { judgeAgainstOpenApi, type JudgedAnswer } from '../../../src/conformance/openapi/judge.js';
import { problemBody } from '../../../src/problems/problem-types.js';

const creation = '/api/cm/v1/df/consent-requests';
const token = '/api/auth/v1/df/token';

function answer(
  status: number,
  contentType: string | undefined,
  body: unknown,
  headers: Record<string, string> = {},
  path = creation,
  method = 'POST',
): JudgedAnswer {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    method,
    path,
    status,
    headers: new Headers({ ...(contentType === undefined ? {} : { 'content-type': contentType }), ...headers }),
    text,
    json: body,
  };
}

const judge = (a: JudgedAnswer): string[] => judgeAgainstOpenApi(packageOpenApi(), a).map((f) => f.message);
const unauthorized = problemBody('unauthorized', 'no token');

describe('judgeAgainstOpenApi', () => {
  it('passes a documented answer', () => {
    expect(
      judge(
        answer(401, 'application/problem+json', unauthorized, { 'www-authenticate': 'Bearer error="invalid_token"' }),
      ),
    ).toEqual([]);
    expect(judge(answer(503, 'application/problem+json', problemBody('unavailable', 'later')))).toEqual([]);
  });

  it('finds an undocumented status', () => {
    expect(judge(answer(422, 'application/problem+json', problemBody('invalid-payload', 'x', [], 422)))).toEqual([
      expect.stringContaining('answered 422, a status the OpenAPI description does not document'),
    ]);
  });

  it('finds an undocumented Content-Type and a body that is not the documented schema', () => {
    expect(judge(answer(400, 'text/plain', problemBody('invalid-payload', 'x', [])))).toEqual([
      expect.stringContaining('has Content-Type text/plain'),
    ]);
    expect(judge(answer(400, 'application/problem+json', { error: 'bad' }))).toEqual([
      expect.stringContaining('is not a valid Problem'),
    ]);
    expect(judge(answer(200, 'application/json', { token: 't', tokenType: 'Bearer' }, {}, token, 'GET'))).toEqual([
      expect.stringContaining('is not a valid TokenResponse'),
    ]);
  });

  it('finds a missing required header, when the description marks one required', () => {
    const document = structuredClone(packageOpenApi()) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    const responses = document.paths[creation].post.responses;
    const ref = responses['401'].$ref as string | undefined;
    const response =
      ref === undefined ? responses['401'] : document.components.responses[ref.split('/').at(-1) as string];
    response.headers = { 'WWW-Authenticate': { required: true, schema: { type: 'string' } } };
    const found = judgeAgainstOpenApi(document, answer(401, 'application/problem+json', unauthorized)).map(
      (f) => f.message,
    );
    expect(found).toEqual(['the 401 answer has no WWW-Authenticate header']);
  });

  it('leaves alone what the description does not describe', () => {
    expect(judge(answer(404, 'text/html', undefined, {}, '/consent', 'GET'))).toEqual([]);
  });
});
