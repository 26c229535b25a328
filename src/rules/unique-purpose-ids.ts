import { defineRule } from './rule.js';
import { findDuplicates } from './find-duplicates.js';
import { purposePointer, type ConsentRequestView } from './payload-view.js';

export const uniquePurposeIds = defineRule<ConsentRequestView>({
  id: 'unique-purpose-ids',
  severity: 'warning',
  description: 'Within a language entry, no two purposes have the same purposeId.',
  rationale: 'A purposeId names one purpose; a repeated one makes consent to it ambiguous. Give each purpose its own id.',
  messages: { duplicate: 'purposeId "{purposeId}" is listed again in this language; it is first at {firstPointer}' },
  check({ languages }) {
    return languages.flatMap((language) =>
      findDuplicates(language.purposes ?? [], (p) => p.purposeId).map((d) => ({
        pointer: `${purposePointer(language, d.item)}/purposeId`,
        messageId: 'duplicate',
        data: { purposeId: d.key, firstPointer: `${purposePointer(language, d.first)}/purposeId` },
      })),
    );
  },
});
