/** GET /api/auth/v1/df/token: client credentials (HTTP Basic) for a bearer token. */
import { matchClient, parseBasic, sandboxRealm } from '../auth/basic-and-bearer.js';
import { basicChallenge } from '../../problems/challenges.js';
import type { Exchange, SandboxState } from '../http/context.js';
import { sendJson, sendProblem } from '../http/respond.js';
import { holdBack, interrupt, refuseMethod } from './common.js';
import { problemBody } from '../../problems/problem-types.js';

/** Checks the Basic credentials in constant time and issues a token, or answers 401. */
export async function tokenRoute(state: SandboxState, ex: Exchange): Promise<void> {
  if (refuseMethod(ex, 'GET')) return;
  state.counters.tokenRequests++;
  const credentials = parseBasic(ex.req.headers.authorization);
  const client =
    credentials === undefined
      ? undefined
      : matchClient(credentials.clientId, credentials.clientSecret, state.options.clients);
  if (client === undefined) {
    const detail =
      'The client credentials are missing or wrong. Send Authorization: Basic base64(client_id:client_secret).';
    sendProblem(ex.res, problemBody('unauthorized', detail), { 'www-authenticate': basicChallenge(sandboxRealm) });
    return;
  }
  if (interrupt(ex, basicChallenge(sandboxRealm))) return;
  const token = state.tokens.issue(client.clientId);
  if (ex.fault.delayMs !== undefined) await holdBack(ex);
  sendJson(ex.res, 200, { token, tokenType: 'Bearer', expiresInSeconds: state.tokens.ttlSeconds });
}
