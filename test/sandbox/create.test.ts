import { beforeAll, describe, expect, it } from 'vitest';
import { validateConsentRequestRecord, validateProblem } from '../../src/index.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { adultPayload, getToken, postConsentRequest } from './support.js';
import { manualClock, startSandbox, useSandbox } from '../support/sandbox.js';
import type { Json } from '../support/examples.js';

let sandbox: Sandbox;
let url: string;
const fixture = useSandbox();
beforeAll(() => ({ sandbox, url } = fixture));

const createUrl = (): string => `${url}/api/cm/v1/df/consent-requests`;

async function problemOf(res: Response): Promise<Record<string, unknown>> {
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await res.json()) as Json;
  expect(validateProblem(body)).toEqual({ valid: true, diagnostics: [] });
  expect(body.status).toBe(res.status);
  return body;
}

describe('POST /api/cm/v1/df/consent-requests', () => {
  it('creates a pending record (201) that echoes the payload and points at its consent page', async () => {
    const payload = adultPayload();
    const res = await postConsentRequest(url, payload);
    expect(res.status).toBe(201);
    const record = (await res.json()) as Json;
    expect(validateConsentRequestRecord(record)).toEqual({ valid: true, diagnostics: [] });
    expect(record).toMatchObject({
      status: 'pending',
      requestId: payload.requestId,
      dpHash: payload.dataPrincipal.dpHash,
      fidId: payload.fiduciary.fidId,
      serviceId: payload.service.id,
    });
    expect(record.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z$/);
    expect(Math.abs(Date.parse(record.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(record.redirectUrl).toBe(`${url}/consent?cr_id=${record.crId}`);
  });

  it('gives every new request a fresh crId', async () => {
    const a = (await (await postConsentRequest(url, adultPayload())).json()) as Json;
    const b = (await (await postConsentRequest(url, adultPayload())).json()) as Json;
    expect(a.crId).not.toBe(b.crId);
  });

  it('replays the same record (200) for the same requestId and payload, even with keys reordered', async () => {
    const payload = adultPayload();
    const first = await postConsentRequest(url, payload);
    expect(first.status).toBe(201);
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    const again = await postConsentRequest(url, reordered);
    expect(again.status).toBe(200);
    expect((await again.json()) as Json).toEqual((await first.json()) as Json);
  });

  it('answers 409 with a problem when the requestId comes back with a different payload', async () => {
    const payload = adultPayload();
    const created = (await (await postConsentRequest(url, payload)).json()) as Json;
    const changed = { ...payload, service: { ...payload.service, name: 'Another name' } };
    const res = await postConsentRequest(url, changed);
    expect(res.status).toBe(409);
    const problem = await problemOf(res);
    expect(problem.type).toBe('urn:consent-contract:problem:request-id-conflict');
    expect(problem.detail).toContain(created.crId);
    expect(sandbox.inspect(created.crId)?.payload.service.name).toBe(payload.service.name);
  });

  it('answers 400 with the diagnostics for a payload the contract rejects', async () => {
    const payload = adultPayload();
    delete payload.fiduciary.fidId;
    payload.content.languages[0].purposes[0].retention = { duration: 6, unit: 'year' };
    payload.extra = null;
    const before = sandbox.stats().records;
    const res = await postConsentRequest(url, payload);
    expect(res.status).toBe(400);
    const problem = await problemOf(res);
    expect(problem.type).toBe('urn:consent-contract:problem:invalid-payload');
    const errors = problem.errors as Array<{ code: string; pointer: string }>;
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'schema/required', pointer: '/fiduciary/fidId' }),
        expect.objectContaining({
          code: 'retention-range',
          pointer: '/content/languages/0/purposes/0/retention/duration',
        }),
        expect.objectContaining({ pointer: '/extra' }),
      ]),
    );
    expect(sandbox.stats().records).toBe(before);
  });

  it.each([
    ['{"version": ', 'json/syntax'],
    ['', 'json/syntax'],
    ['   ', 'json/syntax'],
  ])('answers 400 json/syntax for the malformed body %j', async (text, code) => {
    const res = await postConsentRequest(url, text);
    expect(res.status).toBe(400);
    const problem = await problemOf(res);
    expect(problem.errors).toEqual([expect.objectContaining({ code, pointer: '', source: 'input' })]);
  });

  it('accepts a UTF-8 byte order mark and stores the payload without it', async () => {
    const payload = adultPayload();
    const res = await postConsentRequest(url, `\uFEFF${JSON.stringify(payload)}`);
    expect(res.status).toBe(201);
    const record = (await res.json()) as Json;
    expect(sandbox.inspect(record.crId)?.payload).toEqual(payload);
    expect((await fetch(record.redirectUrl)).status).toBe(200);
  });

  it('answers 400 input/lone-surrogate for a payload the command line also refuses', async () => {
    const payload = adultPayload();
    const body = JSON.stringify(payload).replace(
      `"name":"${payload.service.name}"`,
      `"name":"\\ud800${payload.service.name}"`,
    );
    expect(body).toContain('\\ud800');
    const res = await postConsentRequest(url, body);
    expect(res.status).toBe(400);
    expect((await problemOf(res)).errors).toEqual([
      expect.objectContaining({ code: 'input/lone-surrogate', pointer: '/service/name' }),
    ]);
  });

  it('answers 400 input/encoding for a body that is not UTF-8', async () => {
    const token = await getToken(url);
    const res = await fetch(createUrl(), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(res.status).toBe(400);
    expect((await problemOf(res)).errors).toEqual([expect.objectContaining({ code: 'input/encoding' })]);
  });

  it.each([
    ['text/plain', 415],
    ['application/x-www-form-urlencoded', 415],
    ['application/json; charset=latin1', 415],
    ['application/json; charset=UTF-8', 201],
    ['application/consent+json', 201],
  ])('Content-Type %s gets %i', async (contentType, status) => {
    const res = await postConsentRequest(url, adultPayload(), { 'content-type': contentType });
    expect(res.status).toBe(status);
    if (status === 415) expect((await problemOf(res)).type).toBe('urn:consent-contract:problem:unsupported-media-type');
  });

  describe('bearer token', () => {
    const challenge = 'Bearer error="invalid_token"';
    it.each([
      ['no Authorization header', undefined],
      ['a token the sandbox did not issue', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl'],
      ['Basic credentials', 'Basic ZGY6c2VjcmV0'],
      ['an empty Bearer', 'Bearer '],
    ])('answers 401 with the Bearer challenge for %s', async (_name, authorization) => {
      const res = await fetch(createUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization === undefined ? {} : { authorization }) },
        body: JSON.stringify(adultPayload()),
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe(challenge);
      expect((await problemOf(res)).type).toBe('urn:consent-contract:problem:unauthorized');
    });

    it('answers 401 for a tampered token', async () => {
      const token = await getToken(url);
      const [head, , signature] = token.split('.');
      const claims = Buffer.from(JSON.stringify({ sub: 'df-test-client', iat: 0, exp: 9e9, jti: 'x' })).toString(
        'base64url',
      );
      const res = await postConsentRequest(url, adultPayload(), {
        authorization: `Bearer ${head}.${claims}.${signature}`,
      });
      expect(res.status).toBe(401);
    });

    it('answers 401 once the token has expired, and accepts it before', async () => {
      const clock = manualClock();
      const { sandbox: timed, url: timedUrl } = await startSandbox({ tokenTtlSeconds: 60, now: clock.now });
      try {
        const token = await getToken(timedUrl);
        const send = (): Promise<Response> =>
          fetch(`${timedUrl}/api/cm/v1/df/consent-requests`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(adultPayload()),
          });
        clock.advance(59_000);
        expect((await send()).status).toBe(201);
        clock.advance(1_000);
        const expired = await send();
        expect(expired.status).toBe(401);
        expect(expired.headers.get('www-authenticate')).toBe(challenge);
      } finally {
        await timed.close();
      }
    });

    it('answers 401 after revokeTokens()', async () => {
      const token = await getToken(url);
      sandbox.revokeTokens();
      const res = await postConsentRequest(url, adultPayload(), { authorization: `Bearer ${token}` });
      expect(res.status).toBe(401);
    });
  });

  it('answers 405 with Allow: POST to GET', async () => {
    const res = await fetch(createUrl());
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    await problemOf(res);
  });

  it('answers 404 with a problem for unknown paths', async () => {
    const res = await fetch(`${url}/api/cm/v1/df/nothing-here`);
    expect(res.status).toBe(404);
    await problemOf(res);
  });
});

describe('GET /sandbox/consent-requests/{crId}', () => {
  it('returns the record, the payload and the status history', async () => {
    const payload = adultPayload();
    const record = (await (await postConsentRequest(url, payload)).json()) as Json;
    const res = await fetch(`${url}/sandbox/consent-requests/${record.crId}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.record).toEqual(record);
    expect(body.payload).toEqual(payload);
    expect(body.history).toEqual([{ event: 'created', status: 'pending', at: record.createdAt }]);
    expect(body.parentVerified).toBe(false);
  });

  it('answers 404 with a problem for an unknown or malformed crId', async () => {
    const res = await fetch(`${url}/sandbox/consent-requests/cr_unknown`);
    expect(res.status).toBe(404);
    await problemOf(res);
    expect((await fetch(`${url}/sandbox/consent-requests/%E0%A4%A`)).status).toBe(404);
  });
});
