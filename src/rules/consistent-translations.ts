import { defineRule, noFindings, type Finding } from './rule.js';
import { isRecord, languageName, purposePointer, referenceLanguage, type ConsentRequestView, type LanguageView } from './payload-view.js';
import { categoriesOf, categoryIdOf, durationOf, isRequiredCategory, purposeIdOf, retentionOf, unitOf } from './purpose-fields.js';
import { retentionText } from './retention-text.js';

function retentionTextOf(purpose: unknown): string | undefined {
  const duration = durationOf(purpose);
  const unit = unitOf(purpose);
  return typeof duration === 'number' && typeof unit === 'string' ? retentionText(duration, unit) : undefined;
}

/** Same duration and unit (both read once). */
function sameRetention(a: unknown, b: unknown): boolean {
  const ra = retentionOf(a);
  const rb = retentionOf(b);
  if (ra === undefined || rb === undefined) return true; // the schema's finding
  return ra.duration === rb.duration && ra.unit === rb.unit;
}

/** The common case, checked without allocating: the same categories in the same order. */
function sameInOrder(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (!isRecord(x) || !isRecord(y) || x.id !== y.id || (x.required === true) !== (y.required === true)) return false;
  }
  return true;
}

/** Category id -> required flag. */
function categoryFlags(categories: readonly unknown[]): Map<string, boolean> {
  const flags = new Map<string, boolean>();
  for (const c of categories) {
    const id = categoryIdOf(c);
    if (typeof id === 'string' && !flags.has(id)) flags.set(id, isRequiredCategory(c));
  }
  return flags;
}

function categoryDifference(expected: Map<string, boolean>, actual: Map<string, boolean>): string[] {
  const parts: string[] = [];
  const missing = [...expected.keys()].filter((id) => !actual.has(id));
  const extra = [...actual.keys()].filter((id) => !expected.has(id));
  const flagged = [...actual].filter(([id, req]) => expected.has(id) && expected.get(id) !== req).map(([id]) => id);
  if (missing.length) parts.push(`missing ${missing.join(', ')}`);
  if (extra.length) parts.push(`extra ${extra.join(', ')}`);
  if (flagged.length) parts.push(`required differs for ${flagged.join(', ')}`);
  return parts;
}

/**
 * Finds the reference language's purpose with a given id: at the same position in the common
 * case (nothing allocated), else through an index built once per check, so that purposes listed
 * in another order stay linear (a scan per purpose was quadratic: 29 s for 100,000).
 */
function counterparts(purposes: readonly unknown[]): (id: string, position: number) => unknown {
  let byId: Map<string, unknown> | undefined;
  return (id, position) => {
    if (purposeIdOf(purposes[position]) === id) return purposes[position];
    if (byId === undefined) {
      byId = new Map();
      for (const p of purposes) {
        const key = purposeIdOf(p);
        if (typeof key === 'string' && !byId.has(key)) byId.set(key, p);
      }
    }
    return byId.get(id);
  };
}

const names = (purposeId: string, language: LanguageView, reference: LanguageView) => ({
  purposeId,
  entry: languageName(language),
  reference: languageName(reference),
});

export const consistentTranslations = defineRule<ConsentRequestView>({
  id: 'consistent-translations',
  severity: 'warning',
  description:
    'A purposeId has the same retention, data category ids and required flags in every language entry.',
  rationale:
    'Only the text of a notice is translated: what is collected and for how long must not depend on the language the Data Principal reads.',
  messages: {
    retention: 'retention of purpose "{purposeId}" is {actual} in {entry} but {expected} in {reference}',
    categories: 'data categories of purpose "{purposeId}" in {entry} differ from {reference}: {difference}',
  },
  check(view) {
    const reference = referenceLanguage(view);
    if (!reference?.purposes) return noFindings;
    let findings: Finding[] | undefined;
    const counterpart = counterparts(reference.purposes);
    for (const language of view.languages) {
      if (language === reference || view.mirrorsReference(language)) continue;
      const purposes = language.purposes ?? [];
      for (let p = 0; p < purposes.length; p++) {
        const purpose = purposes[p];
        const purposeId = purposeIdOf(purpose);
        if (typeof purposeId !== 'string') continue;
        const expected = counterpart(purposeId, p);
        if (expected === undefined) continue;
        if (!sameRetention(expected, purpose)) {
          const [want, got] = [retentionTextOf(expected), retentionTextOf(purpose)];
          if (want !== undefined && got !== undefined) {
            (findings ??= []).push({ pointer: `${purposePointer(language, p)}/retention`, messageId: 'retention', data: { ...names(purposeId, language, reference), actual: got, expected: want } });
          }
        }
        const wantCategories = categoriesOf(expected);
        const gotCategories = categoriesOf(purpose);
        if (!wantCategories || !gotCategories || sameInOrder(wantCategories, gotCategories)) continue;
        const difference = categoryDifference(categoryFlags(wantCategories), categoryFlags(gotCategories));
        if (difference.length) {
          (findings ??= []).push({ pointer: `${purposePointer(language, p)}/dataCategories`, messageId: 'categories', data: { ...names(purposeId, language, reference), difference: difference.join('; ') } });
        }
      }
    }
    return findings ?? noFindings;
  },
});
