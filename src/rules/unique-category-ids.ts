import { defineRule } from './rule.js';
import { findDuplicates } from './find-duplicates.js';
import type { ConsentRequestView } from './payload-view.js';

export const uniqueCategoryIds = defineRule<ConsentRequestView>({
  id: 'unique-category-ids',
  severity: 'warning',
  description: 'Within a purpose, no two data categories have the same id.',
  rationale: 'Each category is a toggle; two toggles with one id cannot be told apart when consent is recorded.',
  messages: { duplicate: 'data category "{id}" is listed again in this purpose; it is first at {firstPointer}' },
  check({ languages }) {
    return languages.flatMap((language) =>
      (language.purposes ?? []).flatMap((purpose) =>
        findDuplicates((purpose.categories ?? []).map((c) => ({ key: c.id, pointer: `${c.pointer}/id` }))).map((d) => ({
          pointer: d.pointer,
          messageId: 'duplicate',
          data: { id: d.key, firstPointer: d.firstPointer },
        })),
      ),
    );
  },
});
