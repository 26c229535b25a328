import { defineRule, noFindings } from './utils/rule.js';
import { findDuplicates } from './utils/find-duplicates.js';
import { languagePointer, type ConsentRequestView } from './utils/payload-view.js';

const lowerCase = (key: string): string => key.toLowerCase();
const langOf = (language: unknown): unknown => (language as { lang: unknown }).lang;

export const uniqueLanguageCodes = defineRule<ConsentRequestView>({
  id: 'unique-language-codes',
  severity: 'warning',
  description: 'No two language entries have the same lang code (compared case-insensitively).',
  rationale:
    'Two entries for one language leave the consent manager to pick one translation. Merge them into one entry.',
  messages: { duplicate: 'language "{lang}" is listed again; it is first at {firstPointer}' },
  check({ languages }) {
    const duplicates = findDuplicates(languages, langOf, lowerCase);
    // map() would make a new empty array: the common case allocates nothing.
    if (duplicates.length === 0) return noFindings;
    return duplicates.map((d) => ({
      pointer: `${languagePointer(languages[d.index]!)}/lang`,
      messageId: 'duplicate',
      data: { lang: d.key, firstPointer: `${languagePointer(languages[d.firstIndex]!)}/lang` },
    }));
  },
});
