/**
 * The judge of sandbox answers can fail: recorded answers broken in each way the OpenAPI forbids
 * (an undocumented status, a body against its schema, a wrong content type, a missing required
 * header) are each rejected by Prism, and the answers that keep to the description pass.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rootDir } from './examples.js';
import { openApiJudge, type RecordedAnswer } from './openapi-judge.js';

const example = (file: string): string => readFileSync(`${rootDir}schema/examples/responses/${file}`, 'utf8');
const problemType = 'application/problem+json; charset=utf-8';
const creation = { method: 'POST', path: '/api/cm/v1/df/consent-requests' } as const;
const token = { method: 'GET', path: '/api/auth/v1/df/token' } as const;
const problem = (status: number, title = 'Something'): string =>
  JSON.stringify({ type: 'urn:consent-contract:problem:x', title, status });

const good: Record<string, RecordedAnswer> = {
  created: {
    ...creation,
    status: 201,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: example('record.json'),
  },
  token: {
    ...token,
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: example('token.json'),
  },
  invalid: { ...creation, status: 400, headers: { 'content-type': problemType }, body: example('problem-400.json') },
  unauthorized: {
    ...creation,
    status: 401,
    headers: { 'content-type': problemType, 'www-authenticate': 'Bearer error="invalid_token"' },
    body: example('problem-401.json'),
  },
  'too many': {
    ...creation,
    status: 429,
    headers: { 'content-type': problemType, 'retry-after': '1' },
    body: problem(429),
  },
  'a 500 without Retry-After': { ...token, status: 500, headers: { 'content-type': problemType }, body: problem(500) },
};

/** Each broken answer, with a piece of what Prism must say about it. */
const broken: Array<[string, RecordedAnswer, RegExp]> = [
  ['an undocumented status', { ...good.invalid!, status: 418, body: problem(418) }, /status code/],
  ['an undocumented 2xx', { ...good.created!, status: 202 }, /status code/],
  [
    'a record without its crId',
    { ...good.created!, body: JSON.stringify({ ...JSON.parse(example('record.json')), crId: undefined }) },
    /crId/,
  ],
  ['a problem without its title', { ...good.invalid!, body: JSON.stringify({ status: 400 }) }, /title/],
  ['a token answer that is not an object', { ...good.token!, body: '"a-token"' }, /must be object/],
  ['an HTML problem', { ...good.invalid!, headers: { 'content-type': 'text/html; charset=utf-8' } }, /media type/],
  ['a record sent as text', { ...good.created!, headers: { 'content-type': 'text/plain' } }, /media type/],
  [
    'a 401 without WWW-Authenticate',
    { ...good.unauthorized!, headers: { 'content-type': problemType } },
    /www-authenticate/,
  ],
  [
    'a token 401 without WWW-Authenticate',
    { ...good.unauthorized!, ...token, headers: { 'content-type': problemType } },
    /www-authenticate/,
  ],
  ['a 429 without Retry-After', { ...good['too many']!, headers: { 'content-type': problemType } }, /retry-after/],
];

describe('the OpenAPI judge (Prism)', async () => {
  const judge = await openApiJudge();

  it.each(Object.entries(good))('accepts %s', (_name, answer) => {
    expect(judge.answer(answer)).toMatchObject({ judged: true, problems: [] });
  });

  it.each(broken)('rejects %s', (_name, answer, said) => {
    const verdict = judge.answer(answer);
    expect(verdict.judged).toBe(true);
    expect(verdict.judged && verdict.problems.join('\n')).toMatch(said);
  });

  it('judges only the operations the OpenAPI describes', () => {
    const page = {
      method: 'GET',
      path: '/consent',
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: '<p>',
    };
    expect(judge.answer(page)).toEqual({ judged: false, reason: 'GET /consent is not an operation of the OpenAPI' });
    expect(judge.answer({ ...good.created!, method: 'PUT', status: 405 }).judged).toBe(false);
  });

  it('leaves an undocumented status to X-Sandbox-Fault when asked for, and judges the rest of such an answer', () => {
    const asked = { ...good.invalid!, status: 418, body: problem(418), fault: '418' };
    expect(judge.answer(asked)).toMatchObject({ judged: false });
    expect(judge.answer({ ...asked, fault: 'delay=10' })).toMatchObject({ judged: true });
    const documented = { ...good['too many']!, headers: { 'content-type': problemType }, fault: '429' };
    expect(judge.answer(documented)).toMatchObject({ judged: true, problems: [expect.stringMatching(/retry-after/)] });
  });

  it('judges a request body by the operation request schema', async () => {
    const adult = JSON.parse(readFileSync(`${rootDir}schema/examples/adult.json`, 'utf8'));
    expect(judge.requestBody(creation.method, creation.path, adult)).toEqual([]);
    expect(judge.requestBody(creation.method, creation.path, { ...adult, extra: 1 }).join()).toMatch(/extra/);
    expect(judge.requestBody(creation.method, creation.path, { ...adult, version: 2 }).join()).toMatch(/version/);
  });
});
