/** GET /sandbox/consent-requests/{crId}: sandbox-only view of a record, its payload and history. */
import type { Exchange, SandboxState } from '../http/context.js';
import { sendJson, sendProblem } from '../http/respond.js';
import type { ConsentRequest } from '../../../generated/types.js';
import { payloadOf, type StoredRequest } from '../store/store.js';
import { refuseMethod } from './common.js';
import { problemBody } from '../../problems/problem-types.js';

/** What the inspection endpoint answers. */
export interface Inspection {
  readonly record: StoredRequest['record'];
  readonly history: StoredRequest['history'];
  readonly parentVerified: boolean;
  readonly payload: ConsentRequest;
}

/** The inspection view of a stored request. */
export function inspection(stored: StoredRequest): Inspection {
  return {
    record: stored.record,
    history: stored.history,
    parentVerified: stored.parentVerified,
    payload: payloadOf(stored),
  };
}

/** Answers the inspection view of one consent request, or 404. */
export function inspectRoute(state: SandboxState, ex: Exchange, crId: string): void {
  if (refuseMethod(ex, 'GET')) return;
  const stored = state.store.get(crId);
  if (stored === undefined) {
    sendProblem(ex.res, problemBody('not-found', `There is no consent request with crId "${crId}" in this sandbox.`));
    return;
  }
  sendJson(ex.res, 200, inspection(stored));
}
