/**
 * A defensive, one-pass reading of an untrusted consent-request payload, shared by the rules so
 * that each does not walk the payload again. Values of the wrong type are left out: the schema
 * reports those, and a rule judges only what has the shape it is about.
 */

export type JsonRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own property (never one inherited from a prototype), or undefined. */
export function own(record: JsonRecord | undefined, key: string): unknown {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

export interface CategoryView {
  readonly pointer: string;
  readonly id: unknown;
  readonly required: unknown;
}

export interface PurposeView {
  readonly pointer: string;
  readonly purposeId: unknown;
  readonly retention: JsonRecord | undefined;
  /** Present when dataCategories is an array. */
  readonly categories: readonly CategoryView[] | undefined;
}

export interface LanguageView {
  readonly pointer: string;
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

function records(value: unknown, pointer: string): Array<[JsonRecord, string, number]> | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: Array<[JsonRecord, string, number]> = [];
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    if (isRecord(item)) out.push([item, `${pointer}/${i}`, i]);
  }
  return out;
}

export function viewConsentRequest(root: unknown): ConsentRequestView {
  const top = isRecord(root) ? root : undefined;
  const dataPrincipal = own(top, 'dataPrincipal');
  const contentValue = own(top, 'content');
  const content = isRecord(contentValue) ? contentValue : undefined;
  const languages = (records(own(content, 'languages'), '/content/languages') ?? []).map(
    ([entry, pointer, index]): LanguageView => ({
      pointer,
      index,
      lang: own(entry, 'lang'),
      purposes: records(own(entry, 'purposes'), `${pointer}/purposes`)?.map(([purpose, purposePointer]) => {
        const retention = own(purpose, 'retention');
        return {
          pointer: purposePointer,
          purposeId: own(purpose, 'purposeId'),
          retention: isRecord(retention) ? retention : undefined,
          categories: records(own(purpose, 'dataCategories'), `${purposePointer}/dataCategories`)?.map(
            ([category, categoryPointer]) => ({
              pointer: categoryPointer,
              id: own(category, 'id'),
              required: own(category, 'required'),
            }),
          ),
        };
      }),
    }),
  );
  return {
    root,
    dataPrincipal: isRecord(dataPrincipal) ? dataPrincipal : undefined,
    content,
    languages,
  };
}

/** How a language entry is named in messages: its lang code, or its position. */
export function languageName(language: LanguageView): string {
  return typeof language.lang === 'string' ? `"${language.lang}"` : `#${language.index}`;
}

/** BCP 47 tags compare case-insensitively. */
export function sameTag(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * The language entry others are compared with: the one for defaultLanguage, or else the first.
 */
export function referenceLanguage(view: ConsentRequestView): LanguageView | undefined {
  const defaultLanguage = own(view.content, 'defaultLanguage');
  if (typeof defaultLanguage === 'string') {
    const match = view.languages.find((l) => typeof l.lang === 'string' && sameTag(l.lang, defaultLanguage));
    if (match) return match;
  }
  return view.languages[0];
}
