/**
 * The consent notice at redirectUrl, as the interface describes it: language switcher, purposes
 * with their data categories as toggles, retention, company, policies and grievance officer,
 * and Grant / Revoke. Every string from the payload is escaped; the page runs no script.
 */
import type { Company, Purpose } from '../../../generated/types.js';
import { payloadOf, type StoredRequest } from '../store/store.js';
import { escapeHtml as e, safeHref } from './escape.js';
import { htmlDocument } from './document.js';
import { direction, pickLanguage, switcherOrder } from './languages.js';
import { retentionLabel } from './retention.js';

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

function pageUrl(crId: string, lang: string): string {
  return `/consent?cr_id=${encodeURIComponent(crId)}&lang=${encodeURIComponent(lang)}`;
}

function link(address: string | undefined, text: string): string {
  const href = safeHref(address);
  return href === undefined ? e(address ?? '') : `<a href="${e(href)}" rel="noopener noreferrer">${e(text)}</a>`;
}

function logo(company: Company): string {
  const initial = e([...company.companyName.trim()][0] ?? '?');
  if (company.logo === undefined) return `<figure class="logo" aria-hidden="true">${initial}</figure>`;
  // Only data: images load (img-src data:); an address on another host is shown, not fetched.
  if (/^data:image\//i.test(company.logo)) return `<figure class="logo"><img src="${e(company.logo)}" alt="${e(company.companyName)} logo"></figure>`;
  return `<figure class="logo" title="Logo: ${e(company.logo)} (the sandbox loads nothing from other hosts)" data-logo="${e(company.logo)}">${initial}</figure>`;
}

function purposeSection(purpose: Purpose, index: number, lang: string, granted: readonly string[] | undefined, locked: boolean): string {
  const toggles = purpose.dataCategories
    .map((category, j) => {
      const id = `c-${index}-${j}`;
      const required = category.required === true;
      const checked = required || (granted?.includes(category.id) ?? false);
      const mandatory = required ? ` <span class="mandatory" id="${id}-m">Mandatory</span>` : '';
      const attributes = `${checked ? ' checked' : ''}${required || locked ? ' disabled' : ''}${required ? ` aria-describedby="${id}-m"` : ''}`;
      return `<div class="toggle"><input type="checkbox" role="switch" id="${id}" name="p:${e(purpose.purposeId)}" value="${e(category.id)}" data-category="${e(category.id)}"${attributes}><label for="${id}">${e(category.label)}</label>${mandatory}</div>`;
    })
    .join('\n');
  const retention = retentionLabel(purpose.retention.duration, purpose.retention.unit, lang);
  return `<section class="purpose" data-purpose="${e(purpose.purposeId)}">
<h2>${e(purpose.purposeText)}</h2>
<p>${e(purpose.description)}</p>
<p>Retention: <span class="retention">${e(retention)}</span></p>
<fieldset><legend>Data categories</legend>
${toggles}
</fieldset>
</section>`;
}

/** The whole page for a stored consent request, in the requested language (or the default). */
export function renderConsentPage(stored: StoredRequest, requestedLang: string | null): string {
  const { record } = stored;
  const payload = payloadOf(stored);
  const { content } = payload;
  const company = content.company;
  const shown = pickLanguage(content.languages, content.defaultLanguage, requestedLang);
  const crId = record.crId;
  const awaitingParent = needsParent(stored) && !stored.parentVerified;
  const granted = lastGrant(stored);

  const switcher = switcherOrder(content.languages, content.defaultLanguage)
    .map((l) => `<li><a href="${e(pageUrl(crId, l.lang))}" hreflang="${e(l.lang)}" lang="${e(l.lang)}"${l === shown ? ' aria-current="page"' : ''}>${e(l.label)}</a></li>`)
    .join('');
  const hidden = `<input type="hidden" name="cr_id" value="${e(crId)}"><input type="hidden" name="lang" value="${e(shown.lang)}">`;

  const guardian = !needsParent(stored)
    ? ''
    : awaitingParent
      ? `<section class="guardian" role="status" data-guardian="awaiting"><h2>Awaiting a verified parent</h2>
<p>This consent request concerns a minor. It can be viewed and answered only by a verified parent.</p>
<form method="post" action="/consent/verify-parent">${hidden}<button type="submit" class="secondary">Verify as parent (sandbox only)</button></form></section>`
      : `<section class="guardian" role="status" data-guardian="verified"><p>Parent verified (sandbox). You are answering on behalf of the minor.</p></section>`;

  const notice = awaitingParent
    ? ''
    : `<form method="post" action="/consent/grant" id="consent">${hidden}
${shown.purposes.map((p, i) => purposeSection(p, i, shown.lang, granted?.[p.purposeId], false)).join('\n')}
<div class="actions">
<button type="submit"${record.status === 'granted' ? ' disabled' : ''}>Grant</button>
<button type="submit" class="secondary" formaction="/consent/revoke"${record.status === 'revoked' ? ' disabled' : ''}>Revoke</button>
</div>
</form>`;

  const terms = company.termsOfServiceUrl === undefined ? '' : `<li>${link(company.termsOfServiceUrl, 'Terms of service')}</li>`;
  const body = `<header>${logo(company)}<div><h1>${e(company.companyName)}</h1><p>${e(payload.service.name)}</p></div></header>
<p class="sandbox">consent-contract sandbox: a local stand-in for the consent manager. Nothing here is a real consent.</p>
<nav aria-label="Language"><ul>${switcher}</ul></nav>
<main>
<p>Status: <strong id="status">${e(record.status)}</strong></p>
${guardian}
${notice}
</main>
<footer>
<ul>
<li>${link(company.privacyPolicyUrl, 'Privacy policy')}</li>
${terms}
<li>Contact: ${link(`mailto:${company.contactEmail}`, company.contactEmail)}</li>
<li>Grievance officer: <span id="grievance-officer">${e(company.grievanceOfficer.name)}</span>, ${link(`mailto:${company.grievanceOfficer.email}`, company.grievanceOfficer.email)}</li>
</ul>
<p>Consent request ${e(crId)}</p>
</footer>`;
  return htmlDocument(shown.lang, direction(shown.lang), `${payload.service.name} · ${company.companyName}`, body);
}
