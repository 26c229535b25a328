/** The client id, the secret and tokens never show in an error, however it is serialised, nor in a log line. */
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConsentClientError, createConsentClient, type ConsentClientOptions } from '../../src/client/index.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { adultPayload } from '../sandbox/support.js';
import { startSandbox, useSandbox } from '../support/sandbox.js';
import type { Json } from '../support/examples.js';
import { recordingFetch } from './recording-fetch.js';

const clientId = 'df-id-Q7x9Zk';
const clientSecret = 'S3cr3t-V4lue-Wq8';
const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');

let sandbox: Sandbox;
let url: string;
const tokensSeen: string[] = [];
const fixture = useSandbox({ clients: [{ clientId, clientSecret }] });
beforeAll(() => ({ sandbox, url } = fixture));

/** Every way an error gets turned into text by a logger or a test runner. */
function serialisations(error: unknown): string[] {
  const e = error as Error & { cause?: unknown };
  const everything = (value: unknown): string | undefined =>
    JSON.stringify(value, (_k, v: unknown) =>
      v instanceof Error ? Object.fromEntries(Object.getOwnPropertyNames(v).map((n) => [n, (v as never)[n]])) : v,
    );
  return [
    String(e),
    e.message,
    e.stack ?? '',
    inspect(e, { depth: Infinity, showHidden: true }),
    JSON.stringify(e),
    everything(e),
    everything(e.cause),
    inspect(e.cause, { depth: Infinity, showHidden: true }),
  ].map((text) => text ?? '');
}

function expectNoSecrets(error: unknown): void {
  expect(error).toBeInstanceOf(ConsentClientError);
  const forbidden = [clientId, clientSecret, basic, ...tokensSeen];
  for (const text of serialisations(error)) for (const secret of forbidden) expect(text).not.toContain(secret);
}

function client(
  options: Partial<ConsentClientOptions> & {
    plan?: (n: number) => string | undefined;
    rewrite?: Parameters<typeof recordingFetch>[1];
  } = {},
) {
  const recorder = recordingFetch(options.plan, options.rewrite);
  const wrapped: typeof fetch = async (input, init) => {
    const response = await recorder.fetch(input, init);
    tokensSeen.push(...recorder.tokens.filter((t) => !tokensSeen.includes(t)));
    return response;
  };
  return createConsentClient({ baseUrl: url, clientId, clientSecret, fetch: wrapped, retries: 1, ...options });
}

const failure = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );

describe('no secret in errors or logs', () => {
  const logged: unknown[][] = [];
  beforeAll(() => {
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, method).mockImplementation((...args) => void logged.push(args));
  });
  afterAll(() => {
    vi.restoreAllMocks();
    expect(logged).toEqual([]);
  });

  it('wrong client secret (ConsentAuthError)', async () => {
    expectNoSecrets(
      await failure(
        createConsentClient({ baseUrl: url, clientId, clientSecret: `${clientSecret}-wrong` }).createConsentRequest(
          adultPayload(),
        ),
      ),
    );
  });

  it('fresh token refused too (ConsentAuthError)', async () => {
    expectNoSecrets(await failure(client({ plan: () => '401' }).createConsentRequest(adultPayload())));
    expect(tokensSeen.length).toBeGreaterThan(0);
  });

  it('5xx after retries, 409, timeout (ConsentHttpError, ConsentTimeoutError)', async () => {
    expectNoSecrets(await failure(client({ plan: () => '503' }).createConsentRequest(adultPayload())));
    const payload = adultPayload();
    await client().createConsentRequest(payload);
    expectNoSecrets(await failure(client().createConsentRequest({ ...payload, supersedesPrevious: false })));
    expectNoSecrets(
      await failure(
        client({ plan: () => 'delay=1000', timeoutMs: 100, retries: 0 }).createConsentRequest(adultPayload()),
      ),
    );
  });

  it('invalid payload (ConsentValidationError)', async () => {
    expectNoSecrets(await failure(client().createConsentRequest({ ...adultPayload(), version: 1 as never })));
  });

  it('unreachable service (ConsentNetworkError)', async () => {
    const { sandbox: gone, url: goneUrl } = await startSandbox();
    await gone.close();
    expectNoSecrets(await failure(client({ baseUrl: goneUrl }).createConsentRequest(adultPayload())));
  });

  it('a fetch whose error quotes the Authorization header, in message, cause and properties', async () => {
    const leaky: typeof fetch = async (_input, init) => {
      const authorization = new Headers(init?.headers).get('authorization') ?? '';
      const cause = Object.assign(new Error(`socket said ${authorization}`), {
        code: 'E_LEAK',
        headers: { authorization },
      });
      throw Object.assign(
        new TypeError(`Headers.append: "${authorization}" (${clientId}:${clientSecret}) is an invalid header value.`, {
          cause,
        }),
        {
          request: { headers: { authorization } },
        },
      );
    };
    const error = await failure(
      createConsentClient({ baseUrl: url, clientId, clientSecret, fetch: leaky, retries: 0 }).createConsentRequest(
        adultPayload(),
      ),
    );
    expectNoSecrets(error);
    expect((error as Error).message).toContain('[redacted]');
    expect(((error as Error).cause as { code?: string }).code).toBe('E_LEAK');
  });

  it('a service that echoes the token and credentials in its problem body or token response', async () => {
    const echo = client({
      rewrite: async (response, request) => {
        if (request.method !== 'POST') return response;
        const detail = `you sent ${request.authorization} and we know ${clientId} / ${clientSecret}`;
        return new Response(
          JSON.stringify({ title: `Bad ${request.authorization}`, status: 400, detail, errors: [] }),
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        );
      },
    });
    const error = await failure(echo.createConsentRequest(adultPayload()));
    expectNoSecrets(error);
    expect((error as { problem?: { detail?: string } }).problem?.detail).toContain('[redacted]');

    const tokenEcho = client({
      rewrite: async (response, request) => {
        if (!request.path.endsWith('/token')) return response;
        const { token } = (await response.json()) as Json as { token: string };
        tokensSeen.push(token);
        return new Response(JSON.stringify({ token, tokenType: token, expiresInSeconds: token }), { status: 200 });
      },
    });
    expectNoSecrets(await failure(tokenEcho.createConsentRequest(adultPayload())));
  });

  it('a service that echoes the token or the secret into a 2xx record, whole or cut to 40 characters', async () => {
    for (const edit of [
      (record: Record<string, unknown>, token: string) => ({ ...record, requestId: token }),
      (record: Record<string, unknown>, token: string) => ({ ...record, requestId: token.slice(0, 40) }),
      (record: Record<string, unknown>) => ({ ...record, crId: clientSecret }),
      (record: Record<string, unknown>, token: string) => ({ ...record, status: '', fidId: `${token.slice(0, 40)}` }),
      (record: Record<string, unknown>) => ({ ...record, redirectUrl: `javascript:${clientSecret}` }),
    ]) {
      const echo = client({
        rewrite: async (response, request) => {
          if (request.method !== 'POST' || response.status >= 300) return response;
          const token = request.authorization!.replace(/^Bearer /, '');
          tokensSeen.push(token, token.slice(0, 40));
          const record = edit((await response.json()) as Record<string, unknown>, token);
          return new Response(JSON.stringify(record), { status: 201, headers: { 'content-type': 'application/json' } });
        },
      });
      const error = await failure(echo.createConsentRequest({ ...adultPayload(), requestId: `r-${Math.random()}` }));
      expect((error as { code?: string }).code).toBe('CONSENT_VALIDATION');
      expectNoSecrets(error);
    }
  });

  it('the client object itself shows no secret when inspected', () => {
    const c = createConsentClient({ baseUrl: url, clientId, clientSecret });
    const shown = inspect(c, { depth: Infinity, showHidden: true }) + JSON.stringify(c);
    for (const secret of [clientId, clientSecret, basic]) expect(shown).not.toContain(secret);
  });
});
