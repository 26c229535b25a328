/**
 * The notice's fingerprint: SHA-256 over the canonical form (canonical.ts) written as JSON with
 * sorted keys, for the whole notice and for each language's notice (what a Data Principal reading
 * that language is shown: the fiduciary, the service, the company and that language entry). A Data
 * Fiduciary stores it with every consent, as evidence of the exact notice it showed.
 */
import { createHash } from 'node:crypto';
import {
  canonicalNotice,
  stableJson,
  withoutIndex,
  type CanonicalLanguage,
  type CanonicalNotice,
} from './canonical.js';

/** Names the canonical form; it changes only if the form does, so stored fingerprints stay comparable. */
export const canonicalFormId = 'consent-contract-notice/1';

/** The fingerprints of one payload's notice. */
export interface NoticeFingerprint {
  readonly canonicalForm: typeof canonicalFormId;
  /** `sha256:<64 hex digits>` over the whole notice, every language included. */
  readonly notice: string;
  /** The same per language entry, by canonical language tag (a repeated tag: its first entry). */
  readonly languages: Readonly<Record<string, string>>;
}

const sha256 = (text: string): string => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;

/** The exact text that is hashed for the whole notice. */
export function canonicalNoticeText(notice: CanonicalNotice): string {
  return stableJson({ form: canonicalFormId, ...(withoutIndex(notice) as object) });
}

/** The exact text that is hashed for one language's notice. */
export function canonicalLanguageText(notice: CanonicalNotice, entry: CanonicalLanguage): string {
  const { languages: _all, defaultLanguage: _default, ...shared } = notice;
  return stableJson({ form: canonicalFormId, ...(withoutIndex(shared) as object), language: withoutIndex(entry) });
}

/**
 * Fingerprints of a payload's notice. Takes any value and never throws; validate the payload
 * first, since an invalid one has a fingerprint too (of what it says).
 */
export function noticeFingerprint(payload: unknown): NoticeFingerprint {
  const notice = canonicalNotice(payload);
  // A Map, then fromEntries: a tag such as "__proto__" becomes an own member, not a prototype.
  const languages = new Map<string, string>();
  for (const entry of notice.languages) {
    const lang = typeof entry.lang === 'string' ? entry.lang : stableJson(entry.lang);
    if (!languages.has(lang)) languages.set(lang, sha256(canonicalLanguageText(notice, entry)));
  }
  return {
    canonicalForm: canonicalFormId,
    notice: sha256(canonicalNoticeText(notice)),
    languages: Object.fromEntries(languages),
  };
}
