/**
 * The canonical form of a notice: what a Data Principal is shown, independent of how the payload
 * was written. Both the fingerprint and the diff read payloads only through this module, so two
 * payloads have the same fingerprint exactly when the diff finds no change.
 *
 * - Only the notice counts: `fiduciary.fidId`, `service`, and `content` (default language, every
 *   language entry, the company). requestId, dataPrincipal, version and supersedesPrevious are
 *   about one request, not about what it says.
 * - Language entries are keyed by their canonical BCP 47 tag (`EN-gb` is `en-GB`), purposes by
 *   purposeId, data categories by id, and sorted by those keys: their order carries no meaning.
 * - Every string is Unicode NFC, with white space trimmed and runs of it collapsed to one space
 *   (the page collapses them too); an absent `required` is false, as the schema's default.
 * - A value of an unexpected type is kept as it is, so an invalid payload still compares.
 */

/** A data category of a purpose. */
export interface CanonicalCategory {
  readonly id: unknown;
  readonly label: unknown;
  readonly required: unknown;
  /** Its index in the payload, for pointers. */
  readonly index: number;
}

/** A purpose of a language entry. */
export interface CanonicalPurpose {
  readonly purposeId: unknown;
  readonly purposeText: unknown;
  readonly description: unknown;
  readonly retention: unknown;
  readonly categories: readonly CanonicalCategory[];
  readonly index: number;
}

/** A language entry. */
export interface CanonicalLanguage {
  readonly lang: unknown;
  readonly label: unknown;
  readonly purposes: readonly CanonicalPurpose[];
  readonly index: number;
}

/** The notice of a payload, canonical. */
export interface CanonicalNotice {
  readonly fidId: unknown;
  readonly serviceId: unknown;
  readonly serviceName: unknown;
  readonly defaultLanguage: unknown;
  readonly company: Readonly<Record<string, unknown>>;
  readonly languages: readonly CanonicalLanguage[];
}

/** The company members that are part of the notice, in the order they are compared. */
export const companyFields = ['companyName', 'logo', 'privacyPolicyUrl', 'termsOfServiceUrl', 'contactEmail'] as const;

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Own member or undefined: never a prototype's. */
const member = (value: unknown, key: string): unknown =>
  isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;

const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** A string as shown: NFC, white space trimmed and collapsed. Other values unchanged. */
export function canonicalText(value: unknown): unknown {
  return typeof value === 'string' ? value.normalize('NFC').replace(/\s+/gu, ' ').trim() : value;
}

/** A language tag in its canonical case (`en-GB`), or the text as it is when it is no locale. */
export function canonicalLang(value: unknown): unknown {
  const text = canonicalText(value);
  if (typeof text !== 'string') return text;
  try {
    return Intl.getCanonicalLocales(text)[0] ?? text;
  } catch {
    return text;
  }
}

/**
 * JSON with object keys sorted (code unit order, as RFC 8785): the comparison form of any value.
 * undefined (an absent member) is written as nothing at all.
 */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => stableJson(v) || 'null').join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`).join(',')}}`;
  }
  return value === undefined ? '' : JSON.stringify(value);
}

/** Text of an unknown value: canonical strings, sorted keys; every value is kept. */
function canonicalValue(value: unknown): unknown {
  if (typeof value === 'string') return canonicalText(value);
  if (Array.isArray(value)) return value.map(canonicalValue);
  if (isObject(value)) return Object.fromEntries(Object.keys(value).map((k) => [k, canonicalValue(value[k])]));
  return value;
}

/** The key an item is matched and sorted by: a string id as it is, any other value as JSON (so 5 is not "5"). */
export const keyText = (key: unknown): string => (typeof key === 'string' ? `s:${key}` : `j:${stableJson(key)}`);

/** Sorts by key, then (for repeated keys, which an invalid payload may have) by content. */
function sortedBy<T>(items: T[], key: (item: T) => unknown, form: (item: T) => unknown): T[] {
  const keyed = items.map((item) => ({ item, key: keyText(key(item)), text: stableJson(form(item)) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  return keyed.map((k) => k.item);
}

function category(value: unknown, index: number): CanonicalCategory {
  const required = member(value, 'required');
  return {
    id: canonicalText(member(value, 'id')),
    label: canonicalText(member(value, 'label')),
    required: required === undefined ? false : required,
    index,
  };
}

function purpose(value: unknown, index: number): CanonicalPurpose {
  const categories = list(member(value, 'dataCategories')).map(category);
  return {
    purposeId: canonicalText(member(value, 'purposeId')),
    purposeText: canonicalText(member(value, 'purposeText')),
    description: canonicalText(member(value, 'description')),
    retention: canonicalValue(member(value, 'retention')),
    categories: sortedBy(categories, (c) => c.id, withoutIndex),
    index,
  };
}

function language(value: unknown, index: number): CanonicalLanguage {
  const purposes = list(member(value, 'purposes')).map(purpose);
  return {
    lang: canonicalLang(member(value, 'lang')),
    label: canonicalText(member(value, 'label')),
    purposes: sortedBy(purposes, (p) => p.purposeId, withoutIndex),
    index,
  };
}

/** The canonical notice of any value; never throws (a missing part is undefined). */
export function canonicalNotice(payload: unknown): CanonicalNotice {
  const content = member(payload, 'content');
  const company = member(content, 'company');
  const officer = member(company, 'grievanceOfficer');
  const languages = list(member(content, 'languages')).map(language);
  const companyParts: Record<string, unknown> = {};
  for (const field of companyFields) companyParts[field] = canonicalText(member(company, field));
  companyParts.grievanceOfficer = isObject(officer)
    ? { name: canonicalText(member(officer, 'name')), email: canonicalText(member(officer, 'email')) }
    : canonicalValue(officer);
  return {
    fidId: canonicalText(member(member(payload, 'fiduciary'), 'fidId')),
    serviceId: canonicalText(member(member(payload, 'service'), 'id')),
    serviceName: canonicalText(member(member(payload, 'service'), 'name')),
    defaultLanguage: canonicalLang(member(content, 'defaultLanguage')),
    company: companyParts,
    languages: sortedBy(languages, (l) => l.lang, withoutIndex),
  };
}

/** A canonical part without the payload indexes (which are where it was, not what it says). */
export function withoutIndex(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIndex);
  if (isObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (k !== 'index') copy[k] = withoutIndex(v);
    return copy;
  }
  return value;
}
