import { afterEach, describe, expect, it } from 'vitest';
import { ConsentAuthError, createConsentClient } from '../../src/client/index.js';
import { TokenCache } from '../../src/client/token-cache.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { adultPayload, credentials } from '../sandbox/support.js';
import { manualClock, startSandbox } from '../support/sandbox.js';
import { recordingFetch } from './recording-fetch.js';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
let open: Sandbox[] = [];
afterEach(async () => {
  const closing = open;
  open = [];
  await Promise.all(closing.map((s) => s.close()));
});
async function sandboxWith(tokenTtlSeconds: number, now?: () => number): Promise<{ sandbox: Sandbox; url: string }> {
  const started = await startSandbox({ tokenTtlSeconds, ...(now && { now }) });
  open.push(started.sandbox);
  return started;
}

describe('access token handling against the sandbox', () => {
  it('reuses one token for many calls while it is valid', async () => {
    const { sandbox, url } = await sandboxWith(900);
    const client = createConsentClient({ baseUrl: url, ...credentials });
    for (let i = 0; i < 5; i++) await client.createConsentRequest(adultPayload());
    expect(sandbox.stats().tokenRequests).toBe(1);
  });

  it('gets a new token once the old one has run out (short TTL)', async () => {
    const clock = manualClock();
    const { sandbox, url } = await sandboxWith(6, clock.now);
    const client = createConsentClient({ baseUrl: url, ...credentials, refreshSkewSeconds: 0, now: clock.now });
    await client.createConsentRequest(adultPayload());
    clock.advance(5999);
    await client.createConsentRequest(adultPayload());
    expect(sandbox.stats().tokenRequests).toBe(1);
    clock.advance(1);
    await client.createConsentRequest(adultPayload());
    expect(sandbox.stats().tokenRequests).toBe(2);
    // Refreshed before use, so the service never saw the expired token.
    expect(sandbox.requests().filter((r) => r.status === 401)).toEqual([]);
  });

  it('refreshes ahead of expiry by the skew', async () => {
    const clock = manualClock();
    const { sandbox, url } = await sandboxWith(4, clock.now);
    // Skew 2 s on a 4 s token: handed out for 2 s only, although the service would take it for 4.
    const client = createConsentClient({ baseUrl: url, ...credentials, refreshSkewSeconds: 2, now: clock.now });
    await client.createConsentRequest(adultPayload());
    clock.advance(1999);
    await client.createConsentRequest(adultPayload());
    expect(sandbox.stats().tokenRequests).toBe(1);
    clock.advance(1);
    await client.createConsentRequest(adultPayload());
    expect(sandbox.stats().tokenRequests).toBe(2);
    expect(sandbox.requests().filter((r) => r.status === 401)).toEqual([]);
  });

  it('shares one token request among concurrent calls', async () => {
    const { sandbox, url } = await sandboxWith(900);
    const client = createConsentClient({ baseUrl: url, ...credentials });
    const records = await Promise.all(Array.from({ length: 10 }, () => client.createConsentRequest(adultPayload())));
    expect(new Set(records.map((r) => r.crId)).size).toBe(10);
    expect(sandbox.stats().tokenRequests).toBe(1);
    expect(sandbox.stats().tokensIssued).toBe(1);
  });

  it('drops a refused token and retries once with a fresh one (401 retry)', async () => {
    const { sandbox, url } = await sandboxWith(900);
    const recorder = recordingFetch();
    const client = createConsentClient({ baseUrl: url, ...credentials, fetch: recorder.fetch });
    await client.createConsentRequest(adultPayload());
    sandbox.revokeTokens();
    const payload = adultPayload();
    const record = await client.createConsentRequest(payload);
    expect(record.requestId).toBe(payload.requestId);
    expect(sandbox.stats().tokenRequests).toBe(2);
    const attempts = sandbox
      .requests()
      .filter((r) => r.path.endsWith('/consent-requests'))
      .slice(-2);
    expect(attempts.map((r) => r.status)).toEqual([401, 201]);
    const [stale, fresh] = recorder.sent.filter((r) => r.path.endsWith('/consent-requests')).slice(-2);
    expect(stale?.authorization).toBe(`Bearer ${recorder.tokens[0]}`);
    expect(fresh?.authorization).toBe(`Bearer ${recorder.tokens[1]}`);
    expect(fresh?.body).toBe(stale?.body);
  });

  it('gives up with ConsentAuthError when the fresh token is refused too', async () => {
    const { sandbox, url } = await sandboxWith(900);
    const recorder = recordingFetch(() => '401');
    const client = createConsentClient({ baseUrl: url, ...credentials, fetch: recorder.fetch });
    const error = await client.createConsentRequest(adultPayload()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsentAuthError);
    expect((error as ConsentAuthError).status).toBe(401);
    expect(sandbox.stats().tokenRequests).toBe(2);
    expect(sandbox.stats().creationRequests).toBe(2);
  });

  it('throws ConsentAuthError, without retrying, for wrong client credentials', async () => {
    const { sandbox, url } = await sandboxWith(900);
    const client = createConsentClient({
      baseUrl: url,
      clientId: credentials.clientId,
      clientSecret: 'wrong',
      retries: 3,
    });
    const error = await client.createConsentRequest(adultPayload()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsentAuthError);
    expect((error as ConsentAuthError).problem?.status).toBe(401);
    expect((error as Error).message).toMatch(/refused the client credentials/);
    expect(sandbox.stats()).toMatchObject({ tokenRequests: 1, creationRequests: 0 });
  });

  it('lets one caller abort while another still gets the shared token', async () => {
    const { sandbox, url } = await sandboxWith(900);
    const recorder = recordingFetch();
    const slowToken: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/token')) await sleep(200);
      return recorder.fetch(input, init);
    };
    const client = createConsentClient({ baseUrl: url, ...credentials, fetch: slowToken });
    const controller = new AbortController();
    const aborted = client.createConsentRequest(adultPayload(), { signal: controller.signal });
    const other = client.createConsentRequest(adultPayload());
    controller.abort(new Error('caller gave up'));
    await expect(aborted).rejects.toThrow('caller gave up');
    expect((await other).status).toBe('pending');
    expect(sandbox.stats().tokenRequests).toBe(1);
  });
});

describe('TokenCache timing', () => {
  it('hands out a token until lifetime minus skew (at most half the lifetime), then refreshes', async () => {
    let now = 0;
    let issued = 0;
    const cache = new TokenCache(
      async () => ({ token: `t${++issued}`, tokenType: 'Bearer', expiresInSeconds: 100 }),
      30,
      () => now,
    );
    expect(await cache.get()).toBe('t1');
    now = 69_999;
    expect(await cache.get()).toBe('t1');
    now = 70_000;
    expect(await cache.get()).toBe('t2');
    const short = new TokenCache(
      async () => ({ token: `s${++issued}`, tokenType: 'Bearer', expiresInSeconds: 10 }),
      30,
      () => now,
    );
    expect(await short.get()).toMatch(/^s/);
    const first = await short.get();
    now += 4_999;
    expect(await short.get()).toBe(first);
    now += 1;
    expect(await short.get()).not.toBe(first);
  });

  it('invalidate drops only the token it names', async () => {
    let issued = 0;
    const cache = new TokenCache(
      async () => ({ token: `t${++issued}`, tokenType: 'Bearer', expiresInSeconds: 100 }),
      0,
    );
    const first = await cache.get();
    cache.invalidate('something else');
    expect(await cache.get()).toBe(first);
    cache.invalidate(first);
    expect(await cache.get()).toBe('t2');
  });

  it('lets every waiter see a failed refresh, then tries again on the next call', async () => {
    let calls = 0;
    const cache = new TokenCache(async () => {
      calls++;
      if (calls === 1) throw new Error('token endpoint down');
      return { token: 'ok', tokenType: 'Bearer', expiresInSeconds: 100 };
    }, 0);
    const results = await Promise.allSettled([cache.get(), cache.get(), cache.get()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(calls).toBe(1);
    expect(await cache.get()).toBe('ok');
  });
});
