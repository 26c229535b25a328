/** POST /api/cm/v1/df/consent-requests: validate, then create (201), replay (200) or refuse. */
import type { ConsentRequest } from '../../../generated/types.js';
import { readJsonBody } from '../http/body.js';
import type { Exchange, SandboxState } from '../http/context.js';
import { maxBodyBytes } from '../options.js';
import { closeAfterAnswer, sendJsonText, sendProblem } from '../http/respond.js';
import { recordText, type CreateOutcome, type StoredRequest } from '../store/store.js';
import { authenticate, holdBack, interrupt, refuseMethod } from './common.js';
import { problemBody } from '../../problems/problem-types.js';
import { validatePayload } from './validate-payload.js';
import { bearerChallenge } from '../../problems/challenges.js';
import { toProblem } from '../../problems/to-problem.js';

/**
 * Saves in flight per new record. A replay that arrives while its record is being saved waits
 * for that save, so it cannot answer 200 for a record that then fails to reach the file.
 */
const saving = new WeakMap<StoredRequest, Promise<void>>();

/**
 * The save the outcome waits for, if any: the data file's write of a new record, or the write
 * still in flight of the record a replay found. undefined without a data file, so that the common
 * case answers without another turn of the event loop.
 */
function pendingSave(
  state: SandboxState,
  outcome: Exclude<CreateOutcome, { kind: 'conflict' }>,
): Promise<void> | undefined {
  return outcome.kind === 'created' ? state.persist() : saving.get(outcome.stored);
}

/**
 * Whether the outcome reached the disk once `pending` (its pendingSave) settles. A new record
 * that could not be saved is taken out of the store again, so that the client's retry creates
 * and saves it rather than being told it is a replay. (Records the new one evicted stay evicted:
 * the limits hold.)
 */
async function saved(
  state: SandboxState,
  outcome: Exclude<CreateOutcome, { kind: 'conflict' }>,
  pending: Promise<void>,
): Promise<boolean> {
  if (outcome.kind === 'created') saving.set(outcome.stored, pending);
  try {
    await pending;
    return true;
  } catch {
    if (outcome.kind === 'created') state.store.remove(outcome.stored);
    return false;
  } finally {
    if (outcome.kind === 'created') saving.delete(outcome.stored);
  }
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
  if (interrupt(ex, bearerChallenge)) return;

  const result = validatePayload(body.value, body.raw);
  if (!result.valid) {
    sendProblem(ex.res, toProblem({ diagnostics: [...body.warnings, ...result.diagnostics] }));
    return;
  }
  // Accepted, as the command line accepts it (a warning), and reported on the console and in the request log.
  if (body.warnings.length > 0) ex.warnings = body.warnings.map((d) => `${d.code} ${d.pointer}`);
  const outcome = state.store.create(
    claims.sub,
    body.value as ConsentRequest,
    body.raw,
    state.baseUrl(),
    state.options.now(),
  );
  if (outcome.kind === 'conflict') {
    const detail = `requestId "${outcome.stored.record.requestId}" was already used with a different payload (consent request ${outcome.stored.record.crId}). A requestId identifies one consent request: send a new requestId for a new request, or the identical payload to retry.`;
    sendProblem(ex.res, problemBody('request-id-conflict', detail));
    return;
  }
  const pending = pendingSave(state, outcome);
  if (pending !== undefined && !(await saved(state, outcome, pending))) {
    sendProblem(
      ex.res,
      problemBody(
        'storage-failed',
        'The consent request was not created; check the --data file and its directory, then send the same payload again.',
      ),
    );
    return;
  }
  if (ex.fault.delayMs !== undefined) await holdBack(ex);
  // The record's text as the store keeps it: a new record answers without becoming objects again.
  sendJsonText(ex.res, outcome.kind === 'created' ? 201 : 200, recordText(outcome.stored));
}
