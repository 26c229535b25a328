import { defineRule, noFindings, type Finding } from './utils/rule.js';
import { languageName, languagePointer, referenceLanguage, type ConsentRequestView } from './utils/payload-view.js';
import { purposeIdOf } from './utils/purpose-fields.js';

function purposeIds(purposes: readonly unknown[]): Set<string> {
  const ids = new Set<string>();
  for (const p of purposes) {
    const id = purposeIdOf(p);
    if (typeof id === 'string') ids.add(id);
  }
  return ids;
}

/**
 * Whether every purpose has a string purposeId. Where one has not, the schema reports that value,
 * and which purpose it was meant to be is unknown: comparing the entry would blame another value.
 */
function allIdentified(purposes: readonly unknown[]): boolean {
  for (let i = 0; i < purposes.length; i++) if (typeof purposeIdOf(purposes[i]) !== 'string') return false;
  return true;
}

/** The common case, checked without allocating: the same ids in the same order. */
function sameInOrder(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const id = purposeIdOf(a[i]);
    if (typeof id !== 'string' || id !== purposeIdOf(b[i])) return false;
  }
  return true;
}

export const samePurposesInEveryLanguage = defineRule<ConsentRequestView>({
  id: 'same-purposes-in-every-language',
  severity: 'error',
  enforcedByService: true,
  description: 'Every language entry lists the same set of purposeIds (in any order).',
  rationale:
    'A language entry is a translation of one notice: a Data Principal must be asked the same purposes whichever language they read. Add the missing purposes or remove the extra ones.',
  messages: {
    missing: 'language entry {entry} lacks purposes that {reference} lists: {missing}',
    extra: 'language entry {entry} lists purposes that {reference} does not: {extra}',
    missingAndExtra:
      'language entry {entry} lacks purposes that {reference} lists ({missing}) and lists others it does not ({extra})',
  },
  check(view) {
    const reference = referenceLanguage(view);
    if (!reference?.purposes) return noFindings;
    let referenceIdentified: boolean | undefined;
    let expected: Set<string> | undefined;
    let findings: Finding[] | undefined;
    for (const language of view.languages) {
      if (
        language === reference ||
        !language.purposes ||
        view.mirrorsReference(language) ||
        sameInOrder(reference.purposes, language.purposes)
      )
        continue;
      referenceIdentified ??= allIdentified(reference.purposes);
      if (!referenceIdentified) return noFindings;
      if (!allIdentified(language.purposes)) continue;
      const want = (expected ??= purposeIds(reference.purposes));
      const actual = purposeIds(language.purposes);
      const missing = [...want].filter((id) => !actual.has(id));
      const extra = [...actual].filter((id) => !want.has(id));
      if (missing.length === 0 && extra.length === 0) continue;
      (findings ??= []).push({
        pointer: languagePointer(language),
        messageId: missing.length && extra.length ? 'missingAndExtra' : missing.length ? 'missing' : 'extra',
        data: { entry: languageName(language), reference: languageName(reference), missing, extra },
      });
    }
    return findings ?? noFindings;
  },
});
