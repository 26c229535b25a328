/**
 * The pages of `consent-contract preview`: the notice page of each language as a self-contained
 * file, rendered exactly as the sandbox renders it for a new request, with a preview banner and
 * the language switcher linking the sibling files.
 */
import type { ConsentRequest } from '../../generated/types.js';
import { switcherOrder } from './languages.js';
import { renderNoticePage } from './notice-page.js';

/** One page to write. */
export interface PreviewPage {
  /** The language entry's lang, as the payload writes it. */
  readonly lang: string;
  /** The file name: the tag with anything but letters, digits and - replaced, then .html. */
  readonly file: string;
  readonly html: string;
}

/** The crId a preview's forms carry: it is not a real request. */
export const previewCrId = 'preview';

/** A file name for each language: safe characters only, unique (a repeated tag gets -2, -3...). */
function fileNames(langs: readonly string[]): Map<string, string> {
  const names = new Map<string, string>();
  const used = new Set<string>();
  for (const lang of langs) {
    if (names.has(lang)) continue;
    const base = lang.replace(/[^A-Za-z0-9-]/g, '_').slice(0, 64) || 'lang';
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base}-${n}`;
    used.add(name.toLowerCase());
    names.set(lang, `${name}.html`);
  }
  return names;
}

/**
 * The preview pages of a (schema-valid) payload: every language in switcher order, or only `lang`
 * (matched case-insensitively). Empty when the payload has no such language.
 */
export function previewPages(payload: ConsentRequest, lang?: string): PreviewPage[] {
  const entries = switcherOrder(payload.content.languages, payload.content.defaultLanguage);
  const files = fileNames(entries.map((l) => l.lang));
  const pageHref = (l: string): string => files.get(l) ?? '#';
  const wanted =
    lang === undefined ? entries : entries.filter((l) => l.lang.toLowerCase() === lang.toLowerCase()).slice(0, 1);
  return wanted.map((entry) => ({
    lang: entry.lang,
    file: pageHref(entry.lang),
    html: renderNoticePage(payload, {
      context: 'preview',
      requestedLang: entry.lang,
      crId: previewCrId,
      guardian: 'none',
      pageHref,
    }),
  }));
}
