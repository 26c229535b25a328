/** token-malformed-credentials: Basic values that are not base64(id:secret), and another scheme, get 401 Basic. */
import { cite } from '../cite.js';
import { tokenRequest } from './requests.js';
import { unauthorizedCheck } from './unauthorized.js';

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** The check. */
export const tokenMalformedCredentials = unauthorizedCheck({
  id: 'token-malformed-credentials',
  title:
    'The token endpoint refuses malformed Basic credentials (not base64, no colon) and a Bearer value: 401, WWW-Authenticate: Basic',
  why: cite.basic,
  scheme: 'Basic',
  requests: [
    'GET /api/auth/v1/df/token with Authorization: Basic <text that is not base64>',
    'GET /api/auth/v1/df/token with Authorization: Basic base64(<client id> without a colon)',
    'GET /api/auth/v1/df/token with Authorization: Bearer <the client secret>',
  ],
  needsToken: false,
  build: async (ctx) => [
    tokenRequest('Basic %%%not-base64%%%'),
    tokenRequest(`Basic ${base64(ctx.options.clientId)}`),
    tokenRequest(`Bearer ${ctx.options.clientSecret}`),
  ],
});
