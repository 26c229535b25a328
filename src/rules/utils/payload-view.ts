/**
 * A defensive reading of an untrusted consent-request payload, shared by the rules. It keeps
 * the payload's own arrays and records (no copies: a valid payload allocates almost nothing
 * here) and offers `field`, which reads a member of anything without throwing. Values of the
 * wrong type read as undefined: the schema reports those, and a rule judges only what has the
 * shape it is about. Pointers are built only when a rule reports.
 */
import { none } from '../../none.js';
import type { Finding } from './rule.js';

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
  /**
   * The language entry others are compared with: the one for defaultLanguage, or else the first.
   * Worked out on first use, once per payload.
   */
  readonly reference: LanguageView | undefined;
  /**
   * Whether `language` repeats the reference entry in everything but its text: the same purposeIds
   * (all strings) in the same order, each with the same retention and the same data categories
   * (id and required flag) in the same order. The reference repeats itself. Worked out for every
   * entry on first use, once per payload, so that rules comparing entries or judging each entry
   * alike skip the translations of a consistent notice (see findInEachLanguage).
   */
  mirrorsReference(language: LanguageView): boolean;
}

export const languagePointer = (l: LanguageView): string => `/content/languages/${l.index}`;
export const purposePointer = (l: LanguageView, p: number): string => `${languagePointer(l)}/purposes/${p}`;
export const categoryPointer = (l: LanguageView, p: number, c: number): string =>
  `${purposePointer(l, p)}/dataCategories/${c}`;

/** A language entry, with the slot where the view notes whether it mirrors the reference. */
class LanguageEntry implements LanguageView {
  mirrors = false;
  constructor(
    readonly index: number,
    readonly lang: unknown,
    readonly purposes: readonly unknown[] | undefined,
  ) {}
}

/** Same duration and unit, or both without a retention object. */
function sameRetention(a: JsonRecord, b: JsonRecord): boolean {
  const ra = a.retention;
  const rb = b.retention;
  if (!isRecord(ra) || !isRecord(rb)) return !isRecord(ra) && !isRecord(rb);
  return ra.duration === rb.duration && ra.unit === rb.unit;
}

/** The same category ids and required flags in the same order (non-records never match). */
function sameCategories(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return !Array.isArray(a) && !Array.isArray(b);
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x: unknown = a[i];
    const y: unknown = b[i];
    if (!isRecord(x) || !isRecord(y) || x.id !== y.id || (x.required === true) !== (y.required === true)) return false;
  }
  return true;
}

/** See ConsentRequestView.mirrorsReference. Reads members by literal names (see purpose-fields.ts). */
function mirrors(reference: readonly unknown[], purposes: readonly unknown[]): boolean {
  if (reference.length !== purposes.length) return false;
  for (let p = 0; p < purposes.length; p++) {
    const a = reference[p];
    const b = purposes[p];
    if (!isRecord(a) || !isRecord(b) || typeof a.purposeId !== 'string' || a.purposeId !== b.purposeId) return false;
    if (!sameRetention(a, b) || !sameCategories(a.dataCategories, b.dataCategories)) return false;
  }
  return true;
}

/**
 * mirrors() for a payload the schema accepted, where every purpose, retention and data category
 * is a record and every purposeId a string: the same answer without asking each value's type
 * again (about a third of the comparison's cost; the rest is comparing equal strings).
 */
function mirrorsValid(reference: readonly unknown[], purposes: readonly unknown[]): boolean {
  if (reference.length !== purposes.length) return false;
  for (let p = 0; p < purposes.length; p++) {
    const a = reference[p] as JsonRecord;
    const b = purposes[p] as JsonRecord;
    if (a.purposeId !== b.purposeId) return false;
    const ra = a.retention as JsonRecord;
    const rb = b.retention as JsonRecord;
    if (ra.duration !== rb.duration || ra.unit !== rb.unit) return false;
    const ca = a.dataCategories as readonly JsonRecord[];
    const cb = b.dataCategories as readonly JsonRecord[];
    if (ca.length !== cb.length) return false;
    for (let i = 0; i < ca.length; i++) {
      const x = ca[i]!;
      const y = cb[i]!;
      if (x.id !== y.id || (x.required === true) !== (y.required === true)) return false;
    }
  }
  return true;
}

class PayloadView implements ConsentRequestView {
  private compared = false;
  private referenceEntry: LanguageEntry | undefined = undefined;
  private referenceFound = false;

  constructor(
    readonly root: unknown,
    readonly version: unknown,
    readonly dpHash: unknown,
    readonly subjectType: unknown,
    readonly delegation: unknown,
    readonly defaultLanguage: unknown,
    readonly languages: readonly LanguageEntry[],
    /** See knownSchemaValid. */
    readonly schemaValid: boolean,
    /** See requiredTextKnownFilled. */
    readonly requiredTextFilled: boolean,
  ) {}

  get reference(): LanguageView | undefined {
    if (!this.referenceFound) {
      this.referenceFound = true;
      this.referenceEntry = findReference(this.defaultLanguage, this.languages);
    }
    return this.referenceEntry;
  }

  mirrorsReference(language: LanguageView): boolean {
    if (!this.compared) {
      this.compared = true;
      const reference = this.reference as LanguageEntry | undefined;
      const expected = reference?.purposes;
      if (expected !== undefined) {
        const same = this.schemaValid ? mirrorsValid : mirrors;
        for (const l of this.languages)
          l.mirrors = l === reference || (l.purposes !== undefined && same(expected, l.purposes));
      }
    }
    return (language as LanguageEntry).mirrors === true;
  }
}

export function viewConsentRequest(root: unknown): ConsentRequestView {
  return viewCheckedConsentRequest(root, false, false);
}

/**
 * The view the validation pipeline makes, with what it already knows of `root`: `schemaValid`,
 * the schema accepted it; `textSettled`, one pass over its strings (generated/text-bound.ts) also
 * found each well-formed and every required free-text field filled.
 */
export function viewCheckedConsentRequest(
  root: unknown,
  schemaValid: boolean,
  textSettled: boolean,
): ConsentRequestView {
  const top = isRecord(root) ? root : undefined;
  const dataPrincipal = top?.dataPrincipal;
  const principal = isRecord(dataPrincipal) ? dataPrincipal : undefined;
  const contentValue = top?.content;
  const content = isRecord(contentValue) ? contentValue : undefined;
  const entries = list(content?.languages);
  const languages: LanguageEntry[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (!isRecord(entry)) continue;
    const purposes = entry.purposes;
    languages.push(new LanguageEntry(i, entry.lang, Array.isArray(purposes) ? purposes : undefined));
  }
  return new PayloadView(
    root,
    top?.version,
    principal?.dpHash,
    principal?.subjectType,
    principal?.delegation,
    content?.defaultLanguage,
    languages,
    schemaValid,
    textSettled,
  );
}

/*
 * What the pipeline knows of the payload, for built-in rules that would otherwise work it out
 * again (see viewCheckedConsentRequest); false when not known, as for a view a test or a team's
 * rule made. Not on the public view, where a team's rule could not tell a fact from a default.
 */

/** Whether the schema is known to have accepted the payload. */
export function knownSchemaValid(view: ConsentRequestView): boolean {
  return view instanceof PayloadView && view.schemaValid;
}

/** Whether every required free-text field of the payload is known to hold more than white space. */
export function requiredTextKnownFilled(view: ConsentRequestView): boolean {
  return view instanceof PayloadView && view.requiredTextFilled;
}

/** How a language entry is named in messages: its lang code, or its position. */
export function languageName(language: LanguageView): string {
  return typeof language.lang === 'string' ? `"${language.lang}"` : `#${language.index}`;
}

/** BCP 47 tags compare case-insensitively. */
export function sameTag(a: string, b: string): boolean {
  return a === b || a.toLowerCase() === b.toLowerCase();
}

function findReference<L extends LanguageView>(defaultLanguage: unknown, languages: readonly L[]): L | undefined {
  if (typeof defaultLanguage === 'string') {
    for (const l of languages) if (typeof l.lang === 'string' && sameTag(l.lang, defaultLanguage)) return l;
  }
  return languages[0];
}

/** The language entry others are compared with (see ConsentRequestView.reference). */
export function referenceLanguage(view: ConsentRequestView): LanguageView | undefined {
  return view.reference;
}

/**
 * The findings of `findIn` in every language entry, in order. An entry that mirrors the reference
 * has the findings the reference has, at its own pointers: when the reference has none, those
 * entries are not looked at. `findIn` returns undefined when it finds nothing.
 */
export function findInEachLanguage(
  view: ConsentRequestView,
  findIn: (language: LanguageView) => Finding[] | undefined,
): readonly Finding[] {
  const reference = view.reference;
  const skipMirrors = reference !== undefined && findIn(reference) === undefined;
  let findings: Finding[] | undefined;
  for (const language of view.languages) {
    if (skipMirrors && view.mirrorsReference(language)) continue;
    const found = findIn(language);
    if (found !== undefined) {
      if (findings === undefined) findings = found;
      else for (const f of found) findings.push(f);
    }
  }
  return findings ?? none;
}
