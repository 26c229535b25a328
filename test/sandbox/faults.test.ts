import { beforeAll, describe, expect, it } from 'vitest';
import { validateProblem } from '../../src/index.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { parseFault } from '../../src/sandbox/faults.js';
import { adultPayload, basic, credentials, postConsentRequest } from './support.js';
import { useSandbox } from '../support/sandbox.js';
import type { Json } from '../support/examples.js';

let sandbox: Sandbox;
let url: string;
const fixture = useSandbox();
beforeAll(() => ({ sandbox, url } = fixture));

describe('parseFault', () => {
  it.each([
    [undefined, {}],
    ['500', { status: 500 }],
    ['503', { status: 503 }],
    ['429', { status: 429 }],
    ['drop', { drop: true }],
    ['delay=250', { delayMs: 250 }],
    [' Delay=10 , 502 ', { delayMs: 10, status: 502 }],
  ])('reads %j', (header, fault) => {
    expect(parseFault(header)).toEqual(fault);
  });

  it.each(['200', '600', 'delay=60001', 'delay=-1', 'explode', 'delay='])(
    'explains why %j is not a fault',
    (header) => {
      expect(parseFault(header)).toMatch(/^X-Sandbox-Fault directive ".*" is not one of/);
    },
  );
});

describe('X-Sandbox-Fault', () => {
  it('answers the asked status with a problem and creates nothing, logging the requestId', async () => {
    const payload = adultPayload();
    const before = sandbox.stats().records;
    const res = await postConsentRequest(url, payload, { 'x-sandbox-fault': '503' });
    expect(res.status).toBe(503);
    const problem = (await res.json()) as Json;
    expect(validateProblem(problem).valid).toBe(true);
    expect(problem.type).toBe('urn:consent-contract:problem:sandbox-fault');
    expect(sandbox.stats().records).toBe(before);
    expect(sandbox.requests().at(-1)).toMatchObject({ status: 503, requestId: payload.requestId, fault: '503' });
  });

  it.each([
    [429, '1'],
    [503, '1'],
    [500, null],
  ])('answers %i with Retry-After %s, as the OpenAPI documents', async (status, retryAfter) => {
    const res = await postConsentRequest(url, adultPayload(), { 'x-sandbox-fault': String(status) });
    expect(res.status).toBe(status);
    expect(res.headers.get('retry-after')).toBe(retryAfter);
  });

  it('answers an asked 401 with the endpoint challenge, as the OpenAPI requires of every 401', async () => {
    const created = await postConsentRequest(url, adultPayload(), { 'x-sandbox-fault': '401' });
    expect(created.status).toBe(401);
    expect(created.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    const authorization = basic(credentials.clientId, credentials.clientSecret);
    const token = await fetch(`${url}/api/auth/v1/df/token`, { headers: { authorization, 'x-sandbox-fault': '401' } });
    expect(token.status).toBe(401);
    expect(token.headers.get('www-authenticate')).toMatch(/^Basic realm="[^"]+", charset="UTF-8"$/);
  });

  it('drops the connection without an answer', async () => {
    const payload = adultPayload();
    await expect(postConsentRequest(url, payload, { 'x-sandbox-fault': 'drop' })).rejects.toThrow(TypeError);
    await expect
      .poll(() => sandbox.requests().at(-1))
      .toMatchObject({ status: 0, requestId: payload.requestId, fault: 'drop' });
  });

  it('delays the answer after acting', async () => {
    const payload = adultPayload();
    const started = Date.now();
    const res = await postConsentRequest(url, payload, { 'x-sandbox-fault': 'delay=300' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(res.status).toBe(201);
  });

  it('applies to the token endpoint too, after the credentials are checked', async () => {
    const authorization = basic(credentials.clientId, credentials.clientSecret);
    const tokenUrl = `${url}/api/auth/v1/df/token`;
    expect((await fetch(tokenUrl, { headers: { authorization, 'x-sandbox-fault': '500' } })).status).toBe(500);
    expect((await fetch(tokenUrl, { headers: { 'x-sandbox-fault': '500' } })).status).toBe(401);
  });

  it('answers 400 with a problem to a malformed directive', async () => {
    const res = await postConsentRequest(url, adultPayload(), { 'x-sandbox-fault': 'explode' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).type).toBe('urn:consent-contract:problem:invalid-fault');
  });
});
