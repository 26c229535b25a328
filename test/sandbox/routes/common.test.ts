/** HEAD is answered like GET, without a body, wherever GET answers; other methods get 405 with Allow. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/sandbox/index.js';
import { adultPayload, basic, credentials, postConsentRequest, rawExchange } from '../support.js';
import { useSandbox } from '../../support/sandbox.js';
import type { Json } from '../../support/examples.js';

let sandbox: Sandbox;
let url: string;
let crId: string;
const fixture = useSandbox();
beforeAll(async () => {
  ({ sandbox, url } = fixture);
  crId = ((await (await postConsentRequest(url, adultPayload())).json()) as Json).crId;
});

describe('HEAD', () => {
  it.each([
    ['the index', () => '/', {}],
    ['the consent page', () => `/consent?cr_id=${crId}`, {}],
    ['the inspection endpoint', () => `/sandbox/consent-requests/${crId}`, {}],
    [
      'the token endpoint',
      () => '/api/auth/v1/df/token',
      { authorization: basic(credentials.clientId, credentials.clientSecret) },
    ],
  ])('answers %s like GET, with the same status and headers but no body', async (_name, path, headers) => {
    const get = await fetch(`${url}${path()}`, { headers });
    const getBody = await get.arrayBuffer();
    expect(get.status).toBe(200);
    const lines = Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    const head = await rawExchange(
      sandbox.port,
      `HEAD ${path()} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${lines}\r\n`,
    );
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers.get('content-type'));
    // The length GET would send. A fresh token is issued for each request, and its fractional
    // issue time (iat, exp) has a varying number of digits, in the token and the body alike: the
    // token's answers agree to within those digits, every other answer to the byte.
    const slack = path().startsWith('/api/auth/') ? 12 : 0;
    expect(Math.abs(Number(head.headers['content-length']) - getBody.byteLength)).toBeLessThanOrEqual(slack);
    expect(head.body).toBe('');
  });

  it('answers 404 to HEAD where GET answers 404', async () => {
    expect((await fetch(`${url}/consent?cr_id=cr_nope`, { method: 'HEAD' })).status).toBe(404);
  });

  it('lists HEAD in Allow beside GET, and not for the creation endpoint', async () => {
    const post = await fetch(`${url}/sandbox/consent-requests/${crId}`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const head = await fetch(`${url}/api/cm/v1/df/consent-requests`, { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('POST');
  });
});
