import { beforeAll, describe, expect, it } from 'vitest';
import { ConsentConfigError, ConsentHttpError, createConsentClient } from '../../src/client/index.js';
import { validateConsentRequestRecord, validateProblem } from '../../src/index.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { adultPayload, credentials, minorPayload } from '../sandbox/support.js';
import { useSandbox } from '../support/sandbox.js';

let sandbox: Sandbox;
let url: string;
const fixture = useSandbox();
beforeAll(() => ({ sandbox, url } = fixture));

describe('createConsentClient against the sandbox', () => {
  it('gets a token, creates the consent request and resolves to the validated record', async () => {
    const client = createConsentClient({ baseUrl: url, ...credentials });
    const payload = adultPayload();
    const record = await client.createConsentRequest(payload);
    expect(validateConsentRequestRecord(record).valid).toBe(true);
    expect(record).toMatchObject({ status: 'pending', requestId: payload.requestId, serviceId: 'savings-account' });
    expect(sandbox.inspect(record.crId)?.payload).toEqual(payload);
    const minor = await client.createConsentRequest(minorPayload());
    expect(minor.fidId).toBe('FID-PADHAI-LEARN-017');
  });

  it('resolves to the same record when the same payload is sent again (200 replay)', async () => {
    const client = createConsentClient({ baseUrl: url, ...credentials });
    const payload = adultPayload();
    const first = await client.createConsentRequest(payload);
    const again = await client.createConsentRequest(payload);
    expect(again).toEqual(first);
    expect(
      sandbox
        .requests()
        .filter((r) => r.requestId === payload.requestId)
        .map((r) => r.status),
    ).toEqual([201, 200]);
  });

  it('throws ConsentHttpError with status 409 and the problem when the requestId is reused for another payload', async () => {
    const client = createConsentClient({ baseUrl: url, ...credentials });
    const payload = adultPayload();
    await client.createConsentRequest(payload);
    const error = await client.createConsentRequest({ ...payload, supersedesPrevious: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsentHttpError);
    const http = error as ConsentHttpError;
    expect(http.status).toBe(409);
    expect(http.code).toBe('CONSENT_HTTP');
    expect(validateProblem(http.problem).valid).toBe(true);
    expect(http.problem?.type).toBe('urn:consent-contract:problem:request-id-conflict');
    expect(http.message).toContain('409');
  });

  it('works with a base URL that has a trailing slash', async () => {
    const client = createConsentClient({ baseUrl: `${url}/`, ...credentials });
    expect((await client.createConsentRequest(adultPayload())).status).toBe('pending');
  });
});

describe('options', () => {
  it.each(['http://consent.example', 'http://10.0.0.1:4010', 'http://127.example', 'ftp://127.0.0.1'])(
    'refuses %s',
    (baseUrl) => {
      expect(() => createConsentClient({ baseUrl, ...credentials })).toThrow(ConsentConfigError);
    },
  );

  it.each([
    'http://127.0.0.1:4010',
    'http://localhost:4010',
    'http://[::1]:4010',
    'http://127.1.2.3',
    'https://consent.example',
    'https://consent.example/prefix',
  ])('accepts %s', (baseUrl) => {
    expect(() => createConsentClient({ baseUrl, ...credentials })).not.toThrow();
  });

  it.each([
    [{ baseUrl: 'not a url' }, /absolute URL/],
    [{ baseUrl: 'https://id:secret@consent.example' }, /must not carry credentials/],
    [{ baseUrl: 'https://consent.example?x=1' }, /query/],
    [{ clientId: '' }, /clientId/],
    [{ clientId: 'a:b' }, /clientId must not contain ":"/],
    [{ clientSecret: '' }, /clientSecret/],
    [{ timeoutMs: 0 }, /timeoutMs/],
    [{ retries: -1 }, /retries/],
    [{ refreshSkewSeconds: Number.NaN }, /refreshSkewSeconds/],
  ])('explains a bad option %j', (override, message) => {
    expect(() => createConsentClient({ baseUrl: 'https://consent.example', ...credentials, ...override })).toThrow(
      message,
    );
  });
});
