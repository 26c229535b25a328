import { defineRule, type Finding } from './rule.js';
import { findDuplicates } from './find-duplicates.js';
import { categoryPointer, type ConsentRequestView } from './payload-view.js';

export const uniqueCategoryIds = defineRule<ConsentRequestView>({
  id: 'unique-category-ids',
  severity: 'warning',
  description: 'Within a purpose, no two data categories have the same id.',
  rationale: 'Each category is a toggle; two toggles with one id cannot be told apart when consent is recorded.',
  messages: { duplicate: 'data category "{id}" is listed again in this purpose; it is first at {firstPointer}' },
  check({ languages }) {
    const findings: Finding[] = [];
    for (const language of languages) {
      for (const purpose of language.purposes ?? []) {
        for (const d of findDuplicates(purpose.categories ?? [], (c) => c.id)) {
          findings.push({
            pointer: `${categoryPointer(language, purpose, d.item)}/id`,
            messageId: 'duplicate',
            data: { id: d.key, firstPointer: `${categoryPointer(language, purpose, d.first)}/id` },
          });
        }
      }
    }
    return findings;
  },
});
