/** Which handler answers which path; faults are parsed here for the /api/ paths. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Exchange, SandboxState } from './context.js';
import { faultHeader, parseFault, type Fault } from '../faults.js';
import { sendJson, sendProblem } from './respond.js';
import { consentActionRoute } from '../routes/consent-actions.js';
import { consentPageRoute } from '../routes/consent-page.js';
import { createRoute } from '../routes/create.js';
import { inspectRoute } from '../routes/inspect.js';
import { tokenRoute } from '../routes/token.js';
import { methodIs } from '../routes/common.js';
import { problemBody } from '../../problems/problem-types.js';
import { paths } from './paths.js';

function index(state: SandboxState, ex: Exchange): void {
  const base = state.baseUrl();
  sendJson(ex.res, 200, {
    service: 'consent-contract sandbox',
    token: `GET ${base}${paths.token}`,
    createConsentRequest: `POST ${base}${paths.consentRequests}`,
    consentPage: `GET ${base}${paths.consentPage}?cr_id={crId}`,
    inspection: `GET ${base}${paths.inspection}{crId}`,
    faults: 'request header X-Sandbox-Fault: <status 400-599> | drop | delay=MS (comma-separated)',
  });
}

/** A percent-decoded path segment; a malformed escape is kept as written (and then matches nothing). */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The exchange of one request, made before routing so that the caller can still log it (and
 * report on it) when a route fails.
 */
export function openExchange(req: IncomingMessage, res: ServerResponse): Exchange {
  const target = req.url ?? '/';
  const mark = target.indexOf('?');
  const path = mark < 0 ? target : target.slice(0, mark);
  const query = (): URLSearchParams => new URLSearchParams(mark < 0 ? '' : target.slice(mark + 1));
  const parsed = path.startsWith('/api/') ? parseFault(req.headers[faultHeader]) : {};
  return typeof parsed === 'string'
    ? { req, res, path, query, fault: {}, faultError: parsed }
    : { req, res, path, query, fault: parsed as Fault };
}

/** Routes one request; resolves once it is answered (or dropped), delays included. */
export async function route(state: SandboxState, ex: Exchange): Promise<void> {
  const { res, path } = ex;
  if (ex.faultError !== undefined) {
    sendProblem(res, problemBody('invalid-fault', ex.faultError));
    return;
  }
  if (path === paths.token) await tokenRoute(state, ex);
  else if (path === paths.consentRequests) await createRoute(state, ex);
  else if (path === paths.consentPage) consentPageRoute(state, ex);
  else if (path === '/consent/grant') await consentActionRoute(state, ex, 'grant');
  else if (path === '/consent/revoke') await consentActionRoute(state, ex, 'revoke');
  else if (path === '/consent/verify-parent') await consentActionRoute(state, ex, 'verify-parent');
  else if (path.startsWith(paths.inspection) && path.length > paths.inspection.length) {
    inspectRoute(state, ex, decodePathSegment(path.slice(paths.inspection.length)));
  } else if (path === '/' && methodIs(ex, 'GET')) index(state, ex);
  else sendProblem(res, problemBody('not-found', `Nothing at ${path}. Try GET / for the list of endpoints.`));
}
