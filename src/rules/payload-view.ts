/**
 * A defensive reading of an untrusted consent-request payload, shared by the rules. It keeps
 * the payload's own arrays and records (no copies: a valid payload allocates almost nothing
 * here) and offers `field`, which reads a member of anything without throwing. Values of the
 * wrong type read as undefined: the schema reports those, and a rule judges only what has the
 * shape it is about. Pointers are built only when a rule reports.
 */
import { none } from '../none.js';

export type JsonRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A member of `value` when it is a record, else undefined. Rules judge JSON data, as the schema
 * validators do: JSON.parse makes no inherited members, and no name read here is a member of
 * Object.prototype.
 */
export function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

/** `value` when it is an array, else an empty one. */
export function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : none;
}

export interface LanguageView {
  /** Position in content.languages. */
  readonly index: number;
  readonly lang: unknown;
  /** The entry's purposes when they are an array (items may be of any type). */
  readonly purposes: readonly unknown[] | undefined;
}

export interface ConsentRequestView {
  readonly root: unknown;
  /** The members several rules read, read once (undefined where a parent is not an object). */
  readonly version: unknown;
  readonly dpHash: unknown;
  readonly subjectType: unknown;
  readonly delegation: unknown;
  readonly defaultLanguage: unknown;
  /** The language entries that are records. */
  readonly languages: readonly LanguageView[];
}

export const languagePointer = (l: LanguageView): string => `/content/languages/${l.index}`;
export const purposePointer = (l: LanguageView, p: number): string => `${languagePointer(l)}/purposes/${p}`;
export const categoryPointer = (l: LanguageView, p: number, c: number): string => `${purposePointer(l, p)}/dataCategories/${c}`;

export function viewConsentRequest(root: unknown): ConsentRequestView {
  const top = isRecord(root) ? root : undefined;
  const dataPrincipal = top?.dataPrincipal;
  const principal = isRecord(dataPrincipal) ? dataPrincipal : undefined;
  const contentValue = top?.content;
  const content = isRecord(contentValue) ? contentValue : undefined;
  const entries = list(content?.languages);
  const languages: LanguageView[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (!isRecord(entry)) continue;
    const purposes = entry.purposes;
    languages.push({ index: i, lang: entry.lang, purposes: Array.isArray(purposes) ? purposes : undefined });
  }
  return {
    root,
    version: top?.version,
    dpHash: principal?.dpHash,
    subjectType: principal?.subjectType,
    delegation: principal?.delegation,
    defaultLanguage: content?.defaultLanguage,
    languages,
  };
}

/** How a language entry is named in messages: its lang code, or its position. */
export function languageName(language: LanguageView): string {
  return typeof language.lang === 'string' ? `"${language.lang}"` : `#${language.index}`;
}

/** BCP 47 tags compare case-insensitively. */
export function sameTag(a: string, b: string): boolean {
  return a === b || a.toLowerCase() === b.toLowerCase();
}

/**
 * The language entry others are compared with: the one for defaultLanguage, or else the first.
 */
export function referenceLanguage(view: ConsentRequestView): LanguageView | undefined {
  const { defaultLanguage } = view;
  if (typeof defaultLanguage === 'string') {
    for (const l of view.languages) if (typeof l.lang === 'string' && sameTag(l.lang, defaultLanguage)) return l;
  }
  return view.languages[0];
}
