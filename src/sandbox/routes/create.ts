/** POST /api/cm/v1/df/consent-requests: validate, then create (201), replay (200) or refuse. */
import { validateConsentRequest, type ConsentRequest } from '../../index.js';
import { readJsonBody } from '../body.js';
import type { Exchange, SandboxState } from '../context.js';
import { maxBodyBytes } from '../options.js';
import { closeAfterAnswer, problem, sendJson, sendProblem } from '../respond.js';
import { authenticate, holdBack, interrupt, refuseMethod } from './common.js';

function invalidPayload(diagnostics: ReturnType<typeof validateConsentRequest>['diagnostics']): ReturnType<typeof problem> {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const detail = `${errors} error${errors === 1 ? '' : 's'}${warnings > 0 ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}. Consent creation was rejected; correct the payload and send it again.`;
  return problem(400, 'invalid-payload', 'The consent request payload is invalid', detail, diagnostics);
}

/** Authenticates, reads, validates, then creates, replays or refuses. */
export async function createRoute(state: SandboxState, ex: Exchange): Promise<void> {
  if (refuseMethod(ex, 'POST')) return;
  state.counters.creationRequests++;
  const claims = authenticate(state, ex);
  if (claims === undefined) return;
  const body = await readJsonBody(ex.req, maxBodyBytes);
  if (body.kind === 'aborted') return;
  if (body.kind === 'problem') {
    if (body.close) closeAfterAnswer(ex.req, ex.res);
    sendProblem(ex.res, body.problem);
    return;
  }
  const requestId = (body.value as { requestId?: unknown } | null)?.requestId;
  if (typeof requestId === 'string') ex.requestId = requestId;
  if (interrupt(ex)) return;

  const result = validateConsentRequest(body.value);
  if (!result.valid) {
    sendProblem(ex.res, invalidPayload(result.diagnostics));
    return;
  }
  const outcome = state.store.create(claims.sub, body.value as ConsentRequest, body.raw, state.baseUrl(), state.options.now());
  if (outcome.kind === 'conflict') {
    const detail = `requestId "${outcome.stored.record.requestId}" was already used with a different payload (consent request ${outcome.stored.record.crId}). A requestId identifies one consent request: send a new requestId for a new request, or the identical payload to retry.`;
    sendProblem(ex.res, problem(409, 'request-id-conflict', 'requestId already used with a different payload', detail));
    return;
  }
  const saving = outcome.kind === 'created' ? state.persist() : undefined;
  if (saving !== undefined) {
    try {
      await saving;
    } catch {
      sendProblem(ex.res, problem(500, 'storage-failed', 'The sandbox could not write its data file', 'The record was created in memory but not saved; check the --data file and its directory.'));
      return;
    }
  }
  if (ex.fault.delayMs !== undefined) await holdBack(ex);
  sendJson(ex.res, outcome.kind === 'created' ? 201 : 200, outcome.stored.record);
}
