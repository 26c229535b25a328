import { beforeAll, describe, expect, it } from 'vitest';
import { validateProblem, validateTokenResponse } from '../../src/index.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { basic, credentials } from './support.js';
import { useSandbox } from '../support/sandbox.js';
import type { Json } from '../support/examples.js';

let sandbox: Sandbox;
let url: string;
const fixture = useSandbox({ tokenTtlSeconds: 120 });
beforeAll(() => ({ sandbox, url } = fixture));

const tokenUrl = (): string => `${url}/api/auth/v1/df/token`;

describe('GET /api/auth/v1/df/token', () => {
  it('issues a Bearer token with the configured lifetime for the right credentials', async () => {
    const res = await fetch(tokenUrl(), {
      headers: { authorization: basic(credentials.clientId, credentials.clientSecret) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as Json as { token: string; tokenType: string; expiresInSeconds: number };
    expect(validateTokenResponse(body)).toEqual({ valid: true, diagnostics: [] });
    expect(body.tokenType).toBe('Bearer');
    expect(body.expiresInSeconds).toBe(120);
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('issues a different token each time', async () => {
    const get = async (): Promise<string> =>
      (
        (await (
          await fetch(tokenUrl(), { headers: { authorization: basic(credentials.clientId, credentials.clientSecret) } })
        ).json()) as Json as { token: string }
      ).token;
    expect(await get()).not.toBe(await get());
  });

  const refused: Array<[string, Record<string, string>]> = [
    ['no Authorization header', {}],
    ['a wrong secret', { authorization: basic(credentials.clientId, 'wrong-secret-5b1f0c') }],
    [
      'a secret one character short',
      { authorization: basic(credentials.clientId, credentials.clientSecret.slice(0, -1)) },
    ],
    ['a wrong client id', { authorization: basic('someone-else', credentials.clientSecret) }],
    ['id and secret swapped', { authorization: basic(credentials.clientSecret, credentials.clientId) }],
    ['a Bearer header instead of Basic', { authorization: 'Bearer abc' }],
    ['Basic without a colon', { authorization: `Basic ${Buffer.from('nocolon').toString('base64')}` }],
    ['Basic with garbage', { authorization: 'Basic !!!' }],
  ];
  it.each(refused)('answers 401 with the Basic challenge for %s', async (_name, headers) => {
    const res = await fetch(tokenUrl(), { headers });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Basic realm="consent-contract sandbox", charset="UTF-8"');
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = (await res.json()) as Json;
    expect(validateProblem(problem).valid).toBe(true);
    expect(problem).toMatchObject({ status: 401, title: 'Unauthorized' });
  });

  it('accepts the scheme name in any case', async () => {
    const header = basic(credentials.clientId, credentials.clientSecret).replace('Basic', 'bAsIc');
    expect((await fetch(tokenUrl(), { headers: { authorization: header } })).status).toBe(200);
  });

  it('answers 405 with Allow: GET, HEAD to other methods', async () => {
    const res = await fetch(tokenUrl(), {
      method: 'POST',
      headers: { authorization: basic(credentials.clientId, credentials.clientSecret) },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(validateProblem((await res.json()) as Json).valid).toBe(true);
  });

  it('counts token requests and issued tokens', async () => {
    const before = sandbox.stats();
    await fetch(tokenUrl(), { headers: { authorization: basic(credentials.clientId, credentials.clientSecret) } });
    await fetch(tokenUrl(), {});
    const after = sandbox.stats();
    expect(after.tokenRequests - before.tokenRequests).toBe(2);
    expect(after.tokensIssued - before.tokensIssued).toBe(1);
  });
});
