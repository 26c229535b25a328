/**
 * POST /consent/grant, /consent/revoke and /consent/verify-parent: the consent page's forms.
 * Each answers 303 back to the page, or an HTML page saying why the action was refused.
 */
import { readLimited, unsupportedCoding } from '../http/body.js';
import type { Exchange, SandboxState } from '../http/context.js';
import { messagePage } from '../../notice-page/document.js';
import { needsParent } from '../page/consent-page.js';
import { contentSecurityPolicy } from '../../notice-page/styles.js';
import { closeAfterAnswer, sendHtml } from '../http/respond.js';
import { payloadOf, type HistoryEntry, type StoredRequest } from '../store/store.js';
import { isoTime } from '../store/iso-time.js';
import { problemTypes, type ProblemSlug } from '../../problems/problem-types.js';
import { refuseMethod } from './common.js';
import { crossSiteReason } from './same-origin.js';

/** The form actions the page posts. */
export type ConsentAction = 'grant' | 'revoke' | 'verify-parent';

const formLimit = 64 * 1024;

/** Why the action cannot happen now, or undefined when it can. */
function refusal(stored: StoredRequest, action: ConsentAction): string | undefined {
  const parentFirst = needsParent(stored) && !stored.parentVerified;
  if (action === 'verify-parent')
    return needsParent(stored)
      ? stored.parentVerified
        ? 'The parent is already verified.'
        : undefined
      : 'This consent request does not need a parent.';
  if (parentFirst)
    return 'This consent request concerns a minor: a verified parent must act first. Use "Verify as parent" on the page.';
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
    chosen[purpose.purposeId] = purpose.dataCategories
      .filter((c) => c.required === true || ticked.has(c.id))
      .map((c) => c.id);
  }
  return chosen;
}

function entryFor(stored: StoredRequest, action: ConsentAction, form: URLSearchParams, at: string): HistoryEntry {
  if (action === 'verify-parent')
    return { event: 'parent-verified', status: stored.record.status as HistoryEntry['status'], at };
  if (action === 'grant')
    return { event: 'granted', status: 'granted', at, categories: chosenCategories(stored, form) };
  return { event: 'revoked', status: 'revoked', at };
}

/**
 * Answers a refused form post with an HTML page for the person at the browser; its status and
 * title come from the problem table, like every other refusal of the sandbox.
 */
function refuse(ex: Exchange, slug: ProblemSlug, detail: string, back?: string): void {
  const { status, title } = problemTypes[slug];
  sendHtml(ex.res, status, messagePage(title, detail, back), contentSecurityPolicy);
}

/** Handles one of the page's form posts. */
export async function consentActionRoute(state: SandboxState, ex: Exchange, action: ConsentAction): Promise<void> {
  if (refuseMethod(ex, 'POST')) return;
  const crossSite = crossSiteReason(ex.req, [new URL(state.baseUrl()).origin, `http://${ex.req.headers.host ?? ''}`]);
  if (crossSite !== undefined) {
    closeAfterAnswer(ex.req, ex.res);
    refuse(ex, 'cross-site-form', `Refused: ${crossSite}. Grant or revoke on the consent page itself.`);
    return;
  }
  if (!/^application\/x-www-form-urlencoded\b/i.test(ex.req.headers['content-type'] ?? '')) {
    closeAfterAnswer(ex.req, ex.res);
    refuse(ex, 'unsupported-media-type', 'Post the consent page form (application/x-www-form-urlencoded).');
    return;
  }
  const coding = unsupportedCoding(ex.req);
  if (coding !== undefined) {
    closeAfterAnswer(ex.req, ex.res);
    refuse(ex, 'unsupported-media-type', coding);
    return;
  }
  const read = await readLimited(ex.req, formLimit);
  if (read.kind === 'aborted') return;
  if (read.kind === 'too-large') {
    closeAfterAnswer(ex.req, ex.res);
    refuse(ex, 'payload-too-large', 'The form is larger than 64 KiB.');
    return;
  }
  const form = new URLSearchParams(read.raw.toString('utf8'));
  const crId = form.get('cr_id') ?? '';
  const lang = form.get('lang') ?? '';
  if (crId === '') {
    refuse(ex, 'invalid-form', 'The form has no cr_id; post the form of a consent page.');
    return;
  }
  const stored = state.store.get(crId);
  if (stored === undefined) {
    refuse(ex, 'not-found', `There is no consent request "${crId}" in this sandbox.`);
    return;
  }
  const back = `/consent?cr_id=${encodeURIComponent(crId)}${lang === '' ? '' : `&lang=${encodeURIComponent(lang)}`}`;
  const why = refusal(stored, action);
  if (why !== undefined) {
    refuse(ex, 'consent-action-refused', why, back);
    return;
  }
  const at = isoTime(state.options.now());
  const change = state.store.record(stored, entryFor(stored, action, form, at));
  try {
    await state.persist();
  } catch {
    // Not on disk, so not done: the page must not show a change a restart would lose.
    state.store.undo(change);
    const detail =
      'The change was not saved, so it was not made; check the --data file and its directory, then try again.';
    refuse(ex, 'storage-failed', detail, back);
    return;
  }
  ex.res.writeHead(303, { location: back, 'cache-control': 'no-store', 'content-length': 0 });
  ex.res.end();
}
