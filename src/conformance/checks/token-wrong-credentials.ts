/** token-wrong-credentials: a wrong secret, or an unknown client id, gets 401 with a Basic challenge. */
import { cite } from '../cite.js';
import { tokenRequest } from './requests.js';
import { unauthorizedCheck } from './unauthorized.js';

/** The check. */
export const tokenWrongCredentials = unauthorizedCheck({
  id: 'token-wrong-credentials',
  title:
    'The token endpoint refuses a wrong secret and an unknown client id: 401, WWW-Authenticate: Basic, a problem body',
  why: cite.basic,
  scheme: 'Basic',
  requests: [
    'GET /api/auth/v1/df/token with the right client id and a wrong secret',
    'GET /api/auth/v1/df/token with an unknown client id',
  ],
  needsToken: false,
  build: async (ctx) => [
    tokenRequest(ctx.basic(undefined, 'conformance-wrong-secret')),
    tokenRequest(ctx.basic('conformance-unknown-client', 'conformance-wrong-secret')),
  ],
});
