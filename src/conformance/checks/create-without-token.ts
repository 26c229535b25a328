/** create-without-token: creation without a token gets 401 with a Bearer challenge. */
import { cite } from '../cite.js';
import { creationRequest } from './requests.js';
import { unauthorizedCheck } from './unauthorized.js';

/** The check. */
export const createWithoutToken = unauthorizedCheck({
  id: 'create-without-token',
  title: 'Creation without an access token is refused: 401, WWW-Authenticate: Bearer, a problem body, nothing created',
  why: cite.bearer,
  scheme: 'Bearer',
  requests: ['POST /api/cm/v1/df/consent-requests with a valid payload and no Authorization header'],
  needsToken: false,
  build: async (ctx) => [await creationRequest(ctx, ctx.payload(), { authorization: null })],
});
