import { defineRule, type Finding } from './rule.js';
import { findDuplicates } from './find-duplicates.js';
import { categoryPointer, type ConsentRequestView } from './payload-view.js';
import { categoriesOf, categoryIdOf } from './purpose-fields.js';

export const uniqueCategoryIds = defineRule<ConsentRequestView>({
  id: 'unique-category-ids',
  severity: 'warning',
  description: 'Within a purpose, no two data categories have the same id.',
  rationale: 'Each category is a toggle; two toggles with one id cannot be told apart when consent is recorded.',
  messages: { duplicate: 'data category "{id}" is listed again in this purpose; it is first at {firstPointer}' },
  check({ languages }) {
    const findings: Finding[] = [];
    for (const language of languages) {
      const purposes = language.purposes ?? [];
      for (let p = 0; p < purposes.length; p++) {
        for (const d of findDuplicates(categoriesOf(purposes[p]) ?? [], categoryIdOf)) {
          findings.push({
            pointer: `${categoryPointer(language, p, d.index)}/id`,
            messageId: 'duplicate',
            data: { id: d.key, firstPointer: `${categoryPointer(language, p, d.firstIndex)}/id` },
          });
        }
      }
    }
    return findings;
  },
});
