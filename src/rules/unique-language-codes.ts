import { defineRule } from './rule.js';
import { findDuplicates } from './find-duplicates.js';
import type { ConsentRequestView } from './payload-view.js';

export const uniqueLanguageCodes = defineRule<ConsentRequestView>({
  id: 'unique-language-codes',
  severity: 'warning',
  description: 'No two language entries have the same lang code (compared case-insensitively).',
  rationale: 'Two entries for one language leave the consent manager to pick one translation. Merge them into one entry.',
  messages: { duplicate: 'language "{lang}" is listed again; it is first at {firstPointer}' },
  check({ languages }) {
    const items = languages.map((l) => ({ key: l.lang, pointer: `${l.pointer}/lang` }));
    return findDuplicates(items, (k) => k.toLowerCase()).map((d) => ({
      pointer: d.pointer,
      messageId: 'duplicate',
      data: { lang: d.key, firstPointer: d.firstPointer },
    }));
  },
});
