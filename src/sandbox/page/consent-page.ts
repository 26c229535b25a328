/**
 * The sandbox's consent page: a stored request's payload rendered by the notice page
 * (src/notice-page/, shared with `consent-contract preview`), with the request's status, the
 * categories last granted and the parent-verification step.
 */
import { renderNoticePage } from '../../notice-page/notice-page.js';
import { payloadOf, type StoredRequest } from '../store/store.js';

/** True when a verified parent must act first (a MINOR with delegation.required). */
export function needsParent(stored: StoredRequest): boolean {
  const dp = payloadOf(stored).dataPrincipal;
  return dp.subjectType === 'MINOR' && dp.delegation?.required === true;
}

/** The categories last granted, per purposeId, to show the toggles as the Data Principal left them. */
function lastGrant(stored: StoredRequest): Readonly<Record<string, readonly string[]>> | undefined {
  for (let i = stored.history.length - 1; i >= 0; i--) {
    const entry = stored.history[i];
    if (entry?.event === 'granted') return entry.categories;
  }
  return undefined;
}

/** The address of the page of request `crId` in language `lang`. */
export function pageUrl(crId: string, lang: string): string {
  return `/consent?cr_id=${encodeURIComponent(crId)}&lang=${encodeURIComponent(lang)}`;
}

/** The whole page for a stored consent request, in the requested language (or the default). */
export function renderConsentPage(stored: StoredRequest, requestedLang: string | null): string {
  const crId = stored.record.crId;
  const granted = lastGrant(stored);
  return renderNoticePage(payloadOf(stored), {
    context: 'sandbox',
    requestedLang,
    crId,
    status: stored.record.status,
    ...(granted !== undefined && { granted }),
    guardian: !needsParent(stored) ? 'none' : stored.parentVerified ? 'verified' : 'awaiting',
    pageHref: (lang) => pageUrl(crId, lang),
  });
}
