import { defineRule } from './rule.js';
import { findDuplicates } from './find-duplicates.js';
import type { ConsentRequestView } from './payload-view.js';

export const uniquePurposeIds = defineRule<ConsentRequestView>({
  id: 'unique-purpose-ids',
  severity: 'warning',
  description: 'Within a language entry, no two purposes have the same purposeId.',
  rationale: 'A purposeId names one purpose; a repeated one makes consent to it ambiguous. Give each purpose its own id.',
  messages: { duplicate: 'purposeId "{purposeId}" is listed again in this language; it is first at {firstPointer}' },
  check({ languages }) {
    return languages.flatMap((language) =>
      findDuplicates((language.purposes ?? []).map((p) => ({ key: p.purposeId, pointer: `${p.pointer}/purposeId` }))).map(
        (d) => ({ pointer: d.pointer, messageId: 'duplicate', data: { purposeId: d.key, firstPointer: d.firstPointer } }),
      ),
    );
  },
});
