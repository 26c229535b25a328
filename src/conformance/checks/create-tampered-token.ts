/** create-tampered-token: a real token with one character changed gets 401 Bearer. */
import { cite } from '../cite.js';
import { creationRequest } from './requests.js';
import { unauthorizedCheck } from './unauthorized.js';

/**
 * The token with one character in its middle changed: in the claims of a JWT (so the signature no
 * longer matches), otherwise in the middle of the token. Never the last character, whose low bits
 * base64 may ignore.
 */
export function tamper(token: string): string {
  const parts = token.split('.');
  const start = parts.length === 3 ? (parts[0]?.length ?? 0) + 1 : 0;
  const length = parts.length === 3 ? (parts[1]?.length ?? 0) : token.length;
  const at = start + Math.floor(length / 2);
  const replacement = token[at] === 'A' ? 'B' : 'A';
  return `${token.slice(0, at)}${replacement}${token.slice(at + 1)}`;
}

/** The check. */
export const createTamperedToken = unauthorizedCheck({
  id: 'create-tampered-token',
  title: 'Creation with a real token changed in one character is refused: 401, WWW-Authenticate: Bearer',
  why: cite.bearer,
  scheme: 'Bearer',
  requests: ["POST /api/cm/v1/df/consent-requests, Authorization: Bearer <the run's token with one character changed>"],
  needsToken: true,
  build: async (ctx) => {
    const tampered = tamper(await ctx.token());
    ctx.secret(tampered);
    return [await creationRequest(ctx, ctx.payload(), { authorization: `Bearer ${tampered}` })];
  },
});
