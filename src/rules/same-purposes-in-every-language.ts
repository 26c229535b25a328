import { defineRule, type Finding } from './rule.js';
import { languageName, referenceLanguage, type ConsentRequestView, type LanguageView } from './payload-view.js';

function purposeIds(language: LanguageView): Set<string> {
  return new Set((language.purposes ?? []).flatMap((p) => (typeof p.purposeId === 'string' ? [p.purposeId] : [])));
}

export const samePurposesInEveryLanguage = defineRule<ConsentRequestView>({
  id: 'same-purposes-in-every-language',
  severity: 'error',
  description: 'Every language entry lists the same set of purposeIds (in any order).',
  rationale:
    'A language entry is a translation of one notice: a Data Principal must be asked the same purposes whichever language they read. Add the missing purposes or remove the extra ones.',
  messages: {
    missing: 'language entry {entry} lacks purposes that {reference} lists: {missing}',
    extra: 'language entry {entry} lists purposes that {reference} does not: {extra}',
    missingAndExtra: 'language entry {entry} lacks purposes that {reference} lists ({missing}) and lists others it does not ({extra})',
  },
  check(view) {
    const reference = referenceLanguage(view);
    if (!reference?.purposes) return [];
    const expected = purposeIds(reference);
    const findings: Finding[] = [];
    for (const language of view.languages) {
      if (language === reference || !language.purposes) continue;
      const actual = purposeIds(language);
      const missing = [...expected].filter((id) => !actual.has(id));
      const extra = [...actual].filter((id) => !expected.has(id));
      if (missing.length === 0 && extra.length === 0) continue;
      findings.push({
        pointer: language.pointer,
        messageId: missing.length && extra.length ? 'missingAndExtra' : missing.length ? 'missing' : 'extra',
        data: { entry: languageName(language), reference: languageName(reference), missing, extra },
      });
    }
    return findings;
  },
});
