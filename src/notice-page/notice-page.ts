/**
 * The consent page as the Data Principal sees it: language switcher, purposes with their data
 * categories as toggles, retention, Grant / Revoke, the statements the DPDP Rules ask of every
 * notice (withdrawal, grievance redressal, the Data Protection Board), company, policies and the
 * grievance officer. Used by the sandbox (at redirectUrl) and by `consent-contract preview`, so
 * the two show the same page. Every payload string is escaped; the page runs no script.
 */
import type { Company, ConsentRequest, Purpose } from '../../generated/types.js';
import { escapeHtml as e, safeHref } from './escape.js';
import { htmlDocument } from './document.js';
import { direction, pickLanguage, switcherOrder } from './languages.js';
import { messagesFor, type MessageKey } from './messages/catalogue.js';
import { retentionLabel } from './retention.js';

/** What differs between where the page is shown: the sandbox, or a preview file. */
export interface NoticePageView {
  /** Which banner the page carries; the sandbox also shows the request's status and id. */
  readonly context: 'sandbox' | 'preview';
  /** The language asked for; the default language (or the first) when absent or unknown. */
  readonly requestedLang: string | null;
  /** The consent request's id, posted back by the forms. */
  readonly crId: string;
  /** The request's status (sandbox), which disables the button that would not change it. */
  readonly status?: string;
  /** The categories last granted, per purposeId, to show the toggles as they were left. */
  readonly granted?: Readonly<Record<string, readonly string[]>>;
  /** A minor's request: hidden until a parent is verified, or answered by the verified parent. */
  readonly guardian: 'none' | 'awaiting' | 'verified';
  /** The address of this page in another language. */
  readonly pageHref: (lang: string) => string;
}

/** The page's words in one language, as HTML: a message in another language is marked as such. */
interface Chrome {
  /** Escaped message, wrapped in lang="en" when the catalogue fell back; {placeholders} filled with HTML. */
  readonly html: (key: MessageKey, data?: Readonly<Record<string, string>>) => string;
  /** Escaped message for an attribute (no markup possible there). */
  readonly attribute: (key: MessageKey, data?: Readonly<Record<string, string>>) => string;
}

const primary = (tag: string): string => tag.toLowerCase().split('-')[0] ?? '';

function chrome(pageLang: string): Chrome {
  const lookup = messagesFor(pageLang);
  const fill = (text: string, data: Readonly<Record<string, string>>): string =>
    e(text).replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(data, name) ? (data[name] as string) : whole,
    );
  return {
    html(key, data = {}) {
      const message = lookup(key);
      const text = fill(message.text, data);
      return primary(message.lang) === primary(pageLang) ? text : `<span lang="${e(message.lang)}">${text}</span>`;
    },
    attribute: (key, data = {}) => fill(lookup(key).text, data),
  };
}

function link(address: string | undefined, html: string): string {
  const href = safeHref(address);
  return href === undefined ? e(address ?? '') : `<a href="${e(href)}" rel="noopener noreferrer">${html}</a>`;
}

function logo(company: Company, t: Chrome): string {
  const initial = e([...company.companyName.trim()][0] ?? '?');
  if (company.logo === undefined) return `<figure class="logo" aria-hidden="true">${initial}</figure>`;
  // Only data: images load (img-src data:); an address on another host is shown, not fetched.
  if (/^data:image\//i.test(company.logo)) {
    const alt = t.attribute('logoAlt', { company: e(company.companyName) });
    return `<figure class="logo"><img src="${e(company.logo)}" alt="${alt}"></figure>`;
  }
  const title = t.attribute('logoNotLoaded', { address: e(company.logo) });
  return `<figure class="logo" title="${title}" data-logo="${e(company.logo)}">${initial}</figure>`;
}

function purposeSection(
  purpose: Purpose,
  index: number,
  lang: string,
  t: Chrome,
  granted: readonly string[] | undefined,
): string {
  const toggles = purpose.dataCategories
    .map((category, j) => {
      const id = `c-${index}-${j}`;
      const required = category.required === true;
      const checked = required || (granted?.includes(category.id) ?? false);
      const mandatory = required ? ` <span class="mandatory" id="${id}-m">${t.html('mandatory')}</span>` : '';
      const attributes = `${checked ? ' checked' : ''}${required ? ` disabled aria-describedby="${id}-m"` : ''}`;
      const input =
        `<input type="checkbox" role="switch" id="${id}" name="p:${e(purpose.purposeId)}" value="${e(category.id)}"` +
        ` data-category="${e(category.id)}"${attributes}>`;
      return `<div class="toggle">${input}<label for="${id}">${e(category.label)}</label>${mandatory}</div>`;
    })
    .join('\n');
  const retention = retentionLabel(purpose.retention.duration, purpose.retention.unit, lang);
  return `<section class="purpose" data-purpose="${e(purpose.purposeId)}">
<h2>${e(purpose.purposeText)}</h2>
<p>${e(purpose.description)}</p>
<p>${t.html('retention')}: <span class="retention">${e(retention)}</span></p>
<fieldset><legend>${t.html('dataCategories')}</legend>
${toggles}
</fieldset>
</section>`;
}

/** What the DPDP Rules ask every notice to say and a payload cannot: withdrawal, grievances, the Board. */
function rights(company: Company, t: Chrome): string {
  const officer = company.grievanceOfficer;
  const contact = `${e(officer.name)} (${link(`mailto:${officer.email}`, e(officer.email))})`;
  return `<section class="rights" aria-labelledby="rights-h">
<h2 id="rights-h">${t.html('yourRights')}</h2>
<p data-statement="withdraw">${t.html('withdraw', { revoke: `<strong>${t.attribute('revoke')}</strong>` })}</p>
<p data-statement="grievance">${t.html('grievance', { officer: contact })}</p>
<p data-statement="board">${t.html('board')}</p>
</section>`;
}

/** The whole page for a payload, in the requested language (or the default). */
export function renderNoticePage(payload: ConsentRequest, view: NoticePageView): string {
  const { content } = payload;
  const company = content.company;
  const shown = pickLanguage(content.languages, content.defaultLanguage, view.requestedLang);
  const t = chrome(shown.lang);
  const sandbox = view.context === 'sandbox';

  const switcher = switcherOrder(content.languages, content.defaultLanguage)
    .map((l) => {
      const current = l === shown ? ' aria-current="page"' : '';
      const tag = e(l.lang);
      const href = e(view.pageHref(l.lang));
      return `<li><a href="${href}" hreflang="${tag}" lang="${tag}"${current}>${e(l.label)}</a></li>`;
    })
    .join('');
  const hidden =
    `<input type="hidden" name="cr_id" value="${e(view.crId)}">` +
    `<input type="hidden" name="lang" value="${e(shown.lang)}">`;

  const verified = t.html('parentVerified');
  const verifyButton = `<button type="submit" class="secondary">${t.html('verifyParent')}</button>`;
  const guardian =
    view.guardian === 'none'
      ? ''
      : view.guardian === 'awaiting'
        ? `<section class="guardian" role="status" data-guardian="awaiting"><h2>${t.html('awaitingParentTitle')}</h2>
<p>${t.html('awaitingParentText')}</p>
<form method="post" action="/consent/verify-parent">${hidden}${verifyButton}</form></section>`
        : `<section class="guardian" role="status" data-guardian="verified"><p>${verified}</p></section>`;

  const revokeDisabled = view.status === 'revoked' ? ' disabled' : '';
  const notice =
    view.guardian === 'awaiting'
      ? ''
      : `<form method="post" action="/consent/grant" id="consent">${hidden}
${shown.purposes.map((p, i) => purposeSection(p, i, shown.lang, t, view.granted?.[p.purposeId])).join('\n')}
<div class="actions">
<button type="submit"${view.status === 'granted' ? ' disabled' : ''}>${t.html('grant')}</button>
<button type="submit" class="secondary" formaction="/consent/revoke"${revokeDisabled}>${t.html('revoke')}</button>
</div>
</form>
${rights(company, t)}`;

  const status =
    sandbox && view.status !== undefined
      ? `<p data-context="status">${t.html('status')}: <strong id="status">${e(view.status)}</strong></p>\n`
      : '';
  const terms =
    company.termsOfServiceUrl === undefined
      ? ''
      : `<li>${link(company.termsOfServiceUrl, t.html('termsOfService'))}</li>`;
  const officer = company.grievanceOfficer;
  const officerEmail = link(`mailto:${officer.email}`, e(officer.email));
  const heading = `<div><h1>${e(company.companyName)}</h1><p>${e(payload.service.name)}</p></div>`;
  const body = `<header>${logo(company, t)}${heading}</header>
<p class="banner" data-context="${view.context}">${t.html(sandbox ? 'sandboxBanner' : 'previewBanner')}</p>
<nav aria-label="${t.attribute('languages')}"><ul>${switcher}</ul></nav>
<main>
${status}${guardian}
${notice}
</main>
<footer>
<ul>
<li>${link(company.privacyPolicyUrl, t.html('privacyPolicy'))}</li>
${terms}
<li>${t.html('contact')}: ${link(`mailto:${company.contactEmail}`, e(company.contactEmail))}</li>
<li>${t.html('grievanceOfficer')}: <span id="grievance-officer">${e(officer.name)}</span>, ${officerEmail}</li>
</ul>
${sandbox ? `<p data-context="request">${t.html('consentRequest', { crId: e(view.crId) })}</p>\n` : ''}</footer>`;
  return htmlDocument(shown.lang, direction(shown.lang), `${payload.service.name} · ${company.companyName}`, body);
}
