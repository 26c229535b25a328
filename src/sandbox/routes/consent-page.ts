/** GET /consent?cr_id=...&lang=...: the consent notice page. */
import type { Exchange, SandboxState } from '../http/context.js';
import { renderConsentPage } from '../page/consent-page.js';
import { messagePage } from '../../notice-page/document.js';
import { contentSecurityPolicy } from '../../notice-page/styles.js';
import { sendHtml } from '../http/respond.js';
import { refuseMethod } from './common.js';

/** Serves the notice of the request named by ?cr_id, in ?lang or the default language. */
export function consentPageRoute(state: SandboxState, ex: Exchange): void {
  if (refuseMethod(ex, 'GET')) return;
  const query = ex.query();
  const crId = query.get('cr_id');
  const stored = crId === null ? undefined : state.store.get(crId);
  if (stored === undefined) {
    const text =
      crId === null
        ? 'The address has no cr_id; open the redirectUrl of a consent request.'
        : `There is no consent request "${crId}" in this sandbox.`;
    sendHtml(ex.res, 404, messagePage('No such consent request', text), contentSecurityPolicy);
    return;
  }
  sendHtml(ex.res, 200, renderConsentPage(stored, query.get('lang')), contentSecurityPolicy);
}
