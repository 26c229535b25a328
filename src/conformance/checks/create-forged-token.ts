/** create-forged-token: tokens the service never issued (unsigned, or signed with a guessed key) get 401 Bearer. */
import { createHmac } from 'node:crypto';
import { cite } from '../cite.js';
import { creationRequest } from './requests.js';
import { unauthorizedCheck } from './unauthorized.js';

const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT for this client that expires in a day, unsigned (alg none) or signed with a guessable key. */
export function forgedTokens(clientId: string, nowSeconds: number): readonly string[] {
  const claims = part({ sub: clientId, iat: nowSeconds, exp: nowSeconds + 86_400, jti: 'conformance-forged' });
  const none = `${part({ alg: 'none', typ: 'JWT' })}.${claims}.`;
  const hs = `${part({ alg: 'HS256', typ: 'JWT' })}.${claims}`;
  return [none, `${hs}.${createHmac('sha256', 'secret').update(hs).digest('base64url')}`];
}

/** The check. */
export const createForgedToken = unauthorizedCheck({
  id: 'create-forged-token',
  title:
    'Creation with a forged token (JWT with alg none; JWT signed with the key "secret") is refused: 401, WWW-Authenticate: Bearer',
  why: cite.bearer,
  scheme: 'Bearer',
  requests: [
    'POST /api/cm/v1/df/consent-requests, Authorization: Bearer <unsigned JWT>',
    'the same with a JWT signed with HS256 and the key "secret"',
  ],
  needsToken: false,
  build: async (ctx) => {
    const payload = ctx.payload();
    const requests = [];
    for (const token of forgedTokens(ctx.options.clientId, Math.floor(Date.now() / 1000))) {
      requests.push(await creationRequest(ctx, payload, { authorization: `Bearer ${token}` }));
    }
    return requests;
  },
});
