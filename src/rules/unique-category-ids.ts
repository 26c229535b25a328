import { defineRule, type Finding } from './utils/rule.js';
import {
  categoryPointer,
  findInEachLanguage,
  isRecord,
  type ConsentRequestView,
  type LanguageView,
} from './utils/payload-view.js';
import { categoriesOf } from './utils/purpose-fields.js';
import { findDuplicates } from './utils/find-duplicates.js';

/** Id of a category that is an object with a string id. */
const idOf = (category: unknown): string | undefined => {
  const id = isRecord(category) ? category.id : undefined;
  return typeof id === 'string' ? id : undefined;
};

function findIn(language: LanguageView): Finding[] | undefined {
  let findings: Finding[] | undefined;
  const purposes = language.purposes ?? [];
  for (let p = 0; p < purposes.length; p++) {
    const categories = categoriesOf(purposes[p]);
    if (categories === undefined) continue;
    const duplicates = findDuplicates(categories, idOf);
    // An index loop: for-of over the shared empty result costs an iterator on every valid payload.
    for (let i = 0; i < duplicates.length; i++) {
      const d = duplicates[i]!;
      (findings ??= []).push({
        pointer: `${categoryPointer(language, p, d.index)}/id`,
        messageId: 'duplicate',
        data: { id: d.key, firstPointer: `${categoryPointer(language, p, d.firstIndex)}/id` },
      });
    }
  }
  return findings;
}

export const uniqueCategoryIds = defineRule<ConsentRequestView>({
  id: 'unique-category-ids',
  severity: 'warning',
  description: 'Within a purpose, no two data categories have the same id.',
  rationale: 'Each category is a toggle; two toggles with one id cannot be told apart when consent is recorded.',
  messages: { duplicate: 'data category "{id}" is listed again in this purpose; it is first at {firstPointer}' },
  check: (view) => findInEachLanguage(view, findIn),
});
