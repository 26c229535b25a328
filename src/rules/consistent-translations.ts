import { defineRule, type Finding } from './rule.js';
import {
  languageName,
  purposePointer,
  referenceLanguage,
  type CategoryView,
  type ConsentRequestView,
  type LanguageView,
  type PurposeView,
} from './payload-view.js';
import { retentionText } from './retention-text.js';

function retentionOf({ duration, unit }: PurposeView): string | undefined {
  return typeof duration === 'number' && typeof unit === 'string' ? retentionText(duration, unit) : undefined;
}

const requiredFlag = (c: CategoryView): boolean => c.required === true; // absent means false

/** The common case, checked without allocating: the same categories in the same order. */
function sameInOrder(a: readonly CategoryView[], b: readonly CategoryView[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.id !== b[i]!.id || requiredFlag(a[i]!) !== requiredFlag(b[i]!)) return false;
  return true;
}

/** Category id -> required flag. */
function categoryFlags(categories: readonly CategoryView[]): Map<string, boolean> {
  const flags = new Map<string, boolean>();
  for (const c of categories) if (typeof c.id === 'string' && !flags.has(c.id)) flags.set(c.id, requiredFlag(c));
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

/** The reference language's purpose with this purpose's id, found without allocating. */
function counterpart(purposes: readonly PurposeView[], purpose: PurposeView): PurposeView | undefined {
  if (typeof purpose.purposeId !== 'string') return undefined;
  const same = purposes[purpose.index];
  if (same?.purposeId === purpose.purposeId) return same;
  return purposes.find((p) => p.purposeId === purpose.purposeId);
}

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
    if (!reference?.purposes) return [];
    const findings: Finding[] = [];
    const names = (language: LanguageView, purpose: PurposeView) => ({
      purposeId: purpose.purposeId,
      entry: languageName(language),
      reference: languageName(reference),
    });
    for (const language of view.languages) {
      if (language === reference) continue;
      for (const purpose of language.purposes ?? []) {
        const expected = counterpart(reference.purposes, purpose);
        if (!expected) continue;
        if (expected.duration !== purpose.duration || expected.unit !== purpose.unit) {
          const [want, got] = [retentionOf(expected), retentionOf(purpose)];
          if (want !== undefined && got !== undefined) {
            findings.push({
              pointer: `${purposePointer(language, purpose)}/retention`,
              messageId: 'retention',
              data: { ...names(language, purpose), actual: got, expected: want },
            });
          }
        }
        if (!expected.categories || !purpose.categories || sameInOrder(expected.categories, purpose.categories)) continue;
        const difference = categoryDifference(categoryFlags(expected.categories), categoryFlags(purpose.categories));
        if (difference.length) {
          findings.push({
            pointer: `${purposePointer(language, purpose)}/dataCategories`,
            messageId: 'categories',
            data: { ...names(language, purpose), difference: difference.join('; ') },
          });
        }
      }
    }
    return findings;
  },
});
