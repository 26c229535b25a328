/**
 * The page's own words (buttons, labels, the statements the DPDP Rules ask every notice to make),
 * one catalogue per language. The payload brings the notice in its languages; the page's chrome
 * comes from here: English is complete, other languages fall back to English string by string
 * (and those strings are marked lang="en", so the page says which language each text is in).
 * To add a language: copy en.ts to <lang>.ts, translate, and list it in `catalogues` below.
 */
import { en } from './en.js';
import { hi } from './hi.js';

/**
 * Every message of the page. Values may hold {placeholders}, filled with HTML the renderer has
 * escaped; the text itself is trusted (it is ours) and escaped once more when rendered.
 */
export interface PageMessages {
  readonly grant: string;
  readonly revoke: string;
  readonly mandatory: string;
  readonly retention: string;
  readonly dataCategories: string;
  /** The language switcher's accessible name. */
  readonly languages: string;
  readonly status: string;
  readonly privacyPolicy: string;
  readonly termsOfService: string;
  readonly contact: string;
  readonly grievanceOfficer: string;
  /** {company} */
  readonly logoAlt: string;
  /** {address} */
  readonly logoNotLoaded: string;
  readonly yourRights: string;
  /** DPDP Act s. 6(4): withdrawal as easy as giving consent. {revoke} is the Revoke button's name. */
  readonly withdraw: string;
  /** DPDP Act s. 8(10), 13: grievance redressal with the Data Fiduciary first. {officer} */
  readonly grievance: string;
  /** DPDP Act s. 13(3), 27: a complaint to the Data Protection Board of India. */
  readonly board: string;
  readonly awaitingParentTitle: string;
  readonly awaitingParentText: string;
  readonly verifyParent: string;
  readonly parentVerified: string;
  readonly sandboxBanner: string;
  readonly previewBanner: string;
  /** {crId} */
  readonly consentRequest: string;
}

/** The key of a message. */
export type MessageKey = keyof PageMessages;

/** A catalogue: its language tag and the messages it has (English has them all). */
export interface Catalogue {
  readonly lang: string;
  readonly messages: Partial<PageMessages>;
}

/** English, complete: the fallback of every other catalogue. */
export const english: { readonly lang: 'en'; readonly messages: PageMessages } = { lang: 'en', messages: en };

/** Every catalogue, by lower-case language tag. */
export const catalogues: ReadonlyMap<string, Catalogue> = new Map([
  ['en', english],
  ['hi', { lang: 'hi', messages: hi }],
]);

/** One message, and the language it is in (the page's, or English when the catalogue lacks it). */
export interface Message {
  readonly text: string;
  readonly lang: string;
}

/** The catalogue for a language tag: the exact tag, else its primary language, else English. */
export function catalogueFor(lang: string): Catalogue {
  const lower = lang.toLowerCase();
  return catalogues.get(lower) ?? catalogues.get(lower.split('-')[0] ?? '') ?? english;
}

/** Looks messages up in a language's catalogue, falling back to English for each one it lacks. */
export function messagesFor(lang: string): (key: MessageKey) => Message {
  const catalogue = catalogueFor(lang);
  return (key) => {
    const text = catalogue.messages[key];
    return text === undefined ? { text: english.messages[key], lang: english.lang } : { text, lang: catalogue.lang };
  };
}
