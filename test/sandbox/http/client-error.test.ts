/** Requests Node's parser refuses, and clients too slow: a problem body, a closed connection, a log line. */
import { beforeAll, describe, expect, it } from 'vitest';
import { validateProblem } from '../../../src/index.js';
import type { RequestLogEntry, Sandbox } from '../../../src/sandbox/index.js';
import { clientErrorProblem, requestLineOf } from '../../../src/sandbox/http/client-error.js';
import { getToken, rawExchange, type RawAnswer } from '../support.js';
import { contradictions, useSandbox } from '../../support/sandbox.js';
import { type OpenApiJudge, openApiJudge } from '../../support/openapi-judge.js';

let sandbox: Sandbox;
let url: string;
let judge: OpenApiJudge;
const logged: RequestLogEntry[] = [];
const fixture = useSandbox({ headersTimeoutMs: 500, requestTimeoutMs: 1000, onRequest: (e) => logged.push(e) });
beforeAll(async () => {
  ({ sandbox, url } = fixture);
  judge = await openApiJudge();
});

/**
 * Checks the problem; an answer to a request for an operation is also judged against the OpenAPI
 * here, since an answer written straight to the socket never reaches the fixture's recorder.
 */
function expectProblem(answer: RawAnswer, status: number, slug: string, method = '', path = ''): void {
  if (method !== '') expect(contradictions(judge, [{ method, path, ...answer }])).toEqual([]);
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  expect(answer.headers.connection).toBe('close');
  const problem = JSON.parse(answer.body);
  expect(validateProblem(problem).valid).toBe(true);
  expect(problem).toMatchObject({ status, type: `urn:consent-contract:problem:${slug}` });
}

const creation = '/api/cm/v1/df/consent-requests';
const create = `POST ${creation} HTTP/1.1\r\nHost: 127.0.0.1\r\n`;

describe('HTTP-level errors', () => {
  it.each([
    ['a request line that is not HTTP', 'GARBAGE\r\n\r\n', '', ''],
    ['an invalid method character', 'GE(T / HTTP/1.1\r\nHost: x\r\n\r\n', '', ''],
    [
      'Transfer-Encoding together with Content-Length',
      `${create}Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      'POST',
      '/api/cm/v1/df/consent-requests',
    ],
    [
      'a header line without a colon',
      `${create}Content-Type application/json\r\n\r\n`,
      'POST',
      '/api/cm/v1/df/consent-requests',
    ],
  ])('answers %s with a 400 problem and logs it', async (_name, text, method, path) => {
    const before = logged.length;
    expectProblem(await rawExchange(sandbox.port, text), 400, 'bad-request', method, path);
    expect(logged.slice(before)).toEqual([expect.objectContaining({ method, path, status: 400 })]);
    expect(sandbox.requests().at(-1)).toMatchObject({ status: 400 });
  });

  it('answers headers over the limit with 431', async () => {
    const before = logged.length;
    expectProblem(
      await rawExchange(sandbox.port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
      431,
      'headers-too-large',
    );
    expect(logged.slice(before)).toEqual([expect.objectContaining({ status: 431 })]);
  });

  it('answers a client that never finishes its headers with 408 and closes the connection (slowloris)', async () => {
    const before = logged.length;
    expectProblem(await rawExchange(sandbox.port, create), 408, 'request-timeout', 'POST', creation);
    expect(logged.slice(before)).toEqual([expect.objectContaining({ status: 408 })]);
  });

  it('answers a body that stops coming with 408 through the request, logged with its path', async () => {
    const token = await getToken(url);
    const before = logged.length;
    const head =
      `${create}Authorization: Bearer ${token}\r\nContent-Type: application/json\r\n` +
      'Content-Length: 100\r\n\r\n{"version"';
    expectProblem(await rawExchange(sandbox.port, head), 408, 'request-timeout');
    await expect
      .poll(() => logged.slice(before))
      .toEqual([expect.objectContaining({ method: 'POST', path: '/api/cm/v1/df/consent-requests', status: 408 })]);
  });

  it('answers a malformed chunk in a body being read with 400, logged with its path', async () => {
    const token = await getToken(url);
    const before = logged.length;
    const head =
      `${create}Authorization: Bearer ${token}\r\nContent-Type: application/json\r\n` +
      'Transfer-Encoding: chunked\r\n\r\n2\r\n{"\r\nZZ\r\n';
    expectProblem(await rawExchange(sandbox.port, head), 400, 'bad-request');
    await expect
      .poll(() => logged.slice(before))
      .toEqual([expect.objectContaining({ path: '/api/cm/v1/df/consent-requests', status: 400 })]);
  });

  it('keeps serving afterwards', async () => {
    expect((await fetch(`${url}/`)).status).toBe(200);
  });
});

describe('clientErrorProblem and requestLineOf', () => {
  const limits = { headersTimeoutMs: 1, requestTimeoutMs: 2 };
  it('maps Node codes to problem types; a reset gets no answer', () => {
    expect(clientErrorProblem(Object.assign(new Error('x'), { code: 'ECONNRESET' }), limits)).toBeUndefined();
    expect(
      clientErrorProblem(Object.assign(new Error('x'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), limits)?.status,
    ).toBe(408);
    expect(clientErrorProblem(Object.assign(new Error('x'), { code: 'HPE_HEADER_OVERFLOW' }), limits)?.status).toBe(
      431,
    );
    expect(
      clientErrorProblem(
        Object.assign(new Error('Parse Error: Invalid method'), { code: 'HPE_INVALID_METHOD' }),
        limits,
      ),
    ).toMatchObject({
      status: 400,
      detail: 'The request is not valid HTTP/1.1 (HPE_INVALID_METHOD: Invalid method); the connection is closed.',
    });
  });

  it('reads method and path of a well-formed request line only', () => {
    expect(requestLineOf(Buffer.from('POST /a/b?c=d HTTP/1.1\r\nHost: x'))).toEqual({ method: 'POST', path: '/a/b' });
    expect(requestLineOf(Buffer.from('\u001b[31m / HTTP/1.1'))).toEqual({ method: '', path: '' });
    expect(requestLineOf(undefined)).toEqual({ method: '', path: '' });
  });
});
