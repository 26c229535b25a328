/**
 * POST /consent/grant, /consent/revoke and /consent/verify-parent: the consent page's forms.
 * Each answers 303 back to the page, or an HTML page saying why the action was refused.
 */
import { readLimited } from '../http/body.js';
import type { Exchange, SandboxState } from '../http/context.js';
import { messagePage } from '../../notice-page/document.js';
import { needsParent } from '../page/consent-page.js';
import { contentSecurityPolicy } from '../../notice-page/styles.js';
import { closeAfterAnswer, sendHtml } from '../http/respond.js';
import { payloadOf, type HistoryEntry, type StoredRequest } from '../store/store.js';
import { refuseMethod } from './common.js';

/** The form actions the page posts. */
export type ConsentAction = 'grant' | 'revoke' | 'verify-parent';

const formLimit = 64 * 1024;

/** Why the action cannot happen now, or undefined when it can. */
function refusal(stored: StoredRequest, action: ConsentAction): string | undefined {
  const parentFirst = needsParent(stored) && !stored.parentVerified;
  if (action === 'verify-parent') return needsParent(stored) ? (stored.parentVerified ? 'The parent is already verified.' : undefined) : 'This consent request does not need a parent.';
  if (parentFirst) return 'This consent request concerns a minor: a verified parent must act first. Use "Verify as parent" on the page.';
  if (action === 'grant' && stored.record.status === 'granted') return 'Consent is already granted.';
  if (action === 'revoke' && stored.record.status === 'revoked') return 'Consent is already revoked.';
  return undefined;
}

/** The chosen categories per purpose: known ids only, mandatory ones always included. */
function chosenCategories(stored: StoredRequest, form: URLSearchParams): Record<string, string[]> {
  const chosen: Record<string, string[]> = {};
  const first = payloadOf(stored).content.languages[0];
  for (const purpose of first?.purposes ?? []) {
    const ticked = new Set(form.getAll(`p:${purpose.purposeId}`));
    chosen[purpose.purposeId] = purpose.dataCategories.filter((c) => c.required === true || ticked.has(c.id)).map((c) => c.id);
  }
  return chosen;
}

function entryFor(stored: StoredRequest, action: ConsentAction, form: URLSearchParams, at: string): HistoryEntry {
  if (action === 'verify-parent') return { event: 'parent-verified', status: stored.record.status as HistoryEntry['status'], at };
  if (action === 'grant') return { event: 'granted', status: 'granted', at, categories: chosenCategories(stored, form) };
  return { event: 'revoked', status: 'revoked', at };
}

/** Handles one of the page's form posts. */
export async function consentActionRoute(state: SandboxState, ex: Exchange, action: ConsentAction): Promise<void> {
  if (refuseMethod(ex, 'POST')) return;
  const csp = contentSecurityPolicy;
  if (!/^application\/x-www-form-urlencoded\b/i.test(ex.req.headers['content-type'] ?? '')) {
    closeAfterAnswer(ex.req, ex.res);
    sendHtml(ex.res, 415, messagePage('Unsupported form', 'Post the consent page form (application/x-www-form-urlencoded).'), csp);
    return;
  }
  const read = await readLimited(ex.req, formLimit);
  if (read.kind === 'aborted') return;
  if (read.kind === 'too-large') {
    closeAfterAnswer(ex.req, ex.res);
    sendHtml(ex.res, 413, messagePage('Form too large', 'The form is larger than 64 KiB.'), csp);
    return;
  }
  const form = new URLSearchParams(read.raw.toString('utf8'));
  const crId = form.get('cr_id') ?? '';
  const lang = form.get('lang') ?? '';
  const stored = state.store.get(crId);
  if (stored === undefined) {
    sendHtml(ex.res, 404, messagePage('No such consent request', `There is no consent request "${crId}" in this sandbox.`), csp);
    return;
  }
  const back = `/consent?cr_id=${encodeURIComponent(crId)}${lang === '' ? '' : `&lang=${encodeURIComponent(lang)}`}`;
  const why = refusal(stored, action);
  if (why !== undefined) {
    sendHtml(ex.res, 409, messagePage('Not possible now', why, back), csp);
    return;
  }
  state.store.record(stored, entryFor(stored, action, form, new Date(state.options.now()).toISOString()));
  try {
    await state.persist();
  } catch {
    sendHtml(ex.res, 500, messagePage('Not saved', 'The sandbox could not write its data file.', back), csp);
    return;
  }
  ex.res.writeHead(303, { location: back, 'cache-control': 'no-store', 'content-length': 0 });
  ex.res.end();
}
