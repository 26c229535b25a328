import { beforeAll, describe, expect, it } from 'vitest';
import {
  ConsentHttpError,
  ConsentNetworkError,
  ConsentTimeoutError,
  createConsentClient,
} from '../../src/client/index.js';
import { backoffDelay, withRetries } from '../../src/client/retry.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { adultPayload, credentials } from '../sandbox/support.js';
import { startSandbox, useSandbox } from '../support/sandbox.js';
import { recordingFetch } from './recording-fetch.js';

let sandbox: Sandbox;
let url: string;
const fixture = useSandbox();
beforeAll(() => ({ sandbox, url } = fixture));

const creations = (requestId: string): Array<{ status: number; fault?: string }> =>
  sandbox
    .requests()
    .filter((r) => r.requestId === requestId)
    .map(({ status, fault }) => ({ status, ...(fault === undefined ? {} : { fault }) }));

describe('retries', () => {
  it('retries a 5xx with the same body, hence the same requestId', async () => {
    const recorder = recordingFetch((n) => (n <= 2 ? (n === 1 ? '500' : '503') : undefined));
    const client = createConsentClient({ baseUrl: url, ...credentials, fetch: recorder.fetch, retries: 2 });
    const payload = adultPayload();
    const record = await client.createConsentRequest(payload);
    expect(record.requestId).toBe(payload.requestId);
    expect(creations(payload.requestId)).toEqual([
      { status: 500, fault: '500' },
      { status: 503, fault: '503' },
      { status: 201 },
    ]);
    const bodies = recorder.sent.filter((r) => r.method === 'POST').map((r) => r.body);
    expect(bodies).toHaveLength(3);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0] ?? '').requestId).toBe(payload.requestId);
  });

  it('retries after a timeout with the same requestId and gets the record the slow attempt created', async () => {
    // The first attempt is held 3x the time limit, so it times out even on a loaded machine; the
    // limit itself leaves each retry (a replay, answered at once) ample time.
    const recorder = recordingFetch((n) => (n === 1 ? 'delay=6000' : undefined));
    const client = createConsentClient({
      baseUrl: url,
      ...credentials,
      fetch: recorder.fetch,
      timeoutMs: 2000,
      retries: 3,
    });
    const payload = adultPayload();
    const record = await client.createConsentRequest(payload);
    // The first attempt created the record (201, answer held back past the timeout); retries were replays (200).
    await expect.poll(() => creations(payload.requestId).some((c) => c.status === 201)).toBe(true);
    const seen = creations(payload.requestId);
    expect(seen.filter((c) => c.status === 201)).toEqual([{ status: 201, fault: 'delay=6000' }]);
    expect(seen.filter((c) => c.status !== 201).every((c) => c.status === 200)).toBe(true);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(sandbox.inspect(record.crId)?.record.requestId).toBe(payload.requestId);
    expect(sandbox.stats().records).toBe(
      new Set(
        sandbox
          .requests()
          .filter((r) => r.status === 201)
          .map((r) => r.requestId),
      ).size,
    );
    const bodies = recorder.sent.filter((r) => r.method === 'POST').map((r) => r.body);
    expect(new Set(bodies).size).toBe(1);
  });

  it('throws ConsentTimeoutError once every attempt timed out', async () => {
    const recorder = recordingFetch(() => 'delay=1500');
    const client = createConsentClient({
      baseUrl: url,
      ...credentials,
      fetch: recorder.fetch,
      timeoutMs: 200,
      retries: 1,
    });
    const error = await client.createConsentRequest(adultPayload()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsentTimeoutError);
    expect(error).toMatchObject({ code: 'CONSENT_TIMEOUT', timeoutMs: 200, attempts: 2 });
  });

  it('throws ConsentHttpError with the last status and problem once the retries are spent', async () => {
    const recorder = recordingFetch(() => '502');
    const client = createConsentClient({ baseUrl: url, ...credentials, fetch: recorder.fetch, retries: 2 });
    const payload = adultPayload();
    const error = await client.createConsentRequest(payload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsentHttpError);
    expect((error as ConsentHttpError).status).toBe(502);
    expect((error as ConsentHttpError).problem?.type).toBe('urn:consent-contract:problem:sandbox-fault');
    expect(creations(payload.requestId)).toHaveLength(3);
  });

  it('does not retry a 4xx', async () => {
    const recorder = recordingFetch(() => '429');
    const client = createConsentClient({ baseUrl: url, ...credentials, fetch: recorder.fetch, retries: 3 });
    const payload = adultPayload();
    await expect(client.createConsentRequest(payload)).rejects.toMatchObject({ status: 429 });
    expect(creations(payload.requestId)).toHaveLength(1);
  });

  it('retries a dropped connection and succeeds', async () => {
    const recorder = recordingFetch((n) => (n === 1 ? 'drop' : undefined));
    const client = createConsentClient({ baseUrl: url, ...credentials, fetch: recorder.fetch, retries: 1 });
    const payload = adultPayload();
    expect((await client.createConsentRequest(payload)).requestId).toBe(payload.requestId);
    expect(creations(payload.requestId)).toEqual([{ status: 0, fault: 'drop' }, { status: 201 }]);
  });

  it('throws ConsentNetworkError when nothing listens', async () => {
    const { sandbox: gone, url: goneUrl } = await startSandbox();
    await gone.close();
    const client = createConsentClient({ baseUrl: goneUrl, ...credentials, retries: 1 });
    const error = await client.createConsentRequest(adultPayload()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsentNetworkError);
    expect((error as ConsentNetworkError).attempts).toBe(2);
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
  });

  it('stops at once, without retrying, when the caller aborts', async () => {
    const recorder = recordingFetch(() => 'delay=3000');
    const client = createConsentClient({
      baseUrl: url,
      ...credentials,
      fetch: recorder.fetch,
      retries: 3,
      timeoutMs: 10_000,
    });
    const payload = adultPayload();
    const started = Date.now();
    const error = await client
      .createConsentRequest(payload, { signal: AbortSignal.timeout(300) })
      .catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2500);
    expect((error as Error).name).toBe('TimeoutError');
    expect(recorder.sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

describe('backoff', () => {
  it('waits a uniformly jittered time below base * 2^(retry-1), capped', () => {
    const policy = { retries: 5, baseDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffDelay(1, { ...policy, random: () => 0.999 })).toBe(99);
    expect(backoffDelay(3, { ...policy, random: () => 0.5 })).toBe(200);
    expect(backoffDelay(10, { ...policy, random: () => 0.999 })).toBe(999);
    expect(backoffDelay(2, { ...policy, random: () => 0 })).toBe(0);
  });

  it('runs at most 1 + retries attempts', async () => {
    let attempts = 0;
    const failing = async (): Promise<never> => {
      attempts++;
      throw new ConsentHttpError(500, undefined, 'boom');
    };
    await expect(withRetries(failing, { retries: 2, baseDelayMs: 1 })).rejects.toThrow('boom');
    expect(attempts).toBe(3);
  });
});
