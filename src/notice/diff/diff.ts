/**
 * Compares two payloads by meaning: both are read through the canonical form (../canonical.ts),
 * language entries matched by lang, purposes by purposeId, categories by id; every difference gets
 * a kind from change-kinds.ts, whose table says its impact. Pure, and never throws on odd input.
 */
import { fillTemplate } from '../../describe-value.js';
import { retentionText } from '../../rules/utils/retention-text.js';
import {
  canonicalNotice,
  companyFields,
  keyText,
  stableJson,
  withoutIndex,
  type CanonicalCategory,
  type CanonicalLanguage,
  type CanonicalNotice,
  type CanonicalPurpose,
} from '../canonical.js';
import { changeKinds, type ChangeCode, type Impact } from './change-kinds.js';

/** One change between OLD and NEW. */
export interface NoticeChange {
  readonly impact: Impact;
  readonly code: ChangeCode;
  /** RFC 6901 pointer into NEW; null when the thing is gone. */
  readonly pointer: string | null;
  /** RFC 6901 pointer into OLD; null when the thing is new. */
  readonly oldPointer: string | null;
  readonly message: string;
  /** The canonical language tag, when the change is in one language entry. */
  readonly lang?: string;
  /** The data of the message, for machines. */
  readonly params: Readonly<Record<string, unknown>>;
}

const same = (a: unknown, b: unknown): boolean => stableJson(withoutIndex(a)) === stableJson(withoutIndex(b));

const shown = (value: unknown): string => (typeof value === 'string' ? value : stableJson(value) || 'nothing');

/** Where a part is, in each payload. */
interface Places {
  readonly pointer: string | null;
  readonly oldPointer: string | null;
}

class Changes {
  readonly list: NoticeChange[] = [];

  add(code: ChangeCode, places: Places, params: Record<string, unknown>, lang?: string): void {
    const kind = changeKinds[code];
    const data = lang === undefined ? params : { lang, ...params };
    const change = { impact: kind.impact, code, ...places, message: fillTemplate(kind.message, data), params };
    this.list.push(lang === undefined ? change : { ...change, lang });
  }
}

/** Items by their key; a repeated key (an invalid payload) gets its occurrence number. */
function byKey<T>(items: readonly T[], key: (item: T) => unknown): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    const base = keyText(key(item));
    let k = base;
    for (let n = 2; map.has(k); n++) k = `${base}#${n}`;
    map.set(k, item);
  }
  return map;
}

/** Keys of both maps: NEW's order first, then those only in OLD. */
function unionKeys(a: Map<string, unknown>, b: Map<string, unknown>): string[] {
  return [...b.keys(), ...[...a.keys()].filter((k) => !b.has(k))];
}

/** The language a notice was written in: its default language's entry, else its first entry. */
function referenceLang(notice: CanonicalNotice): string | undefined {
  const entry =
    notice.languages.find((l) => same(l.lang, notice.defaultLanguage)) ?? notice.languages.find((l) => l.index === 0);
  return entry === undefined ? undefined : keyText(entry.lang);
}

/** Text that differs only in case, punctuation or white space says the same thing. */
const folded = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{Z}\s]/gu, '');
const cosmeticOnly = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' && folded(a) === folded(b);

const monthsPerUnit: Readonly<Record<string, number>> = { month: 1, year: 12 };

/** A retention's length in months, or undefined when it is not a comparable retention. */
function months(retention: unknown): number | undefined {
  if (typeof retention !== 'object' || retention === null) return undefined;
  const { duration, unit } = retention as { duration?: unknown; unit?: unknown };
  if (
    typeof duration !== 'number' ||
    !Number.isInteger(duration) ||
    typeof unit !== 'string' ||
    !Object.hasOwn(monthsPerUnit, unit)
  )
    return undefined;
  return duration * (monthsPerUnit[unit] as number);
}

const retentionShown = (retention: unknown): string => {
  const { duration, unit } = retention as { duration: number; unit: string };
  return retentionText(duration, unit);
};

interface LanguageContext {
  readonly changes: Changes;
  readonly lang: string;
  readonly isReference: boolean;
}

function diffCategory(
  ctx: LanguageContext,
  purposeId: unknown,
  a: CanonicalCategory,
  b: CanonicalCategory,
  pa: string,
  pb: string,
): void {
  const places = { pointer: `${pb}/dataCategories/${b.index}`, oldPointer: `${pa}/dataCategories/${a.index}` };
  const ids = { purposeId: shown(purposeId), categoryId: shown(b.id) };
  if (!same(a.label, b.label)) ctx.changes.add('category-label-changed', field(places, 'label'), ids, ctx.lang);
  if (!same(a.required, b.required)) {
    const where = field(places, 'required');
    if (typeof a.required === 'boolean' && typeof b.required === 'boolean') {
      ctx.changes.add(b.required ? 'category-required' : 'category-optional', where, ids, ctx.lang);
    } else ctx.changes.add('value-changed', where, { ...ids, field: 'required' }, ctx.lang);
  }
}

/** The places of a member of the part at `places` (an absent member is still pointed at). */
const field = (places: Places, name: string): Places => ({
  pointer: places.pointer === null ? null : `${places.pointer}/${name}`,
  oldPointer: places.oldPointer === null ? null : `${places.oldPointer}/${name}`,
});

function diffPurpose(ctx: LanguageContext, a: CanonicalPurpose, b: CanonicalPurpose, la: string, lb: string): void {
  const pa = `${la}/purposes/${a.index}`;
  const pb = `${lb}/purposes/${b.index}`;
  const places = { pointer: pb, oldPointer: pa };
  const purposeId = shown(b.purposeId);
  for (const name of ['purposeText', 'description'] as const) {
    if (same(a[name], b[name])) continue;
    const meaning = ctx.isReference && !cosmeticOnly(a[name], b[name]);
    ctx.changes.add(
      meaning ? 'purpose-meaning-changed' : 'purpose-wording-changed',
      field(places, name),
      { purposeId, field: name },
      ctx.lang,
    );
  }
  if (!same(a.retention, b.retention)) {
    const where = field(places, 'retention');
    const [ma, mb] = [months(a.retention), months(b.retention)];
    if (ma === undefined || mb === undefined)
      ctx.changes.add('value-changed', where, { purposeId, field: 'retention' }, ctx.lang);
    else {
      const code = mb > ma ? 'retention-lengthened' : mb < ma ? 'retention-shortened' : 'retention-restated';
      ctx.changes.add(
        code,
        where,
        { purposeId, oldRetention: retentionShown(a.retention), newRetention: retentionShown(b.retention) },
        ctx.lang,
      );
    }
  }
  const ca = byKey(a.categories, (c) => c.id);
  const cb = byKey(b.categories, (c) => c.id);
  for (const key of unionKeys(ca, cb)) {
    const [oldCategory, newCategory] = [ca.get(key), cb.get(key)];
    if (oldCategory === undefined) {
      const where = { pointer: `${pb}/dataCategories/${newCategory?.index}`, oldPointer: null };
      ctx.changes.add('category-added', where, { purposeId, categoryId: shown(newCategory?.id) }, ctx.lang);
    } else if (newCategory === undefined) {
      const where = { pointer: null, oldPointer: `${pa}/dataCategories/${oldCategory.index}` };
      ctx.changes.add('category-removed', where, { purposeId, categoryId: shown(oldCategory.id) }, ctx.lang);
    } else diffCategory(ctx, b.purposeId, oldCategory, newCategory, pa, pb);
  }
}

function diffLanguage(ctx: LanguageContext, a: CanonicalLanguage, b: CanonicalLanguage): void {
  const la = `/content/languages/${a.index}`;
  const lb = `/content/languages/${b.index}`;
  if (!same(a.label, b.label))
    ctx.changes.add('language-label-changed', { pointer: `${lb}/label`, oldPointer: `${la}/label` }, {}, ctx.lang);
  const pa = byKey(a.purposes, (p) => p.purposeId);
  const pb = byKey(b.purposes, (p) => p.purposeId);
  for (const key of unionKeys(pa, pb)) {
    const [oldPurpose, newPurpose] = [pa.get(key), pb.get(key)];
    if (oldPurpose === undefined) {
      ctx.changes.add(
        'purpose-added',
        { pointer: `${lb}/purposes/${newPurpose?.index}`, oldPointer: null },
        { purposeId: shown(newPurpose?.purposeId) },
        ctx.lang,
      );
    } else if (newPurpose === undefined) {
      ctx.changes.add(
        'purpose-removed',
        { pointer: null, oldPointer: `${la}/purposes/${oldPurpose.index}` },
        { purposeId: shown(oldPurpose.purposeId) },
        ctx.lang,
      );
    } else diffPurpose(ctx, oldPurpose, newPurpose, la, lb);
  }
}

function diffTop(changes: Changes, a: CanonicalNotice, b: CanonicalNotice): void {
  const at = (pointer: string): Places => ({ pointer, oldPointer: pointer });
  const values = (x: unknown, y: unknown): Record<string, unknown> => ({ oldValue: shown(x), newValue: shown(y) });
  if (!same(a.fidId, b.fidId)) changes.add('fiduciary-changed', at('/fiduciary/fidId'), values(a.fidId, b.fidId));
  if (!same(a.serviceId, b.serviceId))
    changes.add('service-changed', at('/service/id'), values(a.serviceId, b.serviceId));
  if (!same(a.serviceName, b.serviceName)) changes.add('service-name-changed', at('/service/name'), {});
  if (!same(a.defaultLanguage, b.defaultLanguage)) {
    changes.add(
      'default-language-changed',
      at('/content/defaultLanguage'),
      values(a.defaultLanguage, b.defaultLanguage),
    );
  }
  for (const name of companyFields) {
    if (same(a.company[name], b.company[name])) continue;
    const code = name === 'privacyPolicyUrl' || name === 'termsOfServiceUrl' ? 'link-changed' : 'company-changed';
    changes.add(code, at(`/content/company/${name}`), { field: name });
  }
  const [oa, ob] = [a.company.grievanceOfficer, b.company.grievanceOfficer];
  if (!same(oa, ob)) {
    const bothObjects = typeof oa === 'object' && oa !== null && typeof ob === 'object' && ob !== null;
    for (const name of bothObjects ? (['name', 'email'] as const) : []) {
      const [x, y] = [(oa as Record<string, unknown>)[name], (ob as Record<string, unknown>)[name]];
      if (!same(x, y))
        changes.add('grievance-officer-changed', at(`/content/company/grievanceOfficer/${name}`), { field: name });
    }
    if (!bothObjects)
      changes.add('grievance-officer-changed', at('/content/company/grievanceOfficer'), { field: 'details' });
  }
}

/** Every change from OLD's notice to NEW's, in a stable order: the shared parts, then per language. */
export function diffNotices(a: CanonicalNotice, b: CanonicalNotice): NoticeChange[] {
  const changes = new Changes();
  diffTop(changes, a, b);
  const references = new Set([referenceLang(a), referenceLang(b)]);
  const la = byKey(a.languages, (l) => l.lang);
  const lb = byKey(b.languages, (l) => l.lang);
  for (const key of unionKeys(la, lb)) {
    const [oldEntry, newEntry] = [la.get(key), lb.get(key)];
    const lang = shown((newEntry ?? oldEntry)?.lang);
    if (oldEntry === undefined)
      changes.add('language-added', { pointer: `/content/languages/${newEntry?.index}`, oldPointer: null }, {}, lang);
    else if (newEntry === undefined)
      changes.add('language-removed', { pointer: null, oldPointer: `/content/languages/${oldEntry.index}` }, {}, lang);
    else diffLanguage({ changes, lang, isReference: references.has(key.replace(/#\d+$/, '')) }, oldEntry, newEntry);
  }
  return changes.list;
}

/** Every change from OLD's notice to NEW's (any values; never throws). */
export function diffPayloads(oldPayload: unknown, newPayload: unknown): NoticeChange[] {
  return diffNotices(canonicalNotice(oldPayload), canonicalNotice(newPayload));
}
