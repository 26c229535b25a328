/**
 * A defensive, one-pass reading of an untrusted consent-request payload, shared by the rules so
 * that each does not walk the payload again. Values of the wrong type are left out: the schema
 * reports those, and a rule judges only what has the shape it is about. Pointers are built only
 * when a rule reports (see the *Pointer functions): a valid payload allocates none.
 */

export type JsonRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A property of a record, or undefined. Rules judge JSON data, as the schema validators do:
 * JSON.parse makes no inherited members, and none of the names read here is a member of
 * Object.prototype.
 */
export function own(record: JsonRecord | undefined, key: string): unknown {
  return record === undefined ? undefined : record[key];
}

export interface CategoryView {
  /** Position in dataCategories. */
  readonly index: number;
  readonly id: unknown;
  readonly required: unknown;
}

export interface PurposeView {
  /** Position in purposes. */
  readonly index: number;
  readonly purposeId: unknown;
  readonly retention: JsonRecord | undefined;
  /** retention.duration and retention.unit, when retention is an object. */
  readonly duration: unknown;
  readonly unit: unknown;
  /** Present when dataCategories is an array. */
  readonly categories: readonly CategoryView[] | undefined;
}

export interface LanguageView {
  /** Position in content.languages. */
  readonly index: number;
  readonly lang: unknown;
  /** Present when purposes is an array. */
  readonly purposes: readonly PurposeView[] | undefined;
}

export interface ConsentRequestView {
  readonly root: unknown;
  readonly dataPrincipal: JsonRecord | undefined;
  readonly content: JsonRecord | undefined;
  readonly languages: readonly LanguageView[];
}

export const languagePointer = (l: LanguageView): string => `/content/languages/${l.index}`;
export const purposePointer = (l: LanguageView, p: PurposeView): string => `${languagePointer(l)}/purposes/${p.index}`;
export const categoryPointer = (l: LanguageView, p: PurposeView, c: CategoryView): string =>
  `${purposePointer(l, p)}/dataCategories/${c.index}`;

/** The records of an array with their positions; undefined when `value` is not an array. */
function mapRecords<T>(value: unknown, map: (item: JsonRecord, index: number) => T): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: T[] = [];
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    if (isRecord(item)) out.push(map(item, i));
  }
  return out;
}

const viewCategory = (category: JsonRecord, index: number): CategoryView => ({
  index,
  id: own(category, 'id'),
  required: own(category, 'required'),
});

function viewPurpose(purpose: JsonRecord, index: number): PurposeView {
  const retentionValue = own(purpose, 'retention');
  const retention = isRecord(retentionValue) ? retentionValue : undefined;
  return {
    index,
    purposeId: own(purpose, 'purposeId'),
    retention,
    duration: own(retention, 'duration'),
    unit: own(retention, 'unit'),
    categories: mapRecords(own(purpose, 'dataCategories'), viewCategory),
  };
}

const viewLanguage = (entry: JsonRecord, index: number): LanguageView => ({
  index,
  lang: own(entry, 'lang'),
  purposes: mapRecords(own(entry, 'purposes'), viewPurpose),
});

export function viewConsentRequest(root: unknown): ConsentRequestView {
  const top = isRecord(root) ? root : undefined;
  const dataPrincipal = own(top, 'dataPrincipal');
  const content = own(top, 'content');
  const contentRecord = isRecord(content) ? content : undefined;
  return {
    root,
    dataPrincipal: isRecord(dataPrincipal) ? dataPrincipal : undefined,
    content: contentRecord,
    languages: mapRecords(own(contentRecord, 'languages'), viewLanguage) ?? [],
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
  const defaultLanguage = own(view.content, 'defaultLanguage');
  if (typeof defaultLanguage === 'string') {
    for (const l of view.languages) if (typeof l.lang === 'string' && sameTag(l.lang, defaultLanguage)) return l;
  }
  return view.languages[0];
}
