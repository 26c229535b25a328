import { defineRule, type Finding } from './utils/rule.js';
import { findDuplicates } from './utils/find-duplicates.js';
import { findInEachLanguage, purposePointer, type LanguageView } from './utils/payload-view.js';
import type { ConsentRequestView } from './utils/payload-view.js';
import { purposeIdOf } from './utils/purpose-fields.js';
import { none } from '../none.js';

function findIn(language: LanguageView): Finding[] | undefined {
  let findings: Finding[] | undefined;
  const duplicates = findDuplicates(language.purposes ?? none, purposeIdOf);
  // An index loop: for-of over the shared empty result costs an iterator on every valid payload.
  for (let i = 0; i < duplicates.length; i++) {
    const d = duplicates[i]!;
    (findings ??= []).push({
      pointer: `${purposePointer(language, d.index)}/purposeId`,
      messageId: 'duplicate',
      data: { purposeId: d.key, firstPointer: `${purposePointer(language, d.firstIndex)}/purposeId` },
    });
  }
  return findings;
}

export const uniquePurposeIds = defineRule<ConsentRequestView>({
  id: 'unique-purpose-ids',
  severity: 'warning',
  description: 'Within a language entry, no two purposes have the same purposeId.',
  rationale:
    'A purposeId names one purpose; a repeated one makes consent to it ambiguous. Give each purpose its own id.',
  messages: { duplicate: 'purposeId "{purposeId}" is listed again in this language; it is first at {firstPointer}' },
  check: (view) => findInEachLanguage(view, findIn),
});
