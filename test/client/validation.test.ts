import { beforeAll, describe, expect, it } from 'vitest';
import {
  ConsentClientError,
  ConsentResponseTooLargeError,
  ConsentValidationError,
  createConsentClient,
} from '../../src/client/index.js';
import { maxAnswerBytes } from '../../src/client/transport.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { adultPayload, credentials } from '../sandbox/support.js';
import { useSandbox } from '../support/sandbox.js';
import type { Json } from '../support/examples.js';
import { recordingFetch } from './recording-fetch.js';

let sandbox: Sandbox;
let url: string;
const fixture = useSandbox();
beforeAll(() => ({ sandbox, url } = fixture));

/** A fetch that lets the sandbox answer, then replaces the record's body with edit(record). */
function editingRecord(edit: (record: Record<string, unknown>) => unknown): typeof fetch {
  return recordingFetch(undefined, async (response, request) => {
    if (request.method !== 'POST' || response.status >= 300) return response;
    const edited = edit((await response.json()) as Json as Record<string, unknown>);
    return new Response(typeof edited === 'string' ? edited : JSON.stringify(edited), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  }).fetch;
}

describe('payload validation before sending', () => {
  it('throws ConsentValidationError with the diagnostics, and nothing reaches the service', async () => {
    const recorder = recordingFetch();
    const client = createConsentClient({ baseUrl: url, ...credentials, fetch: recorder.fetch });
    const payload = adultPayload();
    delete payload.fiduciary.fidId;
    payload.content.languages[0].purposes[1].retention.duration = 12;
    const before = sandbox.stats();
    const error = await client.createConsentRequest(payload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsentValidationError);
    const invalid = error as ConsentValidationError;
    expect(invalid.target).toBe('payload');
    expect(invalid.code).toBe('CONSENT_VALIDATION');
    expect(invalid.diagnostics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'schema/required', pointer: '/fiduciary/fidId' }),
        expect.objectContaining({
          code: 'retention-range',
          pointer: '/content/languages/0/purposes/1/retention/duration',
        }),
      ]),
    );
    expect(invalid.message).toMatch(/^the payload is invalid and was not sent \(2 errors\)/);
    expect(recorder.sent).toEqual([]);
    expect(sandbox.stats()).toEqual(before);
  });

  it('refuses a payload over the body limit with its size and the limit, before sending it', async () => {
    const recorder = recordingFetch();
    const client = createConsentClient({ baseUrl: url, ...credentials, fetch: recorder.fetch });
    const payload = adultPayload();
    payload.content.languages[0].purposes[0].description = 'x'.repeat(3_000_000);
    const error = (await client.createConsentRequest(payload).catch((e: unknown) => e)) as ConsentValidationError;
    expect(error).toBeInstanceOf(ConsentValidationError);
    expect(error.diagnostics).toEqual([
      expect.objectContaining({ code: 'input/payload-too-large', params: expect.objectContaining({ limit: 1048576 }) }),
    ]);
    expect(error.message).toMatch(/over the limit of 1048576 bytes/);
    expect(recorder.sent).toEqual([]);
  });

  it('sends a payload that has warnings only', async () => {
    const client = createConsentClient({ baseUrl: url, ...credentials });
    const payload = adultPayload();
    payload.content.company.logo = 'http://insecure.example/logo.png'; // https-urls: a warning
    expect((await client.createConsentRequest(payload)).status).toBe('pending');
  });

  it('judges what is sent: members that JSON drops are missing', async () => {
    const recorder = recordingFetch();
    const client = createConsentClient({ baseUrl: url, ...credentials, fetch: recorder.fetch });
    const payload = adultPayload();
    payload.requestId = undefined; // JSON.stringify leaves it out
    const error = (await client.createConsentRequest(payload).catch((e: unknown) => e)) as ConsentValidationError;
    expect(error).toBeInstanceOf(ConsentValidationError);
    expect(error.diagnostics).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'schema/required', pointer: '/requestId' })]),
    );
    expect(recorder.sent).toEqual([]);
  });

  it.each([
    ['a cycle', () => Object.assign(adultPayload(), { self: undefined as unknown }), (p: Json) => (p.content.self = p)],
    ['a bigint', () => adultPayload(), (p: Json) => (p.content.languages[0].purposes[0].retention.duration = 5n)],
  ])('refuses a payload JSON cannot write (%s) with a typed error', async (_name, make, spoil) => {
    const recorder = recordingFetch();
    const client = createConsentClient({ baseUrl: url, ...credentials, fetch: recorder.fetch });
    const payload = make();
    spoil(payload);
    const error = (await client.createConsentRequest(payload).catch((e: unknown) => e)) as ConsentValidationError;
    expect(error).toBeInstanceOf(ConsentValidationError);
    expect(error.diagnostics).toEqual([
      expect.objectContaining({ code: 'input/unserialisable', pointer: '', severity: 'error' }),
    ]);
    expect(recorder.sent).toEqual([]);
  });

  it.each([null, 'text', 42, []])('refuses a payload that is not an object: %j', async (value) => {
    const client = createConsentClient({ baseUrl: url, ...credentials });
    await expect(client.createConsentRequest(value as never)).rejects.toBeInstanceOf(ConsentValidationError);
  });
});

describe('answer validation', () => {
  it.each([
    ['requestId', { requestId: 'another' }],
    ['dpHash', { dpHash: 'f'.repeat(64) }],
    ['fidId', { fidId: 'FID-OTHER' }],
    ['serviceId', { serviceId: 'other-service' }],
  ])('refuses a record whose %s differs from what was sent', async (field, change) => {
    const client = createConsentClient({
      baseUrl: url,
      ...credentials,
      fetch: editingRecord((r) => ({ ...r, ...change })),
    });
    const error = (await client
      .createConsentRequest(adultPayload())
      .catch((e: unknown) => e)) as ConsentValidationError;
    expect(error).toBeInstanceOf(ConsentValidationError);
    expect(error.target).toBe('record');
    expect(error.diagnostics).toEqual([
      expect.objectContaining({ code: 'client/echo-mismatch', pointer: `/${field}` }),
    ]);
  });

  it('refuses a record that breaks the schema or the redirectUrl rule', async () => {
    const noStatus = createConsentClient({
      baseUrl: url,
      ...credentials,
      fetch: editingRecord(({ status: _s, ...rest }) => rest),
    });
    await expect(noStatus.createConsentRequest(adultPayload())).rejects.toMatchObject({
      target: 'record',
      diagnostics: [expect.objectContaining({ code: 'schema/required' })],
    });
    const otherCr = createConsentClient({
      baseUrl: url,
      ...credentials,
      fetch: editingRecord((r) => ({ ...r, redirectUrl: `${url}/consent?cr_id=cr_other` })),
    });
    await expect(otherCr.createConsentRequest(adultPayload())).rejects.toMatchObject({
      diagnostics: [expect.objectContaining({ code: 'record-redirect-url' })],
    });
    const notJson = createConsentClient({ baseUrl: url, ...credentials, fetch: editingRecord(() => '<html>') });
    await expect(notJson.createConsentRequest(adultPayload())).rejects.toMatchObject({
      diagnostics: [expect.objectContaining({ code: 'json/syntax' })],
    });
  });

  it('tolerates members the record schema does not list', async () => {
    const client = createConsentClient({
      baseUrl: url,
      ...credentials,
      fetch: editingRecord((r) => ({ ...r, expiresAt: 'later' })),
    });
    expect((await client.createConsentRequest(adultPayload())).status).toBe('pending');
  });

  it('refuses an invalid token response', async () => {
    const badToken = recordingFetch(undefined, (response, request) =>
      request.path.endsWith('/token')
        ? new Response(JSON.stringify({ token: 'x', tokenType: 'MAC', expiresInSeconds: 0 }), { status: 200 })
        : response,
    ).fetch;
    const client = createConsentClient({ baseUrl: url, ...credentials, fetch: badToken });
    const error = (await client
      .createConsentRequest(adultPayload())
      .catch((e: unknown) => e)) as ConsentValidationError;
    expect(error).toBeInstanceOf(ConsentValidationError);
    expect(error.target).toBe('token-response');
    expect(error.diagnostics.map((d) => d.pointer).sort()).toEqual(['/expiresInSeconds', '/tokenType']);
  });
});

describe('answers the client refuses to hold or cannot compare', () => {
  it('stops reading an answer over maxAnswerBytes and fails with ConsentResponseTooLargeError', async () => {
    let pulled = 0;
    const endless: typeof fetch = async (input, init) => {
      if (!String(input).endsWith('/consent-requests')) return fetch(input, init);
      const chunk = new Uint8Array(1 << 20).fill(0x20);
      const body = new ReadableStream<Uint8Array>({
        pull: (c) => {
          pulled++;
          c.enqueue(chunk);
        },
      });
      return new Response(body, { status: 201, headers: { 'content-type': 'application/json' } });
    };
    const client = createConsentClient({ baseUrl: url, ...credentials, fetch: endless, retries: 0 });
    const error = await client.createConsentRequest(adultPayload()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsentResponseTooLargeError);
    expect(error).toBeInstanceOf(ConsentClientError);
    expect(error).toMatchObject({ code: 'CONSENT_RESPONSE_TOO_LARGE', status: 201, limit: maxAnswerBytes });
    expect(pulled).toBeLessThan(maxAnswerBytes / (1 << 20) + 3);

    const declared: typeof fetch = async (input, init) =>
      String(input).endsWith('/consent-requests')
        ? new Response('{}', { status: 201, headers: { 'content-length': String(maxAnswerBytes + 1) } })
        : fetch(input, init);
    const declaredError = await createConsentClient({ baseUrl: url, ...credentials, fetch: declared, retries: 0 })
      .createConsentRequest(adultPayload())
      .catch((e: unknown) => e);
    expect(declaredError).toBeInstanceOf(ConsentResponseTooLargeError);
  });

  it('compares the record with the body it sent, so a payload with toJSON gets its record, not a TypeError', async () => {
    const client = createConsentClient({ baseUrl: url, ...credentials });
    const payload = adultPayload();
    const wrapper = { toJSON: () => payload } as unknown as typeof payload;
    const record = await client.createConsentRequest(wrapper);
    expect(record).toMatchObject({ status: 'pending', requestId: payload.requestId });
  });

  it("a record for another request is a ConsentValidationError even when the caller's object has another shape", async () => {
    const payload = adultPayload();
    const client = createConsentClient({
      baseUrl: url,
      ...credentials,
      fetch: editingRecord((r) => ({ ...r, fidId: 'someone-else' })),
    });
    const error = await client
      .createConsentRequest({ toJSON: () => payload } as unknown as typeof payload)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsentValidationError);
    expect((error as ConsentValidationError).diagnostics).toEqual([
      expect.objectContaining({ code: 'client/echo-mismatch', pointer: '/fidId' }),
    ]);
  });
});
