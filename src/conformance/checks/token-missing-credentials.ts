/** token-missing-credentials: no Authorization header gets 401 with a Basic challenge. */
import { cite } from '../cite.js';
import { tokenRequest } from './requests.js';
import { unauthorizedCheck } from './unauthorized.js';

/** The check. */
export const tokenMissingCredentials = unauthorizedCheck({
  id: 'token-missing-credentials',
  title: 'The token endpoint refuses a request without credentials: 401, WWW-Authenticate: Basic, a problem body',
  why: cite.basic,
  scheme: 'Basic',
  requests: ['GET /api/auth/v1/df/token without an Authorization header'],
  needsToken: false,
  build: async () => [tokenRequest(undefined)],
});
