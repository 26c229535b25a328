/** Pieces the routes share: method checks, bearer authentication and the fault directives. */
import { setTimeout as wait } from 'node:timers/promises';
import { parseBearer } from '../auth/basic-and-bearer.js';
import { bearerChallenge } from '../../problems/challenges.js';
import type { Exchange, SandboxState } from '../http/context.js';
import { sendProblem } from '../http/respond.js';
import type { TokenClaims } from '../auth/tokens.js';
import { problemBody } from '../../problems/problem-types.js';
import { apiPaths } from '../../../generated/paths.js';

/** Whether the request may be answered as `allowed`: HEAD is answered like GET (Node sends no body for it). */
export function methodIs(ex: Exchange, allowed: string): boolean {
  return ex.req.method === allowed || (allowed === 'GET' && ex.req.method === 'HEAD');
}

/** Answers 405 with Allow unless the method is the allowed one (GET allows HEAD too); true when it answered. */
export function refuseMethod(ex: Exchange, allowed: string): boolean {
  if (methodIs(ex, allowed)) return false;
  const allow = allowed === 'GET' ? 'GET, HEAD' : allowed;
  sendProblem(ex.res, problemBody('method-not-allowed', `${ex.path} accepts ${allow} only.`), { allow });
  return true;
}

/** The claims of a valid bearer token, or undefined after answering 401 with the Bearer challenge. */
export function authenticate(state: SandboxState, ex: Exchange): TokenClaims | undefined {
  const token = parseBearer(ex.req.headers.authorization);
  const claims = token === undefined ? undefined : state.tokens.verify(token);
  if (claims !== undefined) return claims;
  const detail =
    `The access token is missing, invalid or expired. Get a new token from ${apiPaths.getAccessToken}` +
    ' and send it as Authorization: Bearer <token>.';
  sendProblem(ex.res, problemBody('unauthorized', detail), { 'www-authenticate': bearerChallenge });
  return undefined;
}

/** Statuses that come with Retry-After, as the OpenAPI documents (one second: tests stay quick). */
const retryAfterStatuses: ReadonlySet<number> = new Set([429, 503]);

/**
 * Applies a status or drop fault instead of acting; true when the exchange is over. A 401 carries
 * `challenge`, the route's WWW-Authenticate, as the OpenAPI requires of every 401.
 */
export function interrupt(ex: Exchange, challenge: string): boolean {
  if (ex.fault.drop === true) {
    ex.req.socket.destroy();
    return true;
  }
  if (ex.fault.status !== undefined) {
    const status = ex.fault.status;
    const body = problemBody(
      'sandbox-fault',
      `X-Sandbox-Fault asked for ${status}; nothing was done.`,
      undefined,
      status,
    );
    const headers: Record<string, string> = retryAfterStatuses.has(status) ? { 'retry-after': '1' } : {};
    if (status === 401) headers['www-authenticate'] = challenge;
    sendProblem(ex.res, body, headers);
    return true;
  }
  return false;
}

/** Waits out a delay fault (cut short if the client goes away). */
export async function holdBack(ex: Exchange): Promise<void> {
  if (ex.fault.delayMs === undefined || ex.fault.delayMs === 0) return;
  const gone = new AbortController();
  const onClose = (): void => gone.abort();
  ex.res.once('close', onClose);
  await wait(ex.fault.delayMs, undefined, { signal: gone.signal }).catch(() => undefined);
  ex.res.off('close', onClose);
}
