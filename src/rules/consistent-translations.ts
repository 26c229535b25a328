import { defineRule, type Finding } from './rule.js';
import {
  languageName,
  own,
  referenceLanguage,
  type ConsentRequestView,
  type PurposeView,
} from './payload-view.js';
import { retentionText } from './retention-text.js';

function retentionOf(purpose: PurposeView): string | undefined {
  const duration = own(purpose.retention, 'duration');
  const unit = own(purpose.retention, 'unit');
  return typeof duration === 'number' && typeof unit === 'string' ? retentionText(duration, unit) : undefined;
}

/** Category id -> required flag (absent means false, the schema's default). */
function categoryFlags(purpose: PurposeView): Map<string, boolean> | undefined {
  if (!purpose.categories) return undefined;
  const flags = new Map<string, boolean>();
  for (const c of purpose.categories) if (typeof c.id === 'string' && !flags.has(c.id)) flags.set(c.id, c.required === true);
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
    const byId = new Map<string, PurposeView>();
    for (const p of reference.purposes) if (typeof p.purposeId === 'string' && !byId.has(p.purposeId)) byId.set(p.purposeId, p);
    const findings: Finding[] = [];
    for (const language of view.languages) {
      if (language === reference) continue;
      for (const purpose of language.purposes ?? []) {
        const expected = typeof purpose.purposeId === 'string' ? byId.get(purpose.purposeId) : undefined;
        if (!expected) continue;
        const names = { purposeId: purpose.purposeId, entry: languageName(language), reference: languageName(reference) };
        const [want, got] = [retentionOf(expected), retentionOf(purpose)];
        if (want !== undefined && got !== undefined && want !== got) {
          findings.push({ pointer: `${purpose.pointer}/retention`, messageId: 'retention', data: { ...names, actual: got, expected: want } });
        }
        const [wantFlags, gotFlags] = [categoryFlags(expected), categoryFlags(purpose)];
        const difference = wantFlags && gotFlags ? categoryDifference(wantFlags, gotFlags) : [];
        if (difference.length) {
          findings.push({
            pointer: `${purpose.pointer}/dataCategories`,
            messageId: 'categories',
            data: { ...names, difference: difference.join('; ') },
          });
        }
      }
    }
    return findings;
  },
});
